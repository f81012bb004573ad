import Foundation
import SectionGridCommandLine
import SectionGridHost
import SectionGridHostProtocol
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// The round trip back (issue 28 §3): spec → `export swift` → `import` → `frames` is the spec's `frames`,
/// on the programs `ExportedSwiftFramesTests` compiles (the goldens' through the command line, the
/// random sample through the program asked for its model). An exported flow layout with backgrounds
/// draws them in its own `layoutAttributesForElements(in:)`, which a spec cannot say: `import` names
/// that override and prints nothing (status 1). Backgrounds aside, the elements are the spec's, bit for
/// bit, and so is the content size.
@Suite("Exported Swift back through import", Swiftc.required)
struct ImportRoundTripTests {
    /// `frames` of `spec`, one line an element, sorted (the backgrounds left out when `backgrounds` is
    /// false).
    static func lines(_ spec: LayoutSpec) -> [String] {
        let layout = spec.layout()
        return layout.allElements().map { FramesExport.line(for: $0, namedKinds: layout.namesSupplementaryKinds) }.sorted()
    }

    /// Whether the exported code of `spec` draws backgrounds of its own (a flow layout's), so that it
    /// does not import.
    static func drawsItsOwnBackgrounds(_ spec: LayoutSpec) -> Bool {
        guard case .flow = spec.engine else { return false }
        return spec.layout().allElements().contains { $0.kind == .background }
    }

    /// The line of `override func layoutAttributesForElements` in an exported file.
    static func overrideLine(in path: String) throws -> Int {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains("override func layoutAttributesForElements(in") }) + 1
    }

    /// Every golden the command line lays out: `sectiongrid import GOLDENS/*.swift --entry
    /// CASESampleViewController [--device NAME] --viewport WxH` prints a spec whose `frames` are the
    /// golden spec's; a flow golden with backgrounds is refused, naming its layout's override.
    @Test(arguments: ExportCase.specs.map(\.name).filter { !ExportedSwiftFramesTests.notOnTheCommandLine.contains($0) })
    func goldensImportToTheirSpecsFrames(_ name: String) throws {
        _ = try ExportedSwiftFramesTests.answers.get()
        let chunk = try ExportedSwiftFramesTests.chunks.get()[0]
        let index = try #require(chunk.cases.firstIndex { $0.driver.id == name })
        let batchCase = chunk.cases[index]
        let arguments = try #require(ExportedSwiftFramesTests.deviceArguments(batchCase.spec))
        var output = ""
        var errors = ""
        let status = SectionGridCLI.run(
            arguments: ["import"] + chunk.paths + ["--entry", ExportedSwiftFramesTests.entry(of: batchCase)] + arguments,
            output: &output, error: &errors, environment: ExportedSwiftFramesTests.environment)
        if Self.drawsItsOwnBackgrounds(batchCase.spec) {
            let line = try Self.overrideLine(in: chunk.paths[index])
            #expect(status == 1 && output.isEmpty, "\(name): \(status) \(output.prefix(200))")
            #expect(
                errors
                    == "error: \(name).swift:\(line): \(batchCase.driver.typeName) overrides layoutAttributesForElements(in:): "
                    + "its frames are its own code's, not a spec's\n")
            return
        }
        #expect(status == 0, "\(name): \(errors)")
        let imported = try LayoutSpec(json: try JSONParser().parse(output))
        #expect(output == imported.jsonText, "\(name): not the spec encoder's text")
        GeneratedBatch.expectExact(batchCase) {
            #expect(imported.layout().contentSize == batchCase.spec.layout().contentSize, "\(name): content size")
            let actual = Self.lines(imported)
            let expected = Self.lines(batchCase.spec)
            #expect(
                actual == expected,
                "\(name): \(zip(actual, expected).first { $0 != $1 }.map { "import \($0.0)\nspec   \($0.1)" } ?? "\(actual.count) elements, the spec has \(expected.count)")"
            )
        }
    }

    /// The random sample's program (from the cache), each case asked for its model on its own device.
    static let models: Result<[String: HostRun.Result], GeneratedCodeBuild.Failure> = {
        do {
            _ = try ExportedSwiftFramesTests.answers.get()
            let chunk = try ExportedSwiftFramesTests.chunks.get()[1]
            guard !chunk.cases.isEmpty else { return .success([:]) }
            var options = SwiftFilesOptions(paths: chunk.paths)
            options.entry = ExportedSwiftFramesTests.entry(of: chunk.cases[0])
            let program: SwiftProgram
            do throws(SwiftFilesError) {
                program = try SwiftProgram(options, environment: ExportedSwiftFramesTests.environment)
            } catch {
                throw GeneratedCodeBuild.Failure(step: "compiling the random sample", output: error.lines.joined(separator: "\n"))
            }
            var results: [String: HostRun.Result] = [:]
            for batchCase in chunk.cases {
                var request = DriverSource.request(batchCase.driver)
                request.readsModel = true
                request.readsLooks = false
                results[batchCase.driver.id] = program.run(request, entry: ExportedSwiftFramesTests.entry(of: batchCase))
            }
            return .success(results)
        } catch let failure as GeneratedCodeBuild.Failure {
            return .failure(failure)
        } catch {
            return .failure(GeneratedCodeBuild.Failure(step: "asking the random sample for models", output: "\(error)"))
        }
    }()

    /// The sample holds flow layouts that import (no backgrounds) as well as ones that do not, so both
    /// branches below run.
    @Test func theSampleHasFlowLayoutsOnBothSides() {
        let flows = ExportedSwiftFramesTests.ids.filter(ExportedSwiftFramesTests.isSampled).compactMap { id in
            GeneratedBatch.cases.first { $0.driver.id == id }?.spec
        }.filter { if case .flow = $0.engine { return true } else { return false } }
        let importing = flows.filter { !Self.drawsItsOwnBackgrounds($0) }.count
        #expect(importing > 0 && importing < flows.count, "\(importing) of \(flows.count) flow cases import")
    }

    /// Each sampled random case's model: flow without backgrounds and every compositional one is a spec
    /// whose `frames` are the case's; a flow layout with backgrounds reports its override.
    @Test(arguments: ExportedSwiftFramesTests.ids.filter { ExportedSwiftFramesTests.isSampled($0) })
    func randomCasesModelsAreTheirSpecs(_ id: String) throws {
        let batchCase = try #require(GeneratedBatch.cases.first { $0.driver.id == id })
        let result = try #require(try Self.models.get()[id])
        #expect(result.error == nil, "\(id): \(result.error.map(\.description) ?? "")")
        let model = try #require(result.model, "\(id): no model")
        if Self.drawsItsOwnBackgrounds(batchCase.spec) {
            #expect(model.customizations == ["layoutAttributesForElements(in:)"], "\(id)")
            #expect(model.layoutClass == batchCase.driver.typeName)
            return
        }
        #expect(model.customizations == [], "\(id)")
        GeneratedBatch.expectExact(batchCase) {
            #expect(model.spec.layout().contentSize == batchCase.spec.layout().contentSize, "\(id): content size")
            let actual = Self.lines(model.spec)
            let expected = Self.lines(batchCase.spec)
            #expect(
                actual == expected,
                "\(id): \(zip(actual, expected).first { $0 != $1 }.map { "model \($0.0)\nspec  \($0.1)" } ?? "\(actual.count) elements, the spec has \(expected.count)")"
            )
        }
    }
}
