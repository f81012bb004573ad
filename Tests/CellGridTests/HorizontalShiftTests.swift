import Testing

@testable import CellGrid

/// Finding rows that only moved sideways between two frames (what the terminal can move with one
/// delete- or insert-character command).
@Suite struct HorizontalShiftTests {
    static let red = Style(background: .indexed(196))
    static let blue = Style(background: .indexed(21))

    /// A grid of `lines`; `#` cells are red, `=` cells blue; `palette` decides which style is numbered
    /// first in the grid's table.
    static func grid(_ lines: [String], blueFirst: Bool = false) -> Grid {
        var grid = Grid(width: lines[0].count, height: lines.count)
        let first = grid.styleID(for: blueFirst ? blue : red)
        let second = grid.styleID(for: blueFirst ? red : blue)
        let redID = blueFirst ? second : first
        let blueID = blueFirst ? first : second
        for (y, line) in lines.enumerated() {
            for (x, character) in line.unicodeScalars.enumerated() {
                let style = character == "#" ? redID : character == "=" ? blueID : .plain
                grid.put(character, x: x, y: y, style: style)
            }
        }
        return grid
    }

    @Test func contentMovedLeftIsAPositiveShiftOfTheRowsThatMoved() {
        let before = Self.grid(["ab##cd==ef", "status 1  ", "0123456789"])
        let after = Self.grid(["b##cd==efg", "status 2  ", "123456789X"], blueFirst: true)
        #expect(HorizontalShift.between(before, after) == HorizontalShift(columns: 1, rows: [0, 2]))
    }

    @Test func contentMovedRightIsNegative() {
        let before = Self.grid(["ab##cd==ef", "0123456789"])
        let after = Self.grid(["XYab##cd==", "0123456789"])
        #expect(HorizontalShift.between(before, after) == HorizontalShift(columns: -2, rows: [0]))
    }

    @Test func theShiftMovingMostRowsWins() {
        let before = Self.grid(["abcdefghij", "klmnopqrst", "uvwxyz0123"])
        let after = Self.grid(["cdefghij..", "lmnopqrst.", "wxyz0123.."])
        #expect(HorizontalShift.between(before, after) == HorizontalShift(columns: 2, rows: [0, 2]))
    }

    /// A cell's label goes at the left edge once cut, and another's comes whole at the right (issue 25
    /// §14): the row still moved, with an eighth of its 16 columns (2) to write besides the one it
    /// uncovers; a row closer to itself unmoved (a status line whose digit changed) did not.
    @Test func aRowWithALabelGoingAndComingAtItsEdgesStillMoved() {
        let before = Self.grid(["07 │   │ 08 │   ", "status 1        "])
        // Moved by one: the `7` left of the cut `07` is gone, `09` comes whole at the right edge.
        let moved = Self.grid(["  │   │ 08 │  09", "status 2        "])
        #expect(HorizontalShift.between(before, moved) == HorizontalShift(columns: 1, rows: [0]))
        // A three-digit label coming: 3 cells besides the uncovered one differ, more than 2.
        let more = Self.grid(["  │   │ 08 │ 109", "status 2        "])
        #expect(HorizontalShift.between(before, more) == nil)
    }

    @Test func aChangedStyleIsNotAMove() {
        let before = Self.grid(["ab##cd==ef"])
        let after = Self.grid(["b==cd==efg"])
        #expect(HorizontalShift.between(before, after) == nil)
    }

    @Test func rowsWithWideCharactersStayPut() {
        var before = Self.grid(["..........", "0123456789"])
        var after = Self.grid(["..........", "123456789X"])
        before.write("第1组abcde", x: 0, y: 0, style: .plain) // 第 and 组 take two columns each
        after.write("1组abcdefg", x: 0, y: 0, style: .plain)
        #expect(before[0, 0].isWide && after[1, 0].isWide)
        #expect(HorizontalShift.between(before, after) == HorizontalShift(columns: 1, rows: [1]))
    }

    @Test func nothingMovedOrSizesDifferIsNil() {
        let grid = Self.grid(["ab##cd==ef", "0123456789"])
        #expect(HorizontalShift.between(grid, grid) == nil)
        #expect(HorizontalShift.between(grid, Self.grid(["b##cd==efg"])) == nil)
        #expect(HorizontalShift.between(grid, Self.grid(["zzzzzzzzzz", "zzzzzzzzzz"])) == nil)
    }

    @Test func shiftsBeyondTheMaximumAreNotLookedFor() {
        let before = Self.grid(["abcdefghijklmnopqrstuvwxyz"])
        let after = Self.grid(["jklmnopqrstuvwxyz123456789"])
        #expect(HorizontalShift.between(before, after, maximum: 8) == nil)
        #expect(HorizontalShift.between(before, after, maximum: 9) == HorizontalShift(columns: 9, rows: [0]))
    }
}
