import Foundation
import SectionGridCommandLine
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridExport
@testable import SectionGridTestSupport

/// Every case the run tests check, built into one executable and run once (`GeneratedCodeBuild`):
/// each demo and docs example with its sample, `randomCount` seeded random flow specs and
/// `compositionalRandomCount` compositional ones, right-to-left ones, the built-in patterns' specs
/// (`PatternSpecs`), and the plain files (without the sample) compiled too. The `large` demo (a million
/// items) is compiled but not run: the driver's brute-force queries over it would take most of the
/// run's time, for code the other cases run.
struct GeneratedBatch {
    /// A case: the spec, what the driver does with it, and the file it runs.
    struct Case: Sendable {
        var spec: LayoutSpec
        var driver: DriverCase
        var options: SwiftExportOptions
    }

    static let randomCount = 150

    /// The cases, by id.
    static let cases: [Case] = {
        let named = ExportCase.specs.map { name, spec, origin in
            let options = SwiftExportOptions(origin: origin, includesSample: true)
            var random = RandomFlowSpecs(seed: UInt64(name.utf8.count))
            return makeCase(name, spec: spec, options: options, random: &random, large: name == "demo-large")
        }
        let random = (0..<randomCount).map { seed in
            var generator = RandomFlowSpecs(seed: UInt64(seed))
            let spec = generator.spec()
            let options = SwiftExportOptions(origin: .file("random-\(seed).json"), includesSample: true)
            return makeCase("random-\(seed)", spec: spec, options: options, random: &generator, large: false)
        }
        let compositional = (0..<compositionalRandomCount).map { seed in
            var generator = RandomCompositionalSpecs(seed: UInt64(seed))
            let spec = generator.spec()
            let options = SwiftExportOptions(origin: .file("random-compositional-\(seed).json"), includesSample: true)
            var rects = RandomFlowSpecs(seed: UInt64(seed))
            return makeCase("random-compositional-\(seed)", spec: spec, options: options, random: &rects, large: false)
        }
        // Right to left (and dark): random specs of both engines whose layout must answer the mirrored
        // frames `sectiongrid frames` prints, through the sample's `semanticContentAttribute`.
        let rightToLeft =
            (0..<rightToLeftCount).map { seed in
                var generator = RandomFlowSpecs(seed: UInt64(500 + seed))
                var spec = generator.spec()
                spec.layoutDirection = .rightToLeft
                if seed % 2 == 0 { spec.appearance = .dark }
                let options = SwiftExportOptions(origin: .file("rtl-\(seed).json"), includesSample: true)
                return makeCase("rtl-\(seed)", spec: spec, options: options, random: &generator, large: false)
            }
            + (0..<rightToLeftCount).map { seed in
                var generator = RandomCompositionalSpecs(seed: UInt64(500 + seed))
                var spec = generator.spec()
                spec.layoutDirection = .rightToLeft
                let options = SwiftExportOptions(origin: .file("rtl-compositional-\(seed).json"), includesSample: true)
                var rects = RandomFlowSpecs(seed: UInt64(seed))
                return makeCase("rtl-compositional-\(seed)", spec: spec, options: options, random: &rects, large: false)
            }
        // Every built-in pattern on every kind of fill, both engines, light and dark (`PatternSpecs`).
        let patterns = PatternSpecs.specs.enumerated().map { index, named in
            var rects = RandomFlowSpecs(seed: UInt64(700 + index))
            let options = SwiftExportOptions(origin: .file(named.name + ".json"), includesSample: true)
            return makeCase(named.name, spec: named.spec, options: options, random: &rects, large: false)
        }
        return named + random + compositional + rightToLeft + patterns
    }()

    static let rightToLeftCount = 4

    static let compositionalRandomCount = 150

    private static func makeCase(
        _ id: String, spec: LayoutSpec, options: SwiftExportOptions,
        random: inout RandomFlowSpecs, large: Bool
    ) -> Case {
        if case .compositional(let compositional) = spec.engine {
            let styles = (try? CompositionalExportPlan(spec: spec, compositional: compositional))?.backgroundStyles.count ?? 0
            var driver = DriverCase(
                id: id, typeName: options.typeName, viewport: spec.viewport, hasBackgrounds: styles > 0,
                hasStyle: false, rects: [], runs: !large, compositionalBackgroundViews: styles)
            driver.place(on: spec)
            return Case(spec: spec, driver: driver, options: options)
        }
        let plan = FlowExportPlan(flow: spec.flowLayout.map { _ in flowSpec(spec) } ?? FlowSpec())
        var driver = DriverCase(
            id: id, typeName: options.typeName, viewport: spec.viewport,
            hasBackgrounds: plan.hasBackgrounds, hasStyle: plan.hasBackgrounds && !plan.style.isEmpty,
            rects: random.rects(for: spec.layout()), runs: !large)
        driver.place(on: spec)
        return Case(spec: spec, driver: driver, options: options)
    }

    private static func flowSpec(_ spec: LayoutSpec) -> FlowSpec {
        if case .flow(let flow) = spec.engine { return flow }
        return FlowSpec()
    }

    /// The cases that run.
    static var ids: [String] { cases.filter(\.driver.runs).map(\.driver.id) }

    /// What the executable wrote, by file name (`ID.host.jsonl`, `ID.report.txt`).
    let outputs: [String: String]

    /// Builds and runs everything; throws what went wrong.
    static func make() throws -> GeneratedBatch {
        let folder = NSTemporaryDirectory() + "sectiongrid-export-" + UUID().uuidString
        let output = folder + "/output"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let module = try GeneratedCodeBuild.module()
        var sources: [String] = []
        for batchCase in cases {
            sources.append(
                try write(
                    try SwiftExport.source(for: batchCase.spec, options: batchCase.options),
                    to: folder + "/\(batchCase.driver.id).swift"))
        }
        for exportCase in ExportCase.all where !exportCase.options.includesSample {
            var options = exportCase.options
            options.typeName = "Plain" + options.typeName
            sources.append(
                try write(
                    try SwiftExport.source(for: exportCase.spec, options: options),
                    to: folder + "/plain-\(exportCase.name).swift"))
        }
        sources.append(try write(DriverSource.main(cases.map(\.driver)), to: folder + "/main.swift"))
        let executable = try GeneratedCodeBuild.buildExecutable(sources, module: module, in: folder)
        let run = try Swiftc.run(executable, [output], in: folder)
        guard run.status == 0 else { throw GeneratedCodeBuild.Failure(step: "running the generated code", output: run.text) }
        var outputs: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: output) {
            outputs[file] = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
        }
        return GeneratedBatch(outputs: outputs)
    }

    private static func write(_ text: String, to path: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The batch of this test run, built on first use.
    static let shared: Result<GeneratedBatch, GeneratedCodeBuild.Failure> = {
        do {
            return .success(try make())
        } catch let failure as GeneratedCodeBuild.Failure {
            return .failure(failure)
        } catch {
            return .failure(GeneratedCodeBuild.Failure(step: "preparing the generated code", output: "\(error)"))
        }
    }()

    /// The literals of a case's exported file that this platform reads off by an ulp (`FloatLiteralSkew`).
    static func skewedLiterals(_ batchCase: Case) -> [String] {
        ((try? SwiftExport.source(for: batchCase.spec, options: batchCase.options)).map(FloatLiteralSkew.skewedLiterals) ?? [])
    }

    /// Runs `check`, which compares a case's answers with SectionLayout's bit for bit; for a case whose
    /// exported file holds literals this platform reads an ulp off (`FloatLiteralSkew`), where the device
    /// reads them exactly, a difference is a known issue of the platform, not of the code.
    static func expectExact(_ batchCase: Case, _ check: () throws -> Void) rethrows {
        let skewed = skewedLiterals(batchCase)
        guard !skewed.isEmpty else { return try check() }
        let comment = Comment(
            rawValue: "\(batchCase.driver.id): x86-64 reads CGFloat literal(s) \(skewed.joined(separator: ", ")) "
                + "through Float80, an ulp off (FloatLiteralSkew)")
        try withKnownIssue(comment, isIntermittent: true) {
            try check()
        }
    }
}
