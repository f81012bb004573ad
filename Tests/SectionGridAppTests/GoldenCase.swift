import Foundation
import SectionGridApp

/// One golden-output case: a spec (a built-in demo or a README example) and the `sectiongrid`
/// command run on it, named `SOURCE/VARIANT` after its golden file (`Fixtures/golden/SOURCE/VARIANT.*`).
struct GoldenCase: Sendable, CustomStringConvertible {
    /// Where the spec comes from.
    enum Source: Sendable {
        /// `--demo NAME`.
        case demo(String)
        /// A README spec example, run from a file called `NAME.json`.
        case readme(name: String, json: String)
    }

    var source: Source
    /// The golden file's name without extension, such as `snapshot-100x30-ansi256`.
    var variant: String
    /// The command and its options, without the spec.
    var command: [String]

    /// The folder of the source's golden files: `demo-NAME` or `readme-HEADING`.
    var sourceName: String {
        switch source {
        case .demo(let name): return "demo-" + name
        case .readme(let name, _): return name
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

    /// Every demo and every README example that is a whole spec (blocks that do not decode as one,
    /// such as the `frames` output, are left out; `GoldenOutputTests` checks the examples are found).
    static let sources: [Source] = BuiltInDemos.names.map(Source.demo) + readmeSources

    /// README examples named after the heading above them: `readme-spec-files`, then `-2`, `-3` for a
    /// second or third under the same heading.
    static let readmeSources: [Source] = {
        let blocks = ((try? readmeText()).map { readmeJSONBlocks(in: $0[...]) } ?? [])
            .filter { (try? decodeSpec($0.json)) != nil }
        var seen: [String: Int] = [:]
        return blocks.map { block in
            let slug = "readme-" + block.heading.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
            seen[slug, default: 0] += 1
            let count = seen[slug, default: 1]
            return .readme(name: count == 1 ? slug : "\(slug)-\(count)", json: block.json)
        }
    }()

    static let all: [GoldenCase] = sources.flatMap { source in
        variants.map { GoldenCase(source: source, variant: $0.name, command: $0.command) }
    }

    /// Runs the command in-process, streaming its output into `sink`. README specs are written to a
    /// fresh folder as `NAME.json` first (the status bar shows the file's name, so it stays stable).
    func run(into sink: inout GoldenSink) throws -> (status: Int32, error: String) {
        var error = ""
        let status: Int32
        switch source {
        case .demo(let name):
            status = SectionGridCLI.run(arguments: command + ["--demo", name], output: &sink, error: &error)
        case .readme(let name, let json):
            let folder = try TemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: folder.path) }
            let path = try folder.file(name + ".json", contents: json)
            status = SectionGridCLI.run(arguments: command + [path], output: &sink, error: &error)
        }
        return (status, error)
    }
}
