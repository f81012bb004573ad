import Foundation
import SectionGridExport
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// A spec to export: a built-in demo or an example of the docs pages (flow and compositional specs), with the options of
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

    /// The same case without `--sample`, for a case with it.
    var plain: ExportCase? {
        guard options.includesSample else { return nil }
        var plain = self
        plain.name = String(name.dropLast(GoldenSwiftFile.sampleSuffix.count))
        plain.options.includesSample = false
        return plain
    }

    /// Every demo and every docs example, plain and with `--sample`.
    static let all: [ExportCase] = specs.flatMap { name, spec, origin in
        [
            ExportCase(name: name, spec: spec, options: SwiftExportOptions(origin: origin)),
            ExportCase(name: name + "-sample", spec: spec, options: SwiftExportOptions(origin: origin, includesSample: true)),
        ]
    }

    /// The demos and the docs examples: `demo-cards`, `readme-spec-files`, … (the examples named as
    /// `docsSpecExamples` names them, as the golden outputs are).
    static let specs: [(name: String, spec: LayoutSpec, origin: SwiftExportOptions.Origin)] = {
        let demos = BuiltInDemos.names.compactMap { name in
            BuiltInDemos.spec(named: name).map { ("demo-" + name, $0, SwiftExportOptions.Origin.demo(name)) }
        }
        let examples = docsSpecExamples.compactMap { example in
            (try? decodeSpec(example.json)).map { (example.name, $0, SwiftExportOptions.Origin.file(example.name + ".json")) }
        }
        return demos + examples
    }()
}
