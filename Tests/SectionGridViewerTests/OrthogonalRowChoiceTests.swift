import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// `H`/`L` with no section selected scroll the orthogonal row nearest the middle of the screen — the one
/// the user is looking at — not the first one that is barely on screen, and say which.
@Suite("Viewer: which orthogonal row H and L scroll")
struct OrthogonalRowChoiceTests {
    /// Two rows of six 200 pt tall groups half the width, scrolling sideways (y 0–220 and 220–440), then
    /// a plain section of ten 100 pt rows: at 100×30 the layout area is 29 rows of 7.5 pt (217.5 pt).
    private func twoRows() throws -> ViewerState {
        let row = """
            {"items": 6, "orthogonalScrollingBehavior": "continuous",
             "contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10},
             "group": {"axis": "horizontal", "width": {"fractionalWidth": 0.5}, "height": {"absolute": 200},
                       "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}
            """
        let spec = try LayoutSpec(
            json: JSONParser().parse(
                """
                {"layout": "compositional", "sections": [\(row), \(row),
                  {"items": 10, "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 100},
                                          "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}
                """))
        return ViewerState(spec: spec, source: .file(path: "rows.json"), columns: 100, rows: 30, depth: .palette256)
    }

    @Test func theRowNearestTheMiddleScrollsNotOneBarelyOnScreen() throws {
        var state = try twoRows()
        #expect(state.layout.sectionFrame(1)?.minY == 220 && state.layout.sectionFrame(1)?.maxY == 440)
        state.scroll(to: Point(x: 0, y: 180))
        // y 180–397.5 shows: the last 40 pt of row 0, and row 1 across the middle (288.75).
        state.press("L")
        #expect(state.viewport.orthogonalOffsets[0] == nil, "row 0, barely on screen, stays")
        let offset = try #require(state.viewport.orthogonalOffsets[1])
        let end = try #require(state.layout.orthogonalRow(inSection: 1)?.offsetRange.upperBound)
        #expect(offset > 0)
        #expect(state.message == "nearest the middle: section 1 row at x \(formatPoints(offset)) pt (0 to \(formatPoints(end)))")
        state.press("H")
        #expect(state.viewport.orthogonalOffsets[1] == 0)
    }

    @Test func atTheTopTheFirstRowIsNearestTheMiddle() throws {
        var state = try twoRows()
        state.press("L")
        #expect(state.viewport.orthogonalOffsets[0] ?? 0 > 0 && state.viewport.orthogonalOffsets[1] == nil)
        #expect(state.message?.hasPrefix("nearest the middle: section 0 row at x ") == true, "\(state.message ?? "")")
    }

    @Test func aSelectedSectionsRowScrollsWhereverTheMiddleIs() throws {
        var state = try twoRows()
        state.run(.selectSection(-1))
        #expect(state.selection.scope == .section(0))
        state.scroll(to: Point(x: 0, y: 180))
        state.press("L")
        #expect(state.viewport.orthogonalOffsets[0] ?? 0 > 0 && state.viewport.orthogonalOffsets[1] == nil)
        #expect(state.message?.hasPrefix("section 0 row at x ") == true, "\(state.message ?? "")")
    }
}
