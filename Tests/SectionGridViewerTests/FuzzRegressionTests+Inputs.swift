import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Raw libFuzzer inputs that broke an invariant (`Fixtures/fuzz-inputs`, issue 30), replayed through the
/// fuzz target's own checks (`FuzzHarness.run`, what `sectiongrid-fuzz FILE` runs); CI also gives them to
/// libFuzzer as corpus. Each one's query is pinned here too, so an input that stops reaching its edge
/// case (the spec generator changed what its bytes mean) fails rather than passing vacuously.
extension FuzzRegressionTests {
    /// A query an input was found by: its rect and orthogonal offsets, and an element its answer holds
    /// (`present`) or must not hold, as `LayoutAttributes.description` writes it.
    struct FoundQuery: CustomTestStringConvertible, Sendable {
        var file: String
        var rect: Rect
        var offsets: [Int: Double] = [:]
        var element: String
        var present: Bool
        var testDescription: String { file }
    }

    /// Right to left, each. The first five were the library's: the query mirrored its rect into the
    /// stored coordinates and tested the stored frame, and `x' = width − maxX` rounds (`375 − 1e-300`
    /// is 375), so a 10⁻³⁰⁰-wide cell on the rect's edge was judged on the other side of it. The last
    /// three were the fuzz target's: its brute force moved a scrolled row by −offset on screen, where a
    /// right-to-left row moves by +offset (docs/devices.md, "Right to left and dark mode").
    ///
    /// The first input was found with a viewport 0 points wide, its cells overflowing to (-50, 0, 50, 50)
    /// and the query `(0, 0, 1e-300, 710)` on their right edge. Viewports now start at 1 point (spec files
    /// refuse less), so the same bytes make a 1-point viewport and cells at x −49…1; the query is moved to
    /// that right edge, `(1, 0, 1e-300, 710)`, the same case (EdgeQueryTests keeps a container 10⁻³⁰⁰ wide, which only Swift can make).
    static let foundQueries = [
        FoundQuery(
            file: "rtl-thin-query-at-overflowing-cells-right-edge", rect: Rect(x: 1, y: 0, width: 1e-300, height: 710),
            element: "cell 0.0 (-49, 0, 50, 50)", present: false),
        FoundQuery(
            file: "rtl-thin-cell-at-query-left-edge", rect: Rect(x: 0, y: 0, width: 275, height: 52504017.50694286),
            element: "cell 5.15 (0, 6000675.375, 1e-300, 49.25)", present: true),
        FoundQuery(
            file: "rtl-thin-cell-at-query-right-edge", rect: Rect(x: 0, y: 0, width: 375, height: 10_002_452),
            element: "cell 1.9 (375, 826.5, 1e-300, 117)", present: false),
        FoundQuery(
            file: "rtl-thin-cells-at-query-right-edge", rect: Rect(x: 0, y: 0, width: 393, height: 46552881.84330891),
            element: "cell 1.26 (393, 5010721.8284313725, 1e-300, 0)", present: false),
        FoundQuery(
            file: "rtl-zero-width-cells-at-query-left-edge",
            rect: Rect(x: 91.2162162162162, y: 20126622.289, width: 10_000_000, height: 117),
            element: "cell 2.4170 (91.2162162162162, 20126622.289, 0, 11)", present: false),
        FoundQuery(
            file: "rtl-scrolled-row-zero-size-cells", rect: Rect(x: 277, y: 2769999940.5, width: 10_000_000, height: 85.25),
            offsets: [0: 16], element: "cell 0.0 (293, 2770000000, 0, 0)", present: true),
        FoundQuery(
            file: "rtl-scrolled-row-wide-cells", rect: Rect(x: -65070.5, y: 60, width: 0, height: 9999999.5),
            offsets: [1: 84], element: "cell 1.0 (-64973.5, 111, 65536, 243)", present: false),
        FoundQuery(
            file: "rtl-scrolled-row-zero-width-query", rect: Rect(x: 975, y: 50_001_263, width: 0, height: 0.25),
            offsets: [1: 0.5], element: "cell 1.1 (944, 50001263, 43, 17)", present: true),
    ]

    static var inputsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz-inputs")
    }

    /// Every kept input passes every check of the fuzz target.
    @Test func keptInputsPassTheFuzzChecks() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.inputsFolder.path).sorted()
        #expect(files.count >= Self.foundQueries.count)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: Self.inputsFolder.appendingPathComponent(file)))
            do {
                try FuzzHarness.run(bytes)
            } catch {
                Issue.record("\(file): \(error)")
            }
        }
    }

    /// The query each input was found by answers exactly what filtering every element (as
    /// `allElements(context:)` hands it out) by `Rect.intersects` does, with the element on the edge
    /// on the side `Rect.intersects` puts it (docs/limits.md).
    @Test(arguments: foundQueries)
    func theQueryEachInputFoundAgreesWithBruteForce(_ found: FoundQuery) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.inputsFolder.appendingPathComponent(found.file)))
        var generator = SpecGenerator(FuzzBytes(bytes))
        let spec = try SpecFile.decode(Array(JSONWriter().write(generator.spec()).utf8), fileName: found.file)
        let layout = spec.layout()
        #expect(layout.layoutDirection == .rightToLeft)
        let context = ScrollContext(orthogonalOffsets: found.offsets)
        let all = layout.allElements(context: context)
        #expect(all.contains { $0.description == found.element }, "the input still lays out the element on the edge")
        let answer = layout.elements(in: found.rect, context: context)
        let expected = all.filter { $0.frame.intersects(found.rect) }
        let agrees = answer == expected // named, so a failure prints the difference rather than thousands of elements
        #expect(
            agrees,
            """
            \(answer.count) vs \(expected.count) elements; misses \(expected.filter { !answer.contains($0) }.prefix(3)), \
            adds \(answer.filter { !expected.contains($0) }.prefix(3))
            """)
        #expect(answer.contains { $0.description == found.element } == found.present)
    }
}
