import Foundation
import SectionGridViewer
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Pinned headers in a real terminal (issue 14 §1): while the user scrolls with `j`, the flow layout's
/// pinned header (`UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`, Apple's documentation:
/// "section header views scroll with content until they reach the top of the screen") stays on the top
/// rows over its section's cells, and the screen is exactly what the viewer's own model draws for the
/// same keys.
@Suite("Pinned headers end to end (tmux)", .serialized, TmuxSession.required)
struct PinnedHeaderEndToEndTests {
    /// Three sections of 30 items 50×50 under pinned headers 30 tall: section 0 spans y 0–320.
    static let spec = """
        {"flow": {"headerReferenceSize": {"width": 0, "height": 30}, "sectionHeadersPinToVisibleBounds": true},
         "sections": [{"title": "Alpha", "items": 30}, {"title": "Beta", "items": 30}, {"title": "Gamma", "items": 30}]}
        """

    @Test("the header stays on top while its section scrolls, then the next one takes its place")
    func pinnedHeadersWhileScrolling() throws {
        try expectPinnedHeadersWhileScrolling(build: .debug)
    }

    /// What users run: the release build.
    @Test(ViewerBuild.release.trait) func pinnedHeadersWithTheReleaseBuild() throws {
        try expectPinnedHeadersWhileScrolling(build: .release)
    }

    private func expectPinnedHeadersWhileScrolling(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        _ = try folder.file("pinned.json", contents: Self.spec)
        let viewer = try ViewerHarness(
            arguments: ["pinned.json"], environment: ["NO_COLOR": "1"],
            build: build, in: folder)
        try viewer.waitForViewer()
        var state = ViewerState(
            spec: try LayoutSpec(json: JSONParser().parse(Self.spec)),
            source: .file(path: "pinned.json"), columns: 100, rows: 30, depth: .monochrome)
        // 20 rows (150 pt, the header pinned at y 150), then 16 more (270 pt: pushed up to 290 by the
        // section's end at 320), then 20 more (420 pt: Beta's header pinned, Alpha's gone).
        for (count, check) in [(20, "  Alpha"), (16, "  Alpha"), (20, "  Beta")] {
            for _ in 0..<count { try viewer.tmux.send("j") }
            state.press(String(repeating: "j", count: count))
            let expected = state.screenLines.map(trimmingTrailingBlanks)
            #expect(expected.prefix(3).contains { $0.hasPrefix(check) }, "the model pins \(check): \(expected.prefix(3))")
            let shown = try viewer.tmux.waitFor { screenLines($0).prefix(30) == expected.prefix(30)[...] }
            #expect(shown != nil, "after \(count) more j: \((try? viewer.tmux.capture()).map(screenLines) ?? [])")
        }
        let lines = state.screenLines
        #expect(!lines.joined().contains("Alpha"), "Alpha's header was pushed off by Beta's")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
