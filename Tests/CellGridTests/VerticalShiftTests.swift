import Testing

@testable import CellGrid

/// Finding the band of rows a frame scrolled up or down (what a terminal scrolls with one command,
/// leaving only the rows it uncovers to be written).
@Suite struct VerticalShiftTests {
    /// A grid of `lines` (`#` red, `=` blue), as `HorizontalShiftTests` draws them.
    static func grid(_ lines: [String], blueFirst: Bool = false) -> Grid {
        HorizontalShiftTests.grid(lines, blueFirst: blueFirst)
    }

    @Test func contentMovedUpIsAPositiveShiftAboveTheStatusRow() {
        let before = Self.grid(["aa##", "bb==", "cc##", "dd==", "ee##", "st 1"])
        let after = Self.grid(["bb==", "cc##", "dd==", "ee##", "ff==", "st 2"], blueFirst: true)
        let shift = VerticalShift.between(before, after)
        #expect(shift == VerticalShift(rows: 1, region: 0..<5))
        #expect(shift?.uncovered == 4..<5, "the one new row, above the status row")
    }

    @Test func contentMovedDownIsNegativeAndUncoversTheTop() {
        let before = Self.grid(["aaaa", "bbbb", "cccc", "dddd", "eeee", "ffff", "st 1"])
        let after = Self.grid(["xxxx", "yyyy", "aaaa", "bbbb", "cccc", "dddd", "st 2"])
        let shift = VerticalShift.between(before, after)
        #expect(shift == VerticalShift(rows: -2, region: 0..<6))
        #expect(shift?.uncovered == 0..<2)
    }

    @Test func theBandBelowAFixedBoxIsFound() {
        // Rows 0–1 stay (a box drawn over the content), rows 2–6 scroll up by one.
        let before = Self.grid(["HELP", "HELP", "aaaa", "bbbb", "cccc", "dddd", "eeee"])
        let after = Self.grid(["HELP", "HELP", "bbbb", "cccc", "dddd", "eeee", "ffff"])
        #expect(VerticalShift.between(before, after) == VerticalShift(rows: 1, region: 2..<7))
    }

    @Test func theShiftPuttingMostRowsRightWins() {
        // The top band moves up by one (4 rows put right), the bottom one by two (5 rows).
        let before = Self.grid(["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "b6", "b7"])
        let after = Self.grid(["a2", "a3", "a4", "a5", "nn", "b3", "b4", "b5", "b6", "b7", "n1", "n2"])
        #expect(VerticalShift.between(before, after) == VerticalShift(rows: 2, region: 5..<12))
    }

    @Test func onATieTheSmallerDistanceWins() {
        let before = Self.grid(["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "b6"])
        let after = Self.grid(["a2", "a3", "a4", "a5", "nn", "b3", "b4", "b5", "b6", "n1", "n2"])
        #expect(VerticalShift.between(before, after) == VerticalShift(rows: 1, region: 0..<5))
    }

    @Test func rowsThatDidNotChangeDoNotMakeAShift() {
        // Identical rows equal their neighbours moved, but nothing scrolled.
        let blank = Self.grid(["    ", "    ", "    ", "    ", "st 1"])
        #expect(VerticalShift.between(blank, Self.grid(["    ", "    ", "    ", "    ", "st 2"])) == nil)
        let grid = Self.grid(["aaaa", "bbbb", "cccc", "dddd"])
        #expect(VerticalShift.between(grid, grid) == nil)
    }

    @Test func aChangedStyleIsNotAMove() {
        let before = Self.grid(["aa##", "bb##", "cc##", "dd##", "ee##"])
        let after = Self.grid(["bb==", "cc==", "dd==", "ee==", "ff=="])
        #expect(VerticalShift.between(before, after) == nil)
    }

    @Test func fewerThanThreeRowsKeptIsNoScroll() {
        let before = Self.grid(["aaaa", "bbbb", "cccc", "dddd"])
        #expect(VerticalShift.between(before, Self.grid(["cccc", "dddd", "xxxx", "yyyy"])) == nil)
        #expect(
            VerticalShift.between(before, Self.grid(["bbbb", "cccc", "dddd", "xxxx"]))
                == VerticalShift(rows: 1, region: 0..<4))
    }

    @Test func clustersAreComparedByWhatTheyShow() {
        var before = Self.grid(["    ", "    ", "    ", "    ", "    "])
        var after = before
        // The same flag interned at different indexes of the two grids' cluster tables.
        before.write("é🇯🇵", x: 0, y: 2, style: .plain)
        before.write("1", x: 0, y: 3, style: .plain)
        before.write("2", x: 0, y: 4, style: .plain)
        after.write("🇫🇷", x: 0, y: 4, style: .plain)
        after.write("é🇯🇵", x: 0, y: 1, style: .plain)
        after.write("1", x: 0, y: 2, style: .plain)
        after.write("2", x: 0, y: 3, style: .plain)
        #expect(after.clusters.firstIndex(of: "🇯🇵") != before.clusters.firstIndex(of: "🇯🇵"))
        #expect(VerticalShift.between(before, after) == VerticalShift(rows: 1, region: 0..<5))
    }

    @Test func gridsOfDifferentSizesHaveNoShift() {
        let before = Self.grid(["aaaa", "bbbb", "cccc", "dddd"])
        #expect(VerticalShift.between(before, Self.grid(["bbbbb", "ccccc", "ddddd", "eeeee"])) == nil)
        #expect(VerticalShift.between(before, Self.grid(["bbbb", "cccc", "dddd"])) == nil)
    }
}
