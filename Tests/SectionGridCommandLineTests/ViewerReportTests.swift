import CellGrid
import SectionGridCommandLine
import SectionLayout
import Testing

@testable import SectionGridTestSupport

/// What the message line says after a click or an orthogonal-row scroll: the numbers `frames` prints.
@Suite("Viewer reports: clicks and orthogonal rows")
struct ViewerReportTests {
    @Test func aClickInAScrolledOrthogonalRowReportsTheLayoutFrameAndTheRowOffset() throws {
        var state = try pagingRowViewer()
        state.press("L")
        #expect(state.message == "nearest the middle: section 0 row at x 355 pt (0 to 1420)", "no section selected")
        // Item 1 is laid out at x 365 (10 + 355); with the row at 355 it is drawn from x 10 (column 3).
        state.run(.click(column: 10, row: 10))
        #expect(state.message == "cell 0.1 — frame (365, 40, 355, 180) pt · row at x 355 pt")
        let frames = FramesExport.line(for: try #require(state.layout.attributes(kind: .cell, section: 0, item: 1)))
        #expect(frames.contains(#""frame": {"x": 365, "y": 40, "width": 355, "height": 180}"#))
        state.press("H")
        #expect(state.message == "section 0 row at x 0 pt (0 to 1420)")
        state.run(.click(column: 10, row: 10))
        #expect(state.message == "cell 0.0 — frame (10, 40, 355, 180) pt · row at x 0 pt")
    }

    @Test func anOrdinarySectionReportsNoRow() throws {
        var state = try pagingRowViewer()
        state.scroll(to: Point(x: 0, y: 200))
        // Item 1.1 at (191.5, 290, 173.5, 100) is drawn from column 51 (191.5 / 3.75) and row 12 (90 / 7.5).
        state.run(.click(column: 60, row: 16))
        #expect(state.message == "cell 1.1 — frame (191.5, 290, 173.5, 100) pt")
    }

    @Test func hAndLSayWhenThereIsNoRowToScroll() throws {
        var state = try demoViewer("sections")
        state.press("L")
        #expect(state.message == "no orthogonally scrolling section in view")
    }
}
