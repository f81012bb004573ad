import CellGrid
import SectionGridViewer
import SectionLayout
import Testing

@testable import SectionGridTestSupport

/// `z` and `Z` go through the zoom levels 1.25ⁿ within 0.125×…8×, whatever a limit or `--zoom` did;
/// `0` goes back to exactly 1× where the user is.
@Suite("Viewer: zoom levels")
struct ZoomLevelTests {
    /// 1.25ⁿ as products of 1.25 (exact: each is a binary fraction), 1 / 1.25⁻ⁿ below 0.
    private func level(_ n: Int) -> Double {
        let power = (0..<abs(n)).reduce(1.0) { product, _ in product * 1.25 }
        return n < 0 ? 1 / power : power
    }

    @Test func zGoesUpThroughTheLevelsToEightAndZBackToExactlyOne() throws {
        var state = try demoViewer()
        var zooms: [Double] = []
        for _ in 0..<11 {
            state.press("z")
            zooms.append(state.zoom)
        }
        #expect(zooms == (1...9).map(level) + [8, 8], "1.25, 1.5625 … 1.25⁹ = 7.45…, then the limit")
        zooms = []
        for _ in 0..<10 {
            state.press("Z")
            zooms.append(state.zoom)
        }
        #expect(zooms == (0...9).reversed().map(level), "from 8: 1.25⁹, 1.25⁸ … exactly 1")
        #expect(state.zoom == 1)
        #expect(state.statusLine.contains("│ zoom 1× │"))
    }

    @Test func fromTheLowerLimitZGoesBackThroughTheLevels() throws {
        var state = try demoViewer()
        for _ in 0..<12 { state.press("Z") }
        #expect(state.zoom == 0.125)
        state.press("z")
        #expect(state.zoom == level(-9), "1.25⁻⁹ = 0.134…, not 0.125 × 1.25")
        for _ in 0..<9 { state.press("z") }
        #expect(state.zoom == 1)
    }

    @Test func aZoomBetweenLevelsStepsToTheNextLevel() throws {
        var state = try demoViewer()
        state.configure(zoom: 0.5) // as `snapshot --zoom 0.5`
        state.press("z")
        #expect(state.zoom == level(-3), "0.512, the first level above 0.5")
        state.configure(zoom: 0.5)
        state.press("Z")
        #expect(state.zoom == level(-4), "0.4096, the first level below 0.5")
    }

    @Test func zeroGoesBackToOneKeepingThePlace() throws {
        var state = try demoViewer("cards", columns: 80, rows: 24)
        state.press("jjjjjjjjjj")
        let place = state.viewport.contentOffset
        state.press("zzz")
        #expect(state.zoom == level(3) && state.viewport.contentOffset != place)
        state.press("0")
        #expect(state.zoom == 1)
        #expect(state.viewport.contentOffset == place, "the element at the centre is back where it was")
        state.press("ZZ0")
        #expect(state.zoom == 1 && state.viewport.contentOffset == place)
    }

    @Test func theHelpShowsZero() throws {
        var state = try demoViewer()
        state.press("?")
        #expect(state.screenLines.contains { $0.contains("z Z 0") && $0.contains("zoom in / out / back to 1×") })
    }
}
