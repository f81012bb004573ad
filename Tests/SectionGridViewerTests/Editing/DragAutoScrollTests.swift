import CellGrid
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// Dragging an item to a section off screen: with the pointer on the layout area's first or last row
/// (scrolling vertically) or column (horizontally) the layout scrolls a step for each motion report and
/// each tick the run loop sends while it rests there, stopping at the content's ends, and the drop place
/// follows what is under the pointer. (The viewer's own behaviour, not a UIKit fidelity test: the step
/// and the tick are its choice, see docs/viewer.md.)
@Suite("Viewer: scrolling at the layout's edge during a drag")
struct DragAutoScrollTests {
    private func counts(_ state: ViewerState) -> [Int] {
        (0..<state.spec.sectionCount).map { state.spec.itemCount(inSection: $0) ?? -1 }
    }

    /// Three sections of 12 items 80×60, each a 40 pt header then columns of four, scrolling
    /// horizontally; on 100×30 cells a column is 300/29 / 2 = 5.17 pt, and the content is 960 pt wide
    /// (the end offset 960 - 100 columns = 442.76 pt).
    private func horizontal() throws -> ViewerState {
        let text = """
            {"scrollDirection": "horizontal", "viewport": {"width": 390, "height": 300},
             "flow": {"itemSize": {"width": 80, "height": 60}, "headerReferenceSize": {"width": 40, "height": 0},
                      "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
             "background": {"cover": "section"},
             "sections": [{"title": "One", "items": 12, "background": {"color": "green"}},
                          {"title": "Two", "items": 12, "background": {"color": "cyan"}},
                          {"title": "Three", "items": 12, "background": {"color": "yellow"}}]}
            """
        return ViewerState(
            spec: try LayoutSpec(json: JSONParser().parse(text)), source: .file(path: "spec.json"),
            columns: 100, rows: 30, depth: .palette256)
    }

    // The `sections` demo at 100×30: 7.5 pt a row, the layout area rows 0–28 (the status bar is row 29),
    // the content 556 pt tall, so the end offset is 556 - 29 × 7.5 = 338.5 pt.

    @Test func onTheLastRowTheLayoutScrollsDownAStepAMotionAndATick() throws {
        var state = try demoViewer(rows: 30)
        state.run(.click(column: 10, row: 6), .drag(column: 11, row: 8))
        #expect(state.viewport.contentOffset.y == 0 && state.dragScrollStep == (0, 0), "row 8 is not an edge")
        state.run(.drag(column: 30, row: 28))
        #expect(state.viewport.contentOffset.y == 7.5 && state.dragScrollStep == (0, 1))
        #expect(state.items.drag?.drop?.destination == ItemPath(section: 1, item: 1))
        state.run(.drag(column: 31, row: 28), .dragTick, .dragTick)
        #expect(state.viewport.contentOffset.y == 30, "one row for the motion, one for each tick")
        #expect(state.message == "let go to move 0.0 to 1.1")
        for _ in 0..<60 { state.run(.dragTick) }
        #expect(state.viewport.contentOffset.y == 338.5, "it stops at the content's end")
        // Row 28 is now 548.5–556 pt: the band below section 3's items, so its end.
        #expect(state.items.drag?.drop?.destination == ItemPath(section: 3, item: 4))
        #expect(state.message == "let go to move 0.0 to 3.4")
        state.run(.release(column: 30, row: 28))
        #expect(counts(state) == [7, 4, 8, 5] && state.items.selected == ItemPath(section: 3, item: 4))
        #expect(state.items.drag == nil && state.dragScrollStep == (0, 0))
    }

    @Test func onTheFirstRowItScrollsBackAndStopsAtTheStart() throws {
        var state = try demoViewer(rows: 30)
        state.run(.scrollPages(1))
        let start = state.viewport.contentOffset.y
        #expect(start == 217.5)
        // Section 2's first item, 2.0, is rows 13–20 now.
        state.run(.click(column: 10, row: 16), .drag(column: 11, row: 0))
        #expect(state.items.drag?.source == ItemPath(section: 2, item: 0))
        #expect(state.viewport.contentOffset.y == start - 7.5 && state.dragScrollStep == (0, -1))
        for _ in 0..<40 { state.run(.dragTick) }
        #expect(state.viewport.contentOffset.y == 0, "it stops at the start")
        // Row 0 is section 0's header now: the drop goes first in section 0.
        #expect(state.items.drag?.drop?.destination == ItemPath(section: 0, item: 0))
        state.run(.release(column: 11, row: 0))
        #expect(counts(state) == [9, 4, 7, 4] && state.items.selected == ItemPath(section: 0, item: 0))
    }

    @Test func nothingScrollsBeforeThePointerMovesOrOverTheStatusBar() throws {
        var state = try demoViewer(rows: 30)
        // Section 1's items start on row 28: a press there is not yet a drag that moved.
        state.run(.click(column: 30, row: 28), .dragTick)
        #expect(state.items.drag != nil && state.dragScrollStep == (0, 0) && state.viewport.contentOffset.y == 0)
        state.run(.drag(column: 30, row: 29), .dragTick)
        #expect(state.dragScrollStep == (0, 0) && state.viewport.contentOffset.y == 0, "row 29 is the status bar")
        state.run(.drag(column: 99, row: 10), .dragTick)
        #expect(state.viewport.contentOffset == Point(x: 0, y: 0), "the last column does not scroll a vertical layout")
    }

    @Test func theWheelDuringADragMovesTheDropPlaceWithTheLayout() throws {
        var state = try demoViewer(rows: 30)
        state.run(.click(column: 10, row: 6), .drag(column: 30, row: 24))
        #expect(state.items.drag?.drop?.destination == ItemPath(section: 1, item: 0), "section 1's header")
        state.run(.wheel(1), .wheel(1))
        #expect(state.viewport.contentOffset.y == 45)
        #expect(state.items.drag?.drop?.destination == ItemPath(section: 1, item: 1), "1.1's left half is under it now")
        #expect(state.message == "let go to move 0.0 to 1.1")
    }

    @Test func aHorizontalLayoutScrollsAtTheFirstAndLastColumn() throws {
        var state = try horizontal()
        let column = state.scale.pointsPerColumn
        // 0.0 is columns 10–24, rows 1–6.
        state.run(.click(column: 20, row: 3), .drag(column: 21, row: 4), .drag(column: 50, row: 28))
        #expect(state.viewport.contentOffset.x == 0, "the last row does not scroll a horizontal layout")
        state.run(.drag(column: 99, row: 4))
        #expect(state.viewport.contentOffset.x == 2 * column && state.dragScrollStep == (2, 0))
        state.run(.dragTick)
        #expect(state.viewport.contentOffset.x == 4 * column)
        for _ in 0..<60 { state.run(.dragTick) }
        let end = state.viewport.maximumOffset(contentSize: state.layout.contentSize).x
        #expect(abs(end - 442.758) < 0.001 && state.viewport.contentOffset.x == end)
        // Column 99 is 954.7–960 pt: section Three's inset after its last column, so its end.
        #expect(state.items.drag?.drop?.destination == ItemPath(section: 2, item: 12))
        state.run(.drag(column: 0, row: 4))
        #expect(state.viewport.contentOffset.x == end - 2 * column && state.dragScrollStep == (-2, 0))
        for _ in 0..<60 { state.run(.dragTick) }
        #expect(state.viewport.contentOffset.x == 0)
        state.run(.drag(column: 62, row: 3), .release(column: 62, row: 3))
        // Column 62 (320.7–325.9 pt) is section Two's header: first there.
        #expect(counts(state) == [11, 13, 12] && state.items.selected == ItemPath(section: 1, item: 0))
    }

    @Test func theRunLoopScrollsEveryFiftyMillisecondsWhileThePointerRestsAtTheEdge() throws {
        let state = try demoViewer(rows: 30)
        var session = ViewerSession(state: state, saver: SpecSaver(source: state.source))
        func mouse(_ action: MouseEvent.Action, _ column: Int, _ row: Int) -> ScriptedTerminal.Step {
            .key(.mouse(MouseEvent(action: action, column: column, row: row)))
        }
        let terminal = ScriptedTerminal(
            columns: 100,
            [
                mouse(.click, 10, 6), mouse(.drag, 11, 8), mouse(.drag, 30, 28),
                .wait(milliseconds: 480),
                mouse(.drag, 30, 14), .wait(milliseconds: 500),
            ])
        #expect(session.run(on: terminal, clock: { terminal.now }) == 0)
        // 7.5 pt for the motion onto row 28, then a row at 50, 100, … 450 ms; none once the pointer left
        // the edge (at 480 ms).
        #expect(session.state.viewport.contentOffset.y == 75)
        let ticks = terminal.frames.map(\.time).filter { $0 > .zero && $0 < .milliseconds(480) }
        #expect(ticks == (1...9).map { Duration.milliseconds(50 * $0) })
        #expect(terminal.frames.map(\.time).filter { $0 > .milliseconds(480) }.isEmpty, "no frames while nothing scrolls")
    }
}
