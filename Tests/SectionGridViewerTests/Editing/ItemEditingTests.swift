import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Selecting, deleting, copying and moving items in the viewer (the `sections` demo at 100×30: 3.75 pt a
/// column, 7.5 a row; item 0.0 is (10, 34, 80, 60) pt, columns 3–23 and rows 5–12).
@Suite("Viewer: item editing")
struct ItemEditingTests {
    private func counts(_ state: ViewerState) -> [Int] {
        (0..<state.spec.sectionCount).map { state.spec.itemCount(inSection: $0) ?? -1 }
    }

    @Test func aClickSelectsTheItemAndDrawsItReversed() throws {
        var state = try demoViewer()
        state.run(.click(column: 10, row: 6))
        #expect(state.items.selected == ItemPath(section: 0, item: 0))
        #expect(state.message?.hasPrefix("cell 0.0 — frame (10, 34, 80, 60) pt") == true)
        let grid = ViewerScreen.render(state)
        for (column, row) in [(3, 5), (23, 5), (3, 12), (23, 12), (12, 9)] {
            #expect(grid.style(atX: column, y: row).attributes.contains(.reverse), "\(column), \(row) is item 0.0")
        }
        for (column, row) in [(2, 5), (24, 5), (3, 4), (3, 13)] {
            #expect(!grid.style(atX: column, y: row).attributes.contains(.reverse), "\(column), \(row) is beside it")
        }
        #expect(
            grid.plainLines().prefix(28) == ViewerScreen.render(try demoViewer()).plainLines().prefix(28),
            "the layout's characters stay, only their styles change")
        state.run(.click(column: 1, row: 2))
        #expect(state.items.selected == nil, "a click on the header selects no item")
    }

    @Test func deleteCopyUndoAndRedo() throws {
        var state = try demoViewer()
        state.run(.click(column: 10, row: 6))
        state.press("x")
        #expect(counts(state) == [7, 4, 8, 4] && state.isModified && state.statusLine.contains("demo sections *"))
        #expect(state.items.selected == ItemPath(section: 0, item: 0), "the next item takes its place")
        #expect(state.message == "U undoes: deleted 0.0")
        state.press("nn")
        #expect(counts(state) == [9, 4, 8, 4] && state.items.selected == ItemPath(section: 0, item: 2))
        state.press("UUU")
        #expect(counts(state) == [8, 4, 8, 4] && !state.isModified && state.message == "undid delete 0.0 (nothing more to undo)")
        #expect(state.items.selected == ItemPath(section: 0, item: 0))
        state.press("U")
        #expect(state.message == "nothing to undo")
        state.run(.redo)
        #expect(counts(state) == [7, 4, 8, 4] && state.message == "redid delete 0.0")
        state.run(.redo, .redo)
        #expect(counts(state) == [9, 4, 8, 4])
        state.run(.redo)
        #expect(state.message == "nothing to redo")
    }

    @Test func withoutASelectionTheEditKeysSaySo() throws {
        var state = try demoViewer()
        state.press("x")
        #expect(state.message == "no item selected: click one, or s and the arrows")
        state.press("n")
        #expect(counts(state) == [8, 4, 8, 4] && !state.isModified)
    }

    @Test func shiftArrowsMoveAlongTheLinesAndIntoTheNextSection() throws {
        var state = try demoViewer()
        state.run(.selectItem(ItemPath(section: 0, item: 3)), .moveItem(.right))
        #expect(
            state.items.selected == ItemPath(section: 0, item: 4) && counts(state) == [8, 4, 8, 4] && !state.isModified,
            "a counted section's items are alike: the selection moves, the spec stays")
        state.run(.selectItem(ItemPath(section: 0, item: 7)), .moveItem(.right))
        #expect(counts(state) == [7, 5, 8, 4] && state.items.selected == ItemPath(section: 1, item: 0))
        #expect(state.message == "U undoes: moved 0.7 to 1.0")
        state.run(.moveItem(.left))
        #expect(counts(state) == [8, 4, 8, 4] && state.items.selected == ItemPath(section: 0, item: 7))
        // Down from the second row of section 0 (0.5, x 101.67–181.67): the item below it in section 1.
        state.run(.selectItem(ItemPath(section: 0, item: 5)), .moveItem(.down))
        #expect(counts(state) == [7, 5, 8, 4] && state.items.selected == ItemPath(section: 1, item: 1))
        state.run(.selectItem(ItemPath(section: 0, item: 0)), .moveItem(.up))
        #expect(state.message == "0.0 cannot move up: nothing beyond it")
    }

    @Test func itemSelectionMovesWithTheArrowsAndEscEndsIt() throws {
        var state = try demoViewer()
        state.press("s")
        #expect(state.items.isSelecting && state.items.selected == ItemPath(section: 0, item: 0))
        let offset = state.viewport.contentOffset
        state.press("l")
        #expect(state.items.selected == ItemPath(section: 0, item: 1) && state.viewport.contentOffset == offset)
        state.run(.scroll(columns: 0, rows: 1))
        #expect(state.items.selected == ItemPath(section: 0, item: 5))
        state.press("j")
        #expect(state.items.selected == ItemPath(section: 1, item: 1), "down into the next section")
        #expect(state.viewport.contentOffset.y > offset.y, "scrolled to show it")
        state.press("hh")
        #expect(state.items.selected == ItemPath(section: 0, item: 7), "left past a section's start: the previous one's end")
        #expect(state.selection.scope == .section(0), "the selected item's section is the one tweaks change")
        #expect(state.run(.closeOrQuit) == .none)
        #expect(!state.items.isSelecting && state.items.selected == nil && state.message == "item selection off")
        state.press("j")
        #expect(state.viewport.contentOffset.y > offset.y && state.items.selected == nil, "the arrows scroll again")
        #expect(state.run(.closeOrQuit) == .quit)
    }

    @Test func sectionsEmptyDownAndWhenEmptyDecidesTheirBackground() throws {
        var state = try demoViewer("appcenter")
        for section in [0, 1] {
            state.run(.selectItem(ItemPath(section: section, item: 0)))
            for _ in 0..<(section == 0 ? 8 : 6) { state.press("x") }
        }
        #expect(counts(state) == [0, 0, 5, 3] && state.items.selected == nil)
        #expect(state.layout.attributes(kind: .background, section: 0) != nil, "My apps: whenEmpty true")
        #expect(state.layout.attributes(kind: .background, section: 1) == nil, "Games: whenEmpty false")
        state.run(.selectItem(ItemPath(section: 2, item: 0)), .moveItem(.left), .moveItem(.left))
        #expect(counts(state) == [1, 0, 4, 3], "left from 2.0: into empty Games, then into My apps")
        #expect(state.layout.attributes(kind: .background, section: 1) == nil)
    }

    @Test func compositionalSectionsCountTheirItems() throws {
        // 5 and 10 items (the `compositional` demo before seed 002's layout replaced it).
        var state = try pagingRowViewer()
        state.run(.selectItem(ItemPath(section: 0, item: 0)), .deleteItem)
        #expect(counts(state) == [4, 10] && state.layout.numberOfItems(inSection: 0) == 4)
        state.run(.selectItem(ItemPath(section: 1, item: 9)), .moveItem(.down))
        #expect(counts(state) == [4, 10] && state.message == "1.9 cannot move down: nothing beyond it")
        state.run(.moveItemTo(ItemPath(section: 1, item: 9), destination: ItemPath(section: 0, item: 4)))
        #expect(counts(state) == [5, 9])
    }
}
