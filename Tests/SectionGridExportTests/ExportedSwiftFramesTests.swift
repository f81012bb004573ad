import Foundation
import SectionGridCommandLine
import SectionGridExport
import SectionGridHost
import SectionGridHostProtocol
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// The round trip through `sectiongrid frames FILE.swift` (issue 27 §3): exported files, compiled and
/// run as a user's files are — Swift 5 mode, the platform rewrite, the entry chosen by `--entry`,
/// SectionGrid's `main.swift`, the binary cache, the program a subprocess answering a request for the
/// spec's device — answer the frames `sectiongrid frames` prints for the spec. Two programs: the golden
/// specs' files (every demo and docs example, also run through the command line itself), and a
/// sample of the random ones (every tenth of each engine, and the right-to-left ones), each case's
/// sample view controller an entry of its program. Every random case goes through the same layout host
/// in `HostRoundTripTests`; this suite adds the tool's side.
@Suite("Exported Swift through frames FILE.swift", Swiftc.required)
struct ExportedSwiftFramesTests {
    /// Where the programs' files and their cache are kept (`.build/exported-swift-frames`): written
    /// afresh each run, so a run after one that exported the same code takes the programs from the cache.
    static let folder = GeneratedCodeBuild.packageRoot.appendingPathComponent(".build/exported-swift-frames").path

    /// The tool's environment, with the programs' cache.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = folder + "/cache"
        return environment
    }

    /// The golden specs' names.
    static let goldenIDs = Set(ExportCase.specs.map(\.name))

    /// The random cases run here: every tenth of each engine, and the right-to-left ones.
    static func isSampled(_ id: String) -> Bool {
        if id.hasPrefix("rtl-") { return true }
        guard id.hasPrefix("random-"), let number = Int(id.split(separator: "-").last ?? "") else { return false }
        return number % 10 == 0
    }

    /// The cases that run here, by program: the goldens, then the sample of the random ones.
    static let chunks: Result<[(cases: [GeneratedBatch.Case], paths: [String])], GeneratedCodeBuild.Failure> = {
        let cases = GeneratedBatch.cases.filter(\.driver.runs)
        let groups = [cases.filter { goldenIDs.contains($0.driver.id) }, cases.filter { isSampled($0.driver.id) }]
        do {
            return .success(
                try groups.enumerated().map { index, chunk in
                    let chunkFolder = folder + (index == 0 ? "/goldens" : "/random")
                    try? FileManager.default.removeItem(atPath: chunkFolder)
                    try FileManager.default.createDirectory(atPath: chunkFolder, withIntermediateDirectories: true)
                    let paths = try chunk.map { batchCase in
                        let path = chunkFolder + "/\(batchCase.driver.id).swift"
                        try Data(try SwiftExport.source(for: batchCase.spec, options: batchCase.options).utf8).write(
                            to: URL(fileURLWithPath: path))
                        return path
                    }
                    return (chunk, paths)
                })
        } catch {
            return .failure(GeneratedCodeBuild.Failure(step: "writing the exported files", output: "\(error)"))
        }
    }()

    /// The ids of the cases run here.
    static var ids: [String] {
        GeneratedBatch.ids.filter { goldenIDs.contains($0) || isSampled($0) }
    }

    /// What each case's entry answered, by id: each program compiled once (`SwiftProgram`, as `frames`
    /// makes it), each of its cases run as its entry.
    static let answers: Result<[String: HostRun.Result], GeneratedCodeBuild.Failure> = {
        var answers: [String: HostRun.Result] = [:]
        do {
            for (index, chunk) in try chunks.get().enumerated() where !chunk.cases.isEmpty {
                var options = SwiftFilesOptions(paths: chunk.paths)
                options.entry = entry(of: chunk.cases[0])
                let program: SwiftProgram
                do throws(SwiftFilesError) {
                    program = try SwiftProgram(options, environment: environment)
                } catch {
                    throw GeneratedCodeBuild.Failure(
                        step: "compiling program \(index) as sectiongrid frames does", output: error.lines.joined(separator: "\n")
                    )
                }
                for batchCase in chunk.cases {
                    answers[batchCase.driver.id] = program.run(
                        DriverSource.request(batchCase.driver), entry: entry(of: batchCase))
                }
            }
        } catch let failure as GeneratedCodeBuild.Failure {
            return .failure(failure)
        } catch {
            return .failure(GeneratedCodeBuild.Failure(step: "laying out the exported files", output: "\(error)"))
        }
        return .success(answers)
    }()

    /// `--entry` of a case: its sample view controller.
    static func entry(of batchCase: GeneratedBatch.Case) -> String {
        batchCase.driver.typeName + "SampleViewController"
    }

    /// The content size and every element are the spec's (order aside, and the exported backgrounds
    /// named as a spec's: `HostRoundTripTests.asSpecElement`), bit for bit.
    @Test(arguments: ids)
    func framesOfTheExportedSwiftAreTheSpecs(_ id: String) throws {
        let batchCase = try #require(GeneratedBatch.cases.first { $0.driver.id == id })
        let result = try #require(try Self.answers.get()[id])
        #expect(result.error == nil, "\(id): \(result.error.map(\.description) ?? "")")
        let layout = try #require(result.layout)
        let spec = batchCase.spec.layout()
        let expected = spec.allElements().map { FramesExport.line(for: $0, namedKinds: spec.namesSupplementaryKinds) }.sorted()
        let actual = layout.elements.map { HostRoundTripTests.asSpecElement($0, typeName: batchCase.driver.typeName).json }
            .sorted()
        GeneratedBatch.expectExact(batchCase) {
            #expect(layout.contentSize == spec.contentSize, "\(id): content size \(layout.contentSize) ≠ \(spec.contentSize)")
            #expect(actual.count == expected.count, "\(id): \(actual.count) elements, the spec has \(expected.count)")
            let difference = zip(actual, expected).first { $0 != $1 }
            #expect(difference == nil, "\(id): \(difference.map { "swift \($0.0)\nspec  \($0.1)" } ?? "")")
        }
    }

    /// The command line's device options for `spec`: `--device NAME` for a preset it keeps as it is,
    /// and `--viewport WxH`; `nil` when the command line cannot name its device (a safe area, margins or
    /// scale of its own).
    static func deviceArguments(_ spec: LayoutSpec) -> [String]? {
        var arguments: [String] = []
        if let device = spec.device {
            guard spec.safeAreaInsets == device.safeAreaInsets, spec.layoutMargins == device.layoutMargins,
                spec.screenScale == device.screenScale
            else { return nil }
            arguments += ["--device", device.name]
        } else {
            guard spec.safeAreaInsets == .zero, spec.layoutMargins == .zero, spec.screenScale == nil else { return nil }
        }
        return arguments + ["--viewport", "\(formatPoints(spec.viewport.width))x\(formatPoints(spec.viewport.height))"]
    }

    /// The goldens the command line does not lay out: `demo-large` (a million items, only compiled, as in
    /// `GeneratedBatch`). A golden on a device the command line cannot name would be here too: there is
    /// none.
    static let notOnTheCommandLine: Set<String> = ["demo-large"]

    @Test func theGoldensLeftToTheProgramAreKnown() {
        let left = ExportCase.specs.filter { name, spec, _ in
            GeneratedBatch.cases.first { $0.driver.id == name }?.driver.runs != true || Self.deviceArguments(spec) == nil
        }.map(\.name)
        #expect(Set(left) == Self.notOnTheCommandLine)
    }

    /// Every other golden through the command line itself: `sectiongrid frames GOLDENS/*.swift --entry
    /// CASESampleViewController [--device NAME] --viewport WxH` prints the elements and content size
    /// `frames` prints for the spec (the goldens' program, from the cache).
    @Test(arguments: ExportCase.specs.map(\.name).filter { !notOnTheCommandLine.contains($0) })
    func theCommandLineAnswersAsTheSpec(_ name: String) throws {
        _ = try Self.answers.get()
        let chunk = try Self.chunks.get()[0]
        let batchCase = try #require(chunk.cases.first { $0.driver.id == name })
        let spec = batchCase.spec
        let arguments = try #require(Self.deviceArguments(spec))
        var output = ""
        var errors = ""
        let status = SectionGridCLI.run(
            arguments: ["frames"] + chunk.paths + ["--entry", Self.entry(of: batchCase)] + arguments,
            output: &output, error: &errors, environment: Self.environment)
        #expect(status == 0, "\(name): \(errors)")
        let layout = spec.layout()
        let expected = layout.allElements().map { FramesExport.line(for: $0, namedKinds: layout.namesSupplementaryKinds) }
            .sorted()
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.hasPrefix("{\"kind\"")
        }
        .map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
        let actual = try lines.map { line in
            guard
                case .layout(let one) = try HostMessage(
                    jsonLine:
                        "{\"type\": \"layout\", \"request\": 1, \"contentSize\": {\"width\": 0, \"height\": 0}, \"elements\": [\(line)]}"
                ),
                let element = one.elements.first
            else { throw GeneratedCodeBuild.Failure(step: "reading \(name)'s frames", output: line) }
            return HostRoundTripTests.asSpecElement(element, typeName: batchCase.driver.typeName).json
        }.sorted()
        GeneratedBatch.expectExact(batchCase) {
            #expect(
                !actual.isEmpty && actual == expected,
                "\(name): \(zip(actual, expected).first { $0 != $1 }.map { "\($0.0)\n\($0.1)" } ?? "\(actual.count) elements, the spec has \(expected.count)")"
            )
            #expect(
                output.contains(
                    "\"contentSize\": {\"width\": \(formatPoints(layout.contentSize.width)), \"height\": \(formatPoints(layout.contentSize.height))}"
                ))
        }
    }
}
