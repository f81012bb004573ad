import CellGrid
import SectionGridViewer
import SectionLayout
import Testing

@testable import SectionGridTestSupport

/// The built-in demos as the viewer draws them.
@Suite("Built-in demos on screen")
struct DemoRenderTests {
    @Test func cardsRenderCJKTitlesAtFullWidth() throws {
        var state = try demoViewer("cards", depth: .monochrome)
        state.configure(chrome: false)
        let grid = ViewerScreen.render(state)
        // The card spans columns 5…94; the title sits two columns in, 第 and 组 two columns each.
        #expect(grid.plainLines()[3] == "     ░ 第1组 " + String(repeating: "░", count: 82) + "     ")
        #expect(grid[7, 3].isWide && grid[8, 3].isContinuation && grid[9, 3].scalar == "1")
        #expect(grid[10, 3].isWide && grid[11, 3].isContinuation && grid[12, 3].scalar == " ")
    }

    /// At 8 colours white and the light gray view are both palette 7: the cards take their section's
    /// fill pattern in black, so they differ from the view behind them; at 256 colours they are plain
    /// white (231) on light gray (255).
    @Test(arguments: [("cards", 3, 20), ("shadow", 7, 5)])
    func eightColourCardsStandApartFromTheView(_ name: String, cardRow: Int, cardColumn: Int) throws {
        var state = try demoViewer(name, depth: .ansi8)
        state.configure(chrome: false)
        let grid = ViewerScreen.render(state)
        let view = grid.style(atX: 0, y: cardRow)
        let card = grid.style(atX: cardColumn, y: cardRow)
        #expect(view.background == .indexed(7) && grid.character(atX: 0, y: cardRow) == " ")
        #expect(card.background == .indexed(7) && card.foreground == .indexed(0))
        #expect(grid.character(atX: cardColumn, y: cardRow) == "░", "the card is drawn in its pattern")
        var colour = try demoViewer(name, depth: .palette256)
        colour.configure(chrome: false)
        let rich = ViewerScreen.render(colour)
        #expect(rich.style(atX: 0, y: cardRow).background != rich.style(atX: cardColumn, y: cardRow).background)
        #expect(rich.character(atX: cardColumn, y: cardRow) == " ", "no pattern where the colours differ")
    }
}
