import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// Undo and redo of tweaks, `o`, a demo's `r` and item edits, in one history.
@Suite("Viewer: undo and redo")
struct HistoryTests {
    @Test func tweaksDirectionAndResetAreUndoneInTurn() throws {
        var state = try demoViewer()
        let loaded = state.spec
        state.press("++o")
        #expect(state.spec.scrollDirection == .horizontal && state.statusLine.contains("section inset top = 12"))
        state.press("U")
        #expect(state.spec.scrollDirection == .vertical && state.message == "undid scroll direction")
        state.press("U")
        #expect(
            state.statusLine.contains("section inset top = 11") && state.message == "undid section inset top +1 · all sections")
        state.run(.redo)
        #expect(state.statusLine.contains("section inset top = 12"))
        state.press("r")
        #expect(state.spec == loaded && state.message == "reset to demo sections")
        state.press("U")
        #expect(state.statusLine.contains("section inset top = 12"), "r is undone too: nothing is lost")
        state.press("]>")
        #expect(state.history.nextUndo == "section inset top +10 · section 0")
        state.press("+")
        #expect(!state.history.canRedo, "a new change forgets what was undone")
    }

    @Test func undoBringsBackTheSelectionOfTheTime() throws {
        var state = try demoViewer()
        state.run(.selectItem(ItemPath(section: 2, item: 3)), .deleteItem, .selectItem(ItemPath(section: 0, item: 1)))
        state.press("U")
        #expect(state.items.selected == ItemPath(section: 2, item: 3))
        #expect(
            state.layout.itemFrame(section: 2, item: 3).map { $0.intersects(state.viewport.contentArea) } == true,
            "and shows it")
    }

    @Test func aLongHistoryKeepsItsNewestEntries() throws {
        var state = try demoViewer()
        for _ in 0..<(ViewerHistory.maximumEntries + 20) { state.press("+") }
        var undone = 0
        while state.history.canUndo {
            state.press("U")
            undone += 1
        }
        #expect(undone == ViewerHistory.maximumEntries)
        #expect(state.statusLine.contains("section inset top = 30"), "the oldest 20 changes are gone")
    }

    /// Each entry keeps only the sections its change altered: a hundred one-item edits of the `large`
    /// demo (1,000 sections) hold two sections each, not a thousand.
    @Test func entriesHoldOnlyTheSectionsTheirChangeAltered() throws {
        var state = try demoViewer("large")
        let before = state.spec
        for index in 0..<100 {
            state.run(.moveItemTo(ItemPath(section: index, item: 0), destination: ItemPath(section: index + 1, item: 0)))
        }
        #expect(state.history.heldSections == 200)
        for _ in 0..<100 { state.run(.undo) }
        #expect(state.spec == before && !state.isModified)
        #expect(state.history.heldSections == 200, "the redo entries, two sections each")
    }
}
