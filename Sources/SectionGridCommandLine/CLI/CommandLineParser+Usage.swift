extension CommandLineParser {
    /// The text `sectiongrid --help` prints, generated from the command table.
    public static var usage: String {
        let all = [root] + subcommands
        let forms = all.flatMap { $0.usageForms.isEmpty ? [$0] : $0.usageForms }
        var lines = [
            "sectiongrid \(SectionGridVersion.current): UIKit collection-view layouts, frame for frame, in the terminal.",
            "", "Usage:",
        ]
        lines += forms.map { "  " + $0.synopsis }
        lines += ["  sectiongrid --help", "  sectiongrid --version", "", "Commands:"]
        lines += table(
            forms.map { definition in
                let form =
                    definition.name.isEmpty ? "(none)" : ([definition.name] + definition.positionals).joined(separator: " ")
                return (form, definition.summary)
            })
        // One list a form (`export swift` and `export svg` each their own), so every option is listed
        // under the command it belongs to.
        for definition in forms where !definition.options.isEmpty {
            let name =
                definition.name.isEmpty ? "sectiongrid" : ([definition.name] + definition.positionals).joined(separator: " ")
            lines += ["", "Options of \(name):"]
            lines += table(definition.options.map { ($0.synopsis, $0.summary) })
        }
        lines += ["", "General options:"]
        lines += table(generalOptions.map { ($0.synopsis, $0.summary) })
        lines += [
            "", "A spec is a JSON file describing a layout; docs/spec.md (\"Spec files\") lists every key.",
            "Errors print one line starting with \"error:\" and exit with status 2.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Two aligned columns, indented by two spaces.
    static func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 3) + $0.1 }
    }
}
