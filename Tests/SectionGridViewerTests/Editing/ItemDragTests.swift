import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Dragging items with the mouse (the `sections` demo at 100×45: item 0.0 at columns 3–23, rows 5–12;
/// section 1's items at rows 28–35, 1.1 at columns 27–47).
@Suite("Viewer: dragging items")
struct ItemDragTests {
    private func counts(_ state: ViewerState) -> [Int] {
        (0..<state.spec.sectionCount).map { state.spec.itemCount(inSection: $0) ?? -1 }
    }

    @Test func aDragShowsWhereTheItemWouldGoAndTheDropMovesIt() throws {
        var state = try demoViewer(rows: 45)
        state.run(.click(column: 10, row: 6), .drag(column: 11, row: 8), .drag(column: 30, row: 30))
        let drop = try #require(state.items.drag?.drop)
        #expect(drop.destination == ItemPath(section: 1, item: 1), "the left half of 1.1: before it")
        #expect(state.message == "let go to move 0.0 to 1.1")
        let grid = ViewerScreen.render(state)
        let lines = grid.plainLines()
        for row in 28..<36 {
            #expect(Array(lines[row])[26] == "┃", "the marker in the gap before 1.1, row \(row)")
        }
        #expect(Array(lines[27])[26] != "┃" && Array(lines[36])[26] != "┃")
        #expect(grid.style(atX: 26, y: 30).attributes.contains(.bold))
        state.run(.release(column: 30, row: 30))
        #expect(counts(state) == [7, 5, 8, 4] && state.items.selected == ItemPath(section: 1, item: 1))
        #expect(state.items.drag == nil && state.message == "U undoes: moved 0.0 to 1.1")
        #expect(!ViewerScreen.render(state).plainLines()[30].contains("┃"), "no marker once dropped")
        state.press("U")
        #expect(counts(state) == [8, 4, 8, 4] && !state.isModified)
    }

    @Test func aPressAndReleaseOnOneCellIsAClick() throws {
        var state = try demoViewer(rows: 45)
        state.run(.click(column: 10, row: 6), .drag(column: 10, row: 6), .release(column: 10, row: 6))
        #expect(state.message?.hasPrefix("cell 0.0 — frame (10, 34, 80, 60) pt") == true, "the click's report stays")
        #expect(!state.isModified && state.items.selected == ItemPath(section: 0, item: 0) && state.items.drag == nil)
    }

    @Test func droppingOverNothingOrOnItselfLeavesTheItem() throws {
        var state = try demoViewer(rows: 45)
        state.run(.click(column: 10, row: 6), .drag(column: 20, row: 6))
        #expect(state.items.drag?.drop == nil, "over itself")
        #expect(state.message == "0.0 stays where it is if let go here")
        state.run(.drag(column: 10, row: 44), .release(column: 10, row: 44))
        #expect(state.message == "0.0 stays where it is" && !state.isModified, "over the status bar")
    }

    @Test func overAHeaderTheItemGoesFirstOverTheRestLast() throws {
        var state = try demoViewer(rows: 45)
        // Section 1's header (174–198 pt) is rows 23–26; its band below the items, row 36.
        state.run(.click(column: 10, row: 6), .drag(column: 50, row: 24))
        #expect(state.items.drag?.drop?.destination == ItemPath(section: 1, item: 0))
        state.run(.drag(column: 90, row: 36), .release(column: 90, row: 36))
        #expect(counts(state) == [7, 5, 8, 4] && state.items.selected == ItemPath(section: 1, item: 4))
    }

    @Test func theWheelScrollsWithoutEndingADrag() throws {
        var state = try demoViewer(rows: 45)
        state.run(.click(column: 10, row: 6), .drag(column: 12, row: 8), .wheel(1))
        #expect(state.items.drag != nil && state.viewport.contentOffset.y == 22.5)
        state.press("j")
        #expect(state.items.drag == nil, "a key ends it")
    }
}
