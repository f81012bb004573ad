import SectionSpec

extension CommandLineParser {
    /// The formats `export` writes, in the order the usage lists them.
    public static let exportFormats: [ExportFormat] = [swiftFormat, svgFormat]

    /// `sectiongrid export FORMAT (SPEC.json | --demo NAME) [options of the format]`: one subcommand
    /// for every format; the usage lists each format as a form of its own.
    public static let export = SubcommandDefinition(
        name: "export", positionals: [exportFormats.map(\.name).joined(separator: "|")], optionalPositionals: ["SPEC.json"],
        summary: "Print the layout in another form.",
        options: [demoOption] + exportFormats.flatMap(\.options),
        usageForms: exportFormats.map { format in
            SubcommandDefinition(
                name: "export", positionals: [format.name],
                optionalPositionals: [format.takesSwiftFiles ? specOrSwiftFiles : "SPEC.json"],
                summary: format.summary, options: [demoOption] + format.options
            ) { _ throws(UsageError) in .help }
        },
        takesSwiftFiles: true
    ) { parsed throws(UsageError) in
        let name = parsed.positionals[0]
        guard let format = exportFormats.first(where: { $0.name == name }) else {
            let names = exportFormats.map { quoted($0.name) }.joined(separator: " and ")
            throw UsageError("export: unknown format \(quoted(name)); the formats are \(names)")
        }
        let given = Array(parsed.values.keys) + Array(parsed.flags)
        if let foreign = given.sorted().first(where: { option in
            option != demoOption.name && !format.options.contains { $0.name == option }
        }) {
            throw UsageError("\(foreign) is not an option of export \(format.name)")
        }
        let rest = ParsedArguments(
            positionals: Array(parsed.positionals.dropFirst()), values: parsed.values,
            flags: parsed.flags)
        if rest.positionals.count > 1, !format.takesSwiftFiles {
            throw UsageError("unexpected argument \(quoted(rest.positionals[1])) for export \(format.name)")
        }
        if format.takesSwiftFiles, let swift = try swiftFiles(rest, command: "export \(format.name)") {
            return try format.build(rest, .file(path: swift.paths[0]))
        }
        if let path = rest.positionals.first(where: { $0.hasSuffix(".swift") }) {
            throw UsageError("export \(format.name) takes a spec, not Swift files (got \(quoted(path)))")
        }
        guard let source = try source(rest, command: "export \(format.name)") else {
            throw UsageError("export \(format.name) needs SPEC.json or --demo NAME")
        }
        return try format.build(rest, source)
    }
}
