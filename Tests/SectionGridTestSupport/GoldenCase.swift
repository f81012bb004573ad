import Foundation
import SectionGridCommandLine
import SectionSpec

/// One golden-output case: a spec (a built-in demo, an example of the docs pages, or one of the tests'
/// own) and the `sectiongrid` command run on it, named `SOURCE/VARIANT` after its golden file (`Fixtures/golden/SOURCE/VARIANT.*`).
struct GoldenCase: Sendable, CustomStringConvertible {
    /// Where the spec comes from.
    enum Source: Sendable {
        /// `--demo NAME`.
        case demo(String)
        /// A spec's text (an example of the docs pages, or one of the tests' own), run from a file called
        /// `NAME.json`.
        case file(name: String, json: String)
    }

    var source: Source
    /// The golden file's name without extension, such as `snapshot-100x30-ansi256`.
    var variant: String
    /// The command and its options, without the spec.
    var command: [String]

    /// The folder of the source's golden files: `demo-NAME`, or the file's name (`readme-HEADING`).
    var sourceName: String {
        switch source {
        case .demo(let name): return "demo-" + name
        case .file(let name, _): return name
        }
    }

    var name: String { sourceName + "/" + variant }
    var description: String { name }

    /// The command run on every source: `frames` both ways, `snapshot` at every colour depth, scrolled,
    /// zoomed, sideways, in another colour scheme and bare.
    static let variants: [(name: String, command: [String])] = [
        ("frames-vertical", ["frames", "--direction", "vertical"]),
        ("frames-horizontal", ["frames", "--direction", "horizontal"]),
        ("snapshot-100x30", ["snapshot", "--size", "100x30"]),
        ("snapshot-100x30-ansi256", ["snapshot", "--size", "100x30", "--ansi"]),
        ("snapshot-100x30-truecolor", ["snapshot", "--size", "100x30", "--ansi", "--depth", "truecolor"]),
        ("snapshot-80x24-ansi8", ["snapshot", "--size", "80x24", "--ansi", "--depth", "8"]),
        ("snapshot-60x20-monochrome", ["snapshot", "--size", "60x20", "--depth", "monochrome", "--ansi"]),
        ("snapshot-100x30-offset-0,300-ansi256", ["snapshot", "--size", "100x30", "--offset", "0,300", "--ansi"]),
        ("snapshot-100x30-zoom-0.5-ansi16", ["snapshot", "--size", "100x30", "--zoom", "0.5", "--ansi", "--depth", "16"]),
        ("snapshot-100x30-horizontal-ansi256", ["snapshot", "--size", "100x30", "--direction", "horizontal", "--ansi"]),
        ("snapshot-100x30-highContrast-ansi256", ["snapshot", "--size", "100x30", "--scheme", "highContrast", "--ansi"]),
        ("snapshot-100x30-bare", ["snapshot", "--size", "100x30", "--bare"]),
    ]

    /// Every demo and every docs example that is a whole spec (blocks that do not decode as one,
    /// such as the `frames` output, are left out; `GoldenOutputTests` checks the examples are found).
    static let sources: [Source] = BuiltInDemos.names.map(Source.demo) + docsSources + uncolouredSources

    /// Specs that name no colour at all, so the colour scheme's own section paints (the path every demo
    /// and docs example bypasses by naming its colours) are covered too.
    static let uncolouredSources: [Source] = [
        .file(
            name: "uncoloured-flow",
            json: """
                {"flow": {"headerReferenceSize": {"width": 0, "height": 30}, "footerReferenceSize": {"width": 0, "height": 10},
                          "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}},
                 "background": {"includeHeader": true, "cornerRadius": 8},
                 "sections": [{"title": "One", "items": 7}, {"title": "Two", "items": 3},
                              {"title": "Three", "itemSizes": [{"width": 120, "height": 40}, {"width": 60, "height": 40}]},
                              {"title": "Empty", "items": 0, "background": {"whenEmpty": true}}, {"title": "Five", "items": 9}]}
                """),
        .file(
            name: "uncoloured-compositional",
            json: """
                {"layout": "compositional", "interSectionSpacing": 12,
                 "sections": [
                   {"title": "Row", "items": 6, "orthogonalScrollingBehavior": "continuous",
                    "group": {"axis": "horizontal", "width": {"fractionalWidth": 0.8}, "height": {"absolute": 120},
                              "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}},
                    "contentInsets": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8}, "background": {"cornerRadius": 10}},
                   {"title": "Grid", "items": 7, "header": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}},
                    "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 80},
                              "item": {"width": {"fractionalWidth": 0.33}, "height": {"fractionalHeight": 1}}},
                    "background": {"contentInsets": {"top": 4, "leading": 4, "bottom": 4, "trailing": 4}}}]}
                """),
    ]

    /// The spec examples of the docs pages, named as `docsSpecExamples` names them (`readme-spec-files`, …).
    static let docsSources: [Source] = docsSpecExamples.map { .file(name: $0.name, json: $0.json) }

    static let all: [GoldenCase] = sources.flatMap { source in
        variants.map { GoldenCase(source: source, variant: $0.name, command: $0.command) }
    }

    /// Runs the command in-process, streaming its output into `sink`. Spec texts are written to a
    /// fresh folder as `NAME.json` first (the status bar shows the file's name, so it stays stable).
    func run(into sink: inout some TextOutputStream) throws -> (status: Int32, error: String) {
        var error = ""
        let status: Int32
        switch source {
        case .demo(let name):
            status = SectionGridCLI.run(arguments: command + ["--demo", name], output: &sink, error: &error)
        case .file(let name, let json):
            let folder = try TemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: folder.path) }
            let path = try folder.file(name + ".json", contents: json)
            status = SectionGridCLI.run(arguments: command + [path], output: &sink, error: &error)
        }
        return (status, error)
    }
}
