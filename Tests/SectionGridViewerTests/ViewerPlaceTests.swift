import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Zoom, direction toggles, tweaks and reset keep the user's place by one rule (`ScrollAnchor`): an
/// element and where on the screen it is.
@Suite("Viewer: keeping the place")
struct ViewerPlaceTests {
    @Test func zoomKeepsTheCardAtTheCentreAtTheCentre() throws {
        var state = try demoViewer("cards", columns: 80, rows: 24)
        state.press("jjjjjjjjjj")
        #expect(state.viewport.contentOffset == Point(x: 0, y: 93.75))
        #expect(state.statusLine.contains("│ y 93.8 pt   │ demo cards"))
        // 23 rows of 9.375 pt: the centre of the area is y 93.75 + 107.8125 = 201.5625, on the white card
        // behind section 0 (its background, (20, 16, 335, 370)), between items 0.2 and 0.3.
        #expect(state.element(atColumn: 40, row: 11)?.kind == .background)
        state.press("z")
        // 3.75 pt a column, 7.5 a row: the area is 300 × 172.5 pt and the card (20, 16, 260, 370); the
        // same point of it, y 201.5625, is at the centre when the offset is 201.5625 − 86.25.
        #expect(state.layout.attributes(kind: .background, section: 0)?.frame == Rect(x: 20, y: 16, width: 260, height: 370))
        #expect(state.viewport.contentOffset == Point(x: 0, y: 115.3125))
        #expect(state.statusLine.contains("│ y 115.3 pt  │ demo cards"))
        #expect(state.screenLines[12].contains("0.2") && state.screenLines[12].contains("0.3"))
        state.press("Z")
        #expect(state.viewport.contentOffset == Point(x: 0, y: 93.75), "zooming back out comes back to the same place")
    }

    @Test func zoomKeepsTheItemsAtTheCentreOfALargeLayout() throws {
        var state = try demoViewer("large", columns: 120, rows: 40)
        state.press("ffffffffff")
        // Ten pages of 39 rows × 6.25 pt; the first line shows the bottom of the row of 0.364 (y 2424).
        #expect(state.viewport.contentOffset == Point(x: 0, y: 2437.5))
        #expect(state.screenLines[0].contains("│  0.364   │"))
        // Seven items a line, 46 pt apart: item 0.385 starts a line at y 2562, across the centre (2559.375
        // is in the gap above it, on the background; row 20 is on the item).
        #expect(state.element(atColumn: 10, row: 20).map { $0.kind == .cell && $0.item == 385 } == true)
        state.press("z")
        // 300 pt wide, six items a line: 0.384…0.389 at y 2976. The centre point keeps its place on the
        // section background (0, 24, 375, 6588) → (0, 24, 300, 7692): y 24 + 2535.375 / 6588 × 7692,
        // at the centre of 39 rows of 5 pt.
        #expect(state.layout.attributes(kind: .background, section: 0)?.frame == Rect(x: 0, y: 24, width: 300, height: 7692))
        #expect(abs(state.viewport.contentOffset.y - (24 + 2535.375 / 6588 * 7692 - 97.5)) < 1e-9)
        #expect(state.statusLine.contains("│ y 2886.7 pt (0%)      │ zoom 1.25× │"))
        #expect(state.layout.itemFrame(section: 0, item: 385) == Rect(x: 56.8, y: 2976, width: 40, height: 40))
        #expect(
            state.element(atColumn: 10, row: 19).map { $0.kind == .cell && $0.item == 384 } == true,
            "the line of 0.385 is across the centre")
        #expect(state.screenLines[21].contains("0.384") && state.screenLines[3].contains("0.372"))
    }

    @Test func oKeepsTheFirstFullyVisibleItemAtTheLeadingEdgeAndComesBack() throws {
        var state = try demoViewer("large", columns: 120, rows: 40)
        state.press("ffffffffff")
        #expect(state.viewport.contentOffset == Point(x: 0, y: 2437.5))
        // 0.364 (y 2424) is cut by the top edge; the first item wholly on screen is 0.371 at y 2470.
        #expect(state.layout.itemFrame(section: 0, item: 371) == Rect(x: 8, y: 2470, width: 40, height: 40))
        state.press("o")
        // Horizontally, 667 pt in 39 rows; item 0.371 is at (1204, 337) and its column leads the screen.
        #expect(state.layout.itemFrame(section: 0, item: 371) == Rect(x: 1204, y: 337, width: 40, height: 40))
        #expect(state.viewport.contentOffset == Point(x: 1204, y: 0))
        #expect(state.statusLine.hasPrefix(" ↔ horizontal │ section inset top = 8 · all sections │ x 1204 pt (0%)        │"))
        state.press("o")
        // Back with 0.371 at the top: 32.5 pt below where the screen started, less than a line (46 pt).
        #expect(state.viewport.contentOffset == Point(x: 0, y: 2470))
        #expect(state.screenLines[0].hasPrefix("   ┌──────────┐"), "the line of 0.371 starts at the top row")
        #expect(state.screenLines.firstIndex { $0.contains("0.371") } == 3)
    }

    @Test func oFromHorizontalKeepsTheLeadingColumn() throws {
        var state = try demoViewer("large", columns: 120, rows: 40)
        state.press("offf")
        // Three pages of 120 columns × 8.55 pt; item 0.938's column (x 3090) is the first wholly on screen.
        #expect(abs(state.viewport.contentOffset.x - 3 * 120 * 667 / 78) < 1e-9)
        #expect(state.layout.itemFrame(section: 0, item: 938) == Rect(x: 3090, y: 8, width: 40, height: 40))
        state.press("o")
        #expect(state.layout.itemFrame(section: 0, item: 938) == Rect(x: 8, y: 6196, width: 40, height: 40))
        #expect(state.viewport.contentOffset == Point(x: 0, y: 6196))
        state.press("o")
        #expect(state.viewport.contentOffset == Point(x: 3090, y: 0), "11.5 pt from the start, less than a column (46 pt)")
    }

    @Test func tweaksAndResetKeepTheItemWhereItWas() throws {
        var state = try demoViewer("large")
        state.scroll(to: Point(x: 0, y: 3_306_000)) // section 500's header at the top
        #expect(state.layout.itemFrame(section: 500, item: 0) == Rect(x: 8, y: 3_306_032, width: 40, height: 40))
        state.press("+")
        // Each of sections 0…500 grows by 1 pt at the top: item 500.0 moves 501 pt, and the view with it.
        #expect(state.layout.itemFrame(section: 500, item: 0) == Rect(x: 8, y: 3_306_533, width: 40, height: 40))
        #expect(state.viewport.contentOffset == Point(x: 0, y: 3_306_501))
        state.press("r")
        #expect(state.viewport.contentOffset == Point(x: 0, y: 3_306_000))
    }

    @Test func atTheStartTheViewStaysAtTheStart() throws {
        var state = try demoViewer("sections")
        state.press("o")
        #expect(state.viewport.contentOffset == Point(x: 0, y: 0))
        state.press(">")
        #expect(state.viewport.contentOffset == Point(x: 0, y: 0), "a larger inset shows at the start")
        state.press("o")
        #expect(state.viewport.contentOffset == Point(x: 0, y: 0))
    }
}
