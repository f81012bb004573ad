// Golden outputs: `sectiongrid frames` and `snapshot`, run in-process on every built-in demo and every
// spec example of the docs pages, must print exactly what `Fixtures/golden` holds (text, or for outputs over
// 1 MiB such as the `large` demo's frames, a 64-bit FNV-1a hash and the byte count). They guard
// refactors that promise byte-identical output. When an output is meant to change, regenerate:
//
//     SECTIONGRID_REGENERATE_GOLDEN=1 swift test --filter GoldenOutputTests
//
// and review `git diff Tests/SectionGridCommandLineTests/Fixtures/golden` before committing.
import Foundation
import SectionGridCommandLine
import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Suite("Golden outputs")
struct GoldenOutputTests {
    static let regenerating = ProcessInfo.processInfo.environment["SECTIONGRID_REGENERATE_GOLDEN"] == "1"

    @Test(arguments: GoldenCase.all)
    func outputMatchesTheGoldenFile(_ golden: GoldenCase) throws {
        var sink = GoldenSink()
        let run = try golden.run(into: &sink)
        #expect(run.status == 0 && run.error == "", "\(golden): status \(run.status), \(run.error)")
        if GoldenOutputTests.regenerating {
            try GoldenFile.write(sink.golden, for: golden.name)
            return
        }
        guard let expected = try GoldenFile.read(golden.name) else {
            Issue.record("\(golden): no golden file; run SECTIONGRID_REGENERATE_GOLDEN=1 swift test --filter GoldenOutputTests")
            return
        }
        if expected != sink.golden {
            let difference = GoldenFile.difference(golden: expected, actual: sink.golden)
            Issue.record(
                "\(golden) (sectiongrid \(golden.command.joined(separator: " "))) differs from its golden file: \(difference)")
        }
    }

    /// A golden file without a case is a case that was lost (or renamed); regenerating removes it.
    @Test func everyGoldenFileHasACase() throws {
        let expected = Set(GoldenCase.all.map(\.name))
        for file in GoldenFile.storedFiles() {
            let name = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
            guard !expected.contains(name) else { continue }
            if GoldenOutputTests.regenerating {
                try FileManager.default.removeItem(at: GoldenFile.folder.appendingPathComponent(file))
            } else {
                Issue.record("golden file \(file) has no case")
            }
        }
    }

    /// The docs pages' six spec examples are found (the `frames` output block is not a spec), so an
    /// edit of the pages cannot quietly drop them from the comparison.
    @Test func docsSpecExamplesAreCases() {
        let names = GoldenCase.docsSources.map { GoldenCase(source: $0, variant: "", command: []).sourceName }
        #expect(
            names == [
                "readme-spec-files", "readme-exporting-frames", "readme-compositional-layouts",
                "readme-boundary-items-and-badges", "readme-devices-safe-area-and-screen-scale",
                "readme-right-to-left-and-dark-mode",
            ])
        #expect(GoldenCase.all.count == (BuiltInDemos.names.count + 6 + 2) * GoldenCase.variants.count)
    }

    @Test func aMismatchNamesTheFirstDifferentLineAndColumn() {
        let changed = GoldenFile.difference(golden: .text("same\nab\u{1B}[0m\nend\n"), actual: .text("same\nab\u{1B}[1m\nend\n"))
        #expect(changed == "line 2 of 4 golden / 4 output lines differs at column 5:\n  golden: ab␛[0m\n  output: ab␛[1m")
        let shorter = GoldenFile.difference(golden: .text("a\nb"), actual: .text("a"))
        #expect(shorter == "line 2 of 2 golden / 1 output lines differs at column 1:\n  golden: b\n  output: (no such line)")
        #expect(
            GoldenFile.difference(
                golden: .hash("00000000000000ff", byteCount: 9), actual: .hash("0000000000000001", byteCount: 8))
                == "fnv1a64 0000000000000001, 8 bytes; golden fnv1a64 00000000000000ff, 9 bytes")
    }

    @Test func fnv1a64MatchesThePublishedValues() {
        func hash(_ text: String) -> String {
            var hash = FNV1a64()
            hash.add(text)
            return hash.hex
        }
        // From the FNV reference test vectors (test_fnv.c, fnv1a64 of "", "a", "foobar").
        #expect(hash("") == "cbf29ce484222325")
        #expect(hash("a") == "af63dc4c8601ec8c")
        #expect(hash("foobar") == "85944171f73967e8")
    }

    @Test func aSinkKeepsTextUpToTheLimitThenOnlyTheHash() {
        var sink = GoldenSink()
        sink.write("foo")
        sink.write("bar")
        #expect(sink.golden == .text("foobar"))
        let block = String(repeating: "x", count: GoldenSink.textLimit)
        sink.write(block)
        var whole = FNV1a64()
        whole.add("foobar" + block)
        #expect(sink.golden == .hash(whole.hex, byteCount: GoldenSink.textLimit + 6))
    }
}
