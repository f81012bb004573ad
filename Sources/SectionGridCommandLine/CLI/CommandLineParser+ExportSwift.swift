import SectionGridExport
import SectionSpec

extension CommandLineParser {
    /// `export swift (SPEC.json | --demo NAME) [--name TypeName] [--sample] [--device NAME]`.
    static let swiftFormat = ExportFormat(
        name: "swift",
        summary: "Print the layout as UIKit Swift code: a flow layout subclass or a compositional layout, with its backgrounds.",
        options: [
            OptionDefinition(
                "--name", value: "TypeName",
                summary: "The layout class's name (default: from the spec's name, such as CardsLayout)."),
            OptionDefinition("--sample", summary: "Add the spec's titles and item counts and a view controller showing them."),
            deviceOption,
        ]
    ) { parsed, source throws(UsageError) in
        if let name = parsed.values["--name"], !SwiftTypeName.isValid(name) {
            throw UsageError(SwiftExportError.invalidTypeName(name).description)
        }
        var options = ExportSwiftOptions(
            source: source, typeName: parsed.values["--name"],
            includesSample: parsed.flags.contains("--sample"))
        options.device = try device(parsed)
        return .exportSwift(options)
    }
}
