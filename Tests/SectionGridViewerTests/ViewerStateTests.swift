import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Suite("Viewer state: each key's effect on the configuration and the screen")
struct ViewerStateTests {
    @Test func opensFittingTheSpecWidthToTheColumns() throws {
        let state = try demoViewer()
        #expect(state.viewport.scale.pointsPerColumn == 3.75)
        #expect(state.viewport.scale.pointsPerRow == 7.5)
        #expect(state.layout.contentSize.width == 375)
        #expect(state.layoutArea == CellRect(x: 0, y: 0, width: 100, height: 29))
        // The offset field keeps the width of the farthest offset (`y 1234.5 pt (100%)`): the help hint,
        // least important, no longer fits in 100 columns.
        #expect(
            state.statusLine
                == " ↕ vertical │ section inset top = 10 · all sections │ y 0 pt (0%)       │ zoom 1× │ demo sections   ")
        #expect(state.screenLines.count == 30)
    }

    @Test func arrowsAndVimKeysScrollByCells() throws {
        var state = try demoViewer()
        let before = state.screenLines
        state.press("jjjj")
        #expect(state.viewport.contentOffset == Point(x: 0, y: 30))
        #expect(Array(state.screenLines[0..<25]) == Array(before[4..<29]))
        state.press("k")
        #expect(state.viewport.contentOffset.y == 22.5)
        _ = state.apply(try #require(state.keyMap.command(for: .up)))
        #expect(state.viewport.contentOffset.y == 15)
        state.press("h")
        #expect(state.viewport.contentOffset.x == 0, "narrow content does not scroll sideways")
    }

    @Test func pagesHalfPagesAndEnds() throws {
        var state = try demoViewer()
        let page = 29 * 7.5
        state.press("f")
        #expect(state.viewport.contentOffset.y == page)
        state.press("u")
        #expect(state.viewport.contentOffset.y == page / 2)
        state.press("d")
        #expect(state.viewport.contentOffset.y == page)
        state.press("b")
        #expect(state.viewport.contentOffset.y == 0)
        state.press("G")
        let end = state.layout.contentSize.height - page
        #expect(state.viewport.contentOffset.y == end)
        #expect(state.statusLine.contains("(100%)"))
        state.press("g")
        #expect(state.viewport.contentOffset.y == 0)
    }

    @Test func oTogglesTheDirectionKeepingTheFirstFullyVisibleItemAtTheLeadingEdge() throws {
        var state = try demoViewer("large")
        let section = 500
        state.scroll(to: Point(x: 0, y: try #require(state.layout.sectionFrame(section)).minY))
        #expect(state.viewport.contentOffset == Point(x: 0, y: 3_306_000))
        // Below the section's 24 pt header and 8 pt inset, item 500.0 is the first wholly on screen.
        #expect(state.layout.itemFrame(section: section, item: 0) == Rect(x: 8, y: 3_306_032, width: 40, height: 40))
        state.press("o")
        #expect(state.spec.scrollDirection == .horizontal)
        #expect(state.layout.scrollDirection == .horizontal)
        #expect(state.statusLine.hasPrefix(" ↔ horizontal │"))
        // 667 pt high in 29 rows: 23 pt a row, 11.5 pt a column; item 500.0 leads the screen.
        #expect(state.viewport.scale.pointsPerRow == 667.0 / 29)
        #expect(state.layout.itemFrame(section: section, item: 0) == Rect(x: 1_661_008, y: 8, width: 40, height: 40))
        #expect(state.viewport.contentOffset == Point(x: 1_661_008, y: 0))
        state.press("o")
        #expect(state.spec.scrollDirection == .vertical)
        #expect(state.viewport.contentOffset == Point(x: 0, y: 3_306_032), "item 500.0 at the top, 32 pt from the start")
        #expect(state.viewport.leadingSection(in: state.layout) == section)
    }

    @Test func cCyclesColourSchemes() throws {
        var state = try demoViewer()
        let green = ViewerScreen.render(state).style(atX: 0, y: 4).background
        #expect(green == .indexed(46))
        state.press("c")
        #expect(state.scheme == .pastel)
        #expect(state.message == "colours: pastel")
        #expect(ViewerScreen.render(state).style(atX: 0, y: 4).background == .indexed(224), "pastel: a light pink first")
        state.press("c")
        #expect(state.message == "colours: high contrast")
        #expect(ViewerScreen.render(state).style(atX: 0, y: 4).background == .indexed(226), "high contrast: yellow first")
        state.press("c")
        #expect(state.scheme == .spec)
        #expect(ViewerScreen.render(state).style(atX: 0, y: 4).background == green)
    }

    @Test func zoomChangesTheScaleAndTheContainer() throws {
        var state = try demoViewer()
        state.press("z")
        #expect(state.zoom == 1.25)
        #expect(state.viewport.scale.pointsPerColumn == 3)
        #expect(state.layout.contentSize.width == 300, "the collection view is now 100 columns of 3 pt")
        state.press("ZZ")
        #expect(state.zoom == 1 / 1.25, "the level 1.25⁻¹")
        #expect(abs(state.layout.contentSize.width - 468.75) < 1e-9)
    }

    @Test func resetGoesBackToTheSpec() throws {
        var state = try demoViewer()
        state.press(">>tz")
        #expect(state.isModified)
        state.press("r")
        #expect(state.spec == state.original)
        #expect(state.zoom == 1)
        #expect(!state.isModified)
    }

    @Test func helpOverlayListsTheKeys() throws {
        var state = try demoViewer()
        state.press("?")
        let screen = state.screenLines.joined(separator: "\n")
        #expect(screen.contains("keys — ? closes"))
        #expect(screen.contains("│ o / R                  vertical ⇄ horizontal / rotate the device │"))
        #expect(screen.contains("│ w                      write settings to the spec file           │"))
        state.press("?")
        #expect(!state.screenLines.joined().contains("keys — ? closes"))
    }

    @Test func quitAndWriteAreEffects() throws {
        var state = try demoViewer()
        #expect(state.run(.quit) == .quit)
        #expect(state.apply(try #require(state.keyMap.command(for: .escape))) == .quit)
        #expect(state.apply(try #require(state.keyMap.command(for: .character("w")))) == .write)
    }

    @Test func clickShowsTheElementAndSelectsItsSection() throws {
        var state = try demoViewer()
        // Item 0.0 is at (10, 34, 80, 60): columns 3–23, rows 5–12.
        state.run(.click(column: 10, row: 8))
        #expect(state.message == "cell 0.0 — frame (10, 34, 80, 60) pt")
        #expect(state.selection.scope == .section(0))
        #expect(state.screenLines[28].hasPrefix("cell 0.0 — frame (10, 34, 80, 60) pt"))
        state.run(.click(column: 1, row: 1))
        #expect(state.message == "header section 0 — frame (0, 0, 375, 24) pt")
        state.press("j")
        #expect(state.message == nil)
    }

    @Test func resizeRelayoutsAndTooSmallRecovers() throws {
        var state = try demoViewer()
        state.run(.resize(columns: 60, rows: 20))
        #expect(state.viewport.scale.pointsPerColumn == 6.25)
        #expect(state.screenLines.count == 20 && state.screenLines[0].count == 60)
        state.run(.resize(columns: 20, rows: 5))
        #expect(!state.fitsScreen)
        #expect(
            state.screenLines == [
                "                    ", "terminal too small:…", "     (now 20×5)     ",
                "                    ", "                    ",
            ])
        state.run(.resize(columns: 100, rows: 30))
        #expect(state.statusLine.hasPrefix(" ↕ vertical"))
    }

    @Test func orthogonalRowsScrollWithHAndL() throws {
        var state = try pagingRowViewer()
        #expect(state.layout.orthogonalSections == [0])
        state.press("L")
        #expect(state.viewport.orthogonalOffsets[0] == 355, "group paging: one group of 355 pt")
        state.press("L")
        #expect(state.viewport.orthogonalOffsets[0] == 710)
        state.press("H")
        #expect(state.viewport.orthogonalOffsets[0] == 355)
        let cells = state.layout.elements(in: state.viewport.visibleRect, context: state.viewport.scrollContext)
            .filter { $0.kind == .cell && $0.section == 0 }
        #expect(cells.map(\.item) == [0, 1, 2], "item 1 fills the row; 10 pt of each neighbour peek in")
    }

    @Test func largeDemoRelayoutsOnEveryTweak() throws {
        var state = try demoViewer("large")
        #expect(state.layout.numberOfItems == 1_000_000)
        state.press("G")
        let bottom = state.viewport.contentOffset.y
        state.press("+")
        #expect(state.flow?.layout.sectionInset.top == 9)
        #expect(state.layout.contentSize.height > bottom)
        #expect(state.screenLines.joined().contains("999."))
    }
}
