import CellGrid
import SectionScene
import SectionSpec

extension CommandLineParser {
    /// `export svg (SPEC.json | --demo NAME) [--offset X,Y] [--whole | --viewport] [--scheme S] [--device NAME]
    /// [--appearance light|dark]`.
    static let svgFormat = ExportFormat(
        name: "svg",
        summary: "Print the layout as an SVG picture, one user unit per point: what the collection view shows, or --whole.",
        options: [
            OptionDefinition(
                "--offset", value: "X,Y", summary: "Content offset in points for --viewport (clamped to the content)."),
            OptionDefinition(
                "--whole",
                summary:
                    "The whole content size (at most \(ExportSVGOptions.elementLimitText) elements; a note says what was left out)."
            ),
            OptionDefinition(
                "--viewport", summary: "What the collection view shows at the offset: the spec's viewport (default)."),
            OptionDefinition(
                "--scheme", value: ColorScheme.allCases.map(\.rawValue).joined(separator: "|"),
                summary: "Colour scheme (default spec)."),
            deviceOption,
            appearanceOption,
        ] + swiftOptions,
        takesSwiftFiles: true
    ) { parsed, source throws(UsageError) in
        let whole = parsed.flags.contains("--whole")
        if whole, parsed.flags.contains("--viewport") { throw UsageError("export svg takes --whole or --viewport, not both") }
        let offset = try parsed.values["--offset"].map { text throws(UsageError) in try point(text, option: "--offset") }
        if whole, offset != nil {
            throw UsageError("--offset is for --viewport; a --whole picture shows the content from its origin")
        }
        var options = ExportSVGOptions(source: source, area: whole ? .whole : .viewport(offset: offset))
        if let text = parsed.values["--scheme"] { options.scheme = try scheme(text) }
        options.device = try device(parsed)
        options.appearance = try appearance(parsed)
        options.swift = try swiftFiles(parsed, command: "export svg")
        return .exportSVG(options)
    }

    /// A `--scheme` value.
    static func scheme(_ text: String) throws(UsageError) -> ColorScheme {
        guard let scheme = ColorScheme(rawValue: text) else {
            throw UsageError(
                "--scheme: must be one of \(ColorScheme.allCases.map(\.rawValue).joined(separator: ", ")) (got \(quoted(text)))")
        }
        return scheme
    }
}
