import Foundation
import SectionGridExport
import SectionSpec
import Testing
@testable import SectionSpecTests

/// A spec to export: a built-in demo or a README example (flow and compositional specs), with the options of
/// `sectiongrid export swift` on it; named after its golden file (`Fixtures/swift/NAME.swift`).
struct ExportCase: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: LayoutSpec
    var options: SwiftExportOptions

    var testDescription: String { name }

    /// The Swift file `export swift` writes.
    var source: String {
        get throws { try SwiftExport.source(for: spec, options: options) }
    }

    /// Every demo and every README example, plain and with `--sample`.
    static let all: [ExportCase] = specs.flatMap { name, spec, origin in
        [ExportCase(name: name, spec: spec, options: SwiftExportOptions(origin: origin)),
         ExportCase(name: name + "-sample", spec: spec, options: SwiftExportOptions(origin: origin, includesSample: true))]
    }

    /// The demos and README examples: `demo-cards`, `readme-spec-files`, … (README blocks named
    /// after the heading above them, as the golden outputs are).
    static let specs: [(name: String, spec: LayoutSpec, origin: SwiftExportOptions.Origin)] = {
        let demos = BuiltInDemos.names.compactMap { name in
            BuiltInDemos.spec(named: name).map { ("demo-" + name, $0, SwiftExportOptions.Origin.demo(name)) }
        }
        var seen: [String: Int] = [:]
        let readme = ((try? readmeText()).map { readmeJSONBlocks(in: $0[...]) } ?? []).compactMap { block in
            (try? decodeSpec(block.json)).map { spec -> (String, LayoutSpec, SwiftExportOptions.Origin) in
                let slug = "readme-" + block.heading.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
                seen[slug, default: 0] += 1
                let name = seen[slug, default: 1] == 1 ? slug : "\(slug)-\(seen[slug, default: 1])"
                return (name, spec, .file(name + ".json"))
            }
        }
        return demos + readme
    }()
}
