import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// The viewer pins live (issue 14 §1): while the user scrolls, a flow layout's pinned header stays on the
/// top row over its section's cells until its section's end pushes it up, and a click on it names it at
/// the frame it sticks at (`frames --offset` prints the same).
@Suite("Viewer: pinned headers")
struct PinnedViewerTests {
    /// Three sections of 30 items 50×50 titled A, B, C under pinned headers 30 tall, at 100×30 (3.75 pt
    /// a column, 7.5 pt a row): section 0 spans y 0–320 (header 0–30, five lines of six from 30 to 320).
    static func state(pins: Bool = true) throws -> ViewerState {
        let text = """
            {"flow": {"headerReferenceSize": {"width": 0, "height": 30}, "sectionHeadersPinToVisibleBounds": \(pins)},
             "sections": [{"title": "A", "items": 30}, {"title": "B", "items": 30}, {"title": "C", "items": 30}]}
            """
        return ViewerState(
            spec: try LayoutSpec(json: JSONParser().parse(text)), source: .file(path: "spec.json"),
            columns: 100, rows: 30, depth: .palette256)
    }

    @Test func theHeaderStaysOnTopWhileItsSectionScrollsUnderIt() throws {
        var state = try Self.state()
        #expect(state.layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 375, height: 320))
        #expect(state.screenLines[1].hasPrefix("  A"), "at rest: the title on the header's middle row")
        state.run(.scroll(columns: 0, rows: 20)) // 150 pt
        #expect(state.viewport.contentOffset.y == 150)
        var lines = state.screenLines
        #expect(lines[1].hasPrefix("  A "), "pinned at the top: \(lines[1])")
        #expect(!lines[0].contains("│") && !lines[2].contains("│"), "the strip hides the cells under it")
        var unpinned = try Self.state(pins: false)
        unpinned.run(.scroll(columns: 0, rows: 20))
        #expect(!unpinned.screenLines[1].hasPrefix("  A"), "without pinning the header scrolled away")
        state.run(.scroll(columns: 0, rows: 20)) // 300 pt: the header is pushed to 290 (320 − 30), 10 pt up
        lines = state.screenLines
        #expect(lines[0].hasPrefix("  A") && !lines[1].hasPrefix("  A"), "pushed up by its section's end: \(lines[0...2])")
        state.run(.scroll(columns: 0, rows: 16)) // 420 pt: B's header is pinned, A's gone
        lines = state.screenLines
        #expect(lines[1].hasPrefix("  B") && !lines.joined().contains("  A "), "\(lines[0...2])")
    }

    @Test func aClickOnAPinnedHeaderNamesItWhereItSticks() throws {
        var state = try Self.state()
        state.run(.scroll(columns: 0, rows: 20))
        state.run(.click(column: 50, row: 1))
        #expect(state.message == "header section 0 — frame (0, 150, 375, 30) pt · pinned")
        state.run(.click(column: 40, row: 10))
        #expect(state.message?.hasPrefix("cell 0.") == true, "below the header the cells: \(state.message ?? "")")
    }

    /// The user's place is kept by the content, never by a pinned header (which stays put while the
    /// content moves): zooming in and out comes back to the same offset.
    @Test func aPinnedHeaderIsNeverTheAnchor() throws {
        var state = try Self.state()
        state.run(.scroll(columns: 0, rows: 20))
        let offset = state.viewport.contentOffset
        state.run(.zoom(1))
        state.run(.zoom(-1))
        #expect(state.viewport.contentOffset == offset)
    }
}
