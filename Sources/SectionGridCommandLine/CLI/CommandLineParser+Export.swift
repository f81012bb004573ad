import SectionGridExport
import SectionSpec

extension CommandLineParser {
    /// `sectiongrid export swift (SPEC.json | --demo NAME) [--name TypeName] [--sample]`.
    public static let export = SubcommandDefinition(
        name: "export", positionals: ["swift"], optionalPositionals: ["SPEC.json"],
        summary: "Print the layout as UIKit Swift code (flow specs): a flow layout subclass with its backgrounds.",
        options: [
            demoOption,
            OptionDefinition("--name", value: "TypeName",
                             summary: "The layout class's name (default: from the spec's name, such as CardsLayout)."),
            OptionDefinition("--sample", summary: "Add the spec's titles and item counts and a view controller showing them."),
            deviceOption,
        ]
    ) { parsed throws(UsageError) in
        let format = parsed.positionals[0]
        guard format == "swift" else {
            throw UsageError("export: unknown format \(quoted(format)); the one format is \"swift\"")
        }
        let rest = ParsedArguments(positionals: Array(parsed.positionals.dropFirst()), values: parsed.values,
                                   flags: parsed.flags)
        guard let source = try source(rest, command: "export swift") else {
            throw UsageError("export swift needs SPEC.json or --demo NAME")
        }
        if let name = parsed.values["--name"], !SwiftTypeName.isValid(name) {
            throw UsageError(SwiftExportError.invalidTypeName(name).description)
        }
        var options = ExportSwiftOptions(source: source, typeName: parsed.values["--name"],
                                         includesSample: parsed.flags.contains("--sample"))
        options.device = try device(parsed)
        return .exportSwift(options)
    }
}
