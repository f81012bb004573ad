import Testing

@testable import CellGrid

@Suite struct GridTests {
    @Test func writesOutsideAreIgnored() {
        var grid = Grid(width: 3, height: 2)
        grid.put("x", x: -1, y: 0, style: .plain)
        grid.put("x", x: 3, y: 0, style: .plain)
        grid.put("x", x: 0, y: 2, style: .plain)
        grid.put("x", x: 0, y: -1, style: .plain)
        grid.fill(CellRect(x: -5, y: -5, width: 3, height: 3), with: "#", style: .plain)
        grid.write("abcdef", x: -2, y: 1, style: .plain)
        expectPicture(grid, ["   ", "cde"])
        #expect(grid[-1, 0] == .blank())
        #expect(grid[99, 99].scalar == " ")
    }

    @Test func wideCharactersTakeTwoCells() {
        var grid = Grid(width: 6, height: 1)
        let end = grid.write("第1组", x: 0, y: 0, style: .plain)
        #expect(end == 5)
        #expect(grid[0, 0].isWide)
        #expect(grid[1, 0].isContinuation)
        #expect(grid[2, 0].scalar == "1")
        #expect(grid[3, 0].isWide)
        expectPicture(grid, ["第1组 "])
    }

    @Test func wideCharacterIsNeverSplitAtTheEdge() {
        var grid = Grid(width: 5, height: 2)
        grid.write("ab第", x: 2, y: 0, style: .plain) // 第 would need columns 4 and 5
        grid.write("第x", x: -1, y: 1, style: .plain) // 第 would need columns -1 and 0
        expectPicture(grid, ["  ab ", " x   "])
        var clipped = Grid(width: 6, height: 1)
        clipped.write("a第b", x: 0, y: 0, style: .plain, clip: CellRect(x: 0, y: 0, width: 2, height: 1))
        expectPicture(clipped, ["a     "])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = Grid(width: 6, height: 1)
        grid.write("第组", x: 0, y: 0, style: .plain)
        grid.put("x", x: 1, y: 0, style: .plain) // right half of 第
        grid.put("y", x: 2, y: 0, style: .plain) // left half of 组
        expectPicture(grid, [" xy   "])
        #expect(!grid[3, 0].isContinuation)
    }

    @Test func fillRepairsWideCharactersCutByItsEdges() {
        var grid = Grid(width: 6, height: 1)
        grid.write("第组中", x: 0, y: 0, style: .plain)
        grid.fill(CellRect(x: 1, y: 0, width: 2, height: 1), with: "░", style: .plain)
        expectPicture(grid, [" ░░ 中"])
    }

    @Test func stylesAreInternedOnce() {
        var grid = Grid(width: 2, height: 1)
        let red = Style(foreground: .indexed(1))
        let a = grid.styleID(for: red)
        let b = grid.styleID(for: red)
        #expect(a == b)
        #expect(grid.styleID(for: .plain) == .plain)
        #expect(grid.styles.count == 2)
        grid.put("r", x: 0, y: 0, style: a)
        #expect(grid.style(atX: 0, y: 0) == red)
        #expect(grid.style(atX: 1, y: 0) == .plain)
    }

    @Test func equalityComparesWhatIsShown() {
        var a = Grid(width: 2, height: 1)
        var b = Grid(width: 2, height: 1)
        _ = b.styleID(for: Style(background: .indexed(3))) // different table order
        let ida = a.styleID(for: Style(foreground: .indexed(2)))
        let idb = b.styleID(for: Style(foreground: .indexed(2)))
        a.put("g", x: 0, y: 0, style: ida)
        b.put("g", x: 0, y: 0, style: idb)
        #expect(a == b)
        b.put("h", x: 1, y: 0, style: idb)
        #expect(a != b)
    }

    @Test func boxOutlineIsClippedWithoutDrawingTheCutSide() {
        var grid = Grid(width: 5, height: 4)
        grid.drawBox(CellRect(x: 0, y: 0, width: 4, height: 3), style: .plain)
        grid.drawBox(CellRect(x: 3, y: 2, width: 4, height: 3), glyphs: .rounded, style: .plain)
        expectPicture(
            grid,
            [
                "┌──┐ ",
                "│  │ ",
                "└──╭─",
                "   │ ",
            ])
    }

    @Test func pictureLinesRoundTrip() {
        let picture = ["╭──╮", "│ab│", "╰──╯"]
        expectPicture(Grid(lines: picture), picture)
        #expect(Grid(lines: ["第1"]).width == 3)
    }
}
