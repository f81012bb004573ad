import Foundation
import Testing

@testable import SectionGridTestSupport

/// `H`/`L` with no section selected scroll the orthogonal row across the middle of the real viewer's
/// screen, not the one barely showing at its top, and the message line names it.
@Suite("Orthogonal rows end to end (tmux)", .serialized, TmuxSession.required)
struct OrthogonalRowEndToEndTests {
    /// Two rows of six groups half the width scrolling sideways (y 0–220 and 220–440), then ten plain rows.
    private static let spec = """
        {"layout": "compositional", "sections": [
          {"title": "Top", "items": 6, "orthogonalScrollingBehavior": "continuous",
           "contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10},
           "group": {"axis": "horizontal", "width": {"fractionalWidth": 0.5}, "height": {"absolute": 200},
                     "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}},
          {"title": "Middle", "items": 6, "orthogonalScrollingBehavior": "continuous",
           "contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10},
           "group": {"axis": "horizontal", "width": {"fractionalWidth": 0.5}, "height": {"absolute": 200},
                     "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}},
          {"items": 10, "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 100},
                                  "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}

        """

    @Test("L scrolls the row nearest the middle and names it", arguments: [ViewerBuild.release, .debug])
    func theRowNearestTheMiddleScrolls(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        _ = try folder.file("rows.json", contents: Self.spec)
        let viewer = try ViewerHarness(arguments: ["rows.json"], build: build, in: folder)
        try viewer.waitForViewer()
        for _ in 0..<24 { try viewer.tmux.send("j") }
        // y 180–397.5 on 29 rows of 7.5 pt: the last 40 pt of row 0 at the top, row 1 across the middle.
        let before = try #require(try viewer.tmux.waitFor { $0.contains("│ y 180 pt") })
        try viewer.tmux.send("L")
        let after = try #require(
            try viewer.tmux.waitFor { $0.contains("nearest the middle: section 1 row at x ") },
            "\((try? viewer.tmux.capture()) ?? "")")
        let (old, new) = (layoutLines(before), layoutLines(after))
        #expect(old[3].hasPrefix("   └───") && new[0...3] == old[0...3], "row 0, barely on screen at the top, stays")
        #expect(old[7...27].contains { $0.contains("1.0") } && new[7...27] != old[7...27], "row 1 across the middle moved")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
