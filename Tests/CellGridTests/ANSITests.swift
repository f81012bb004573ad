import Testing

@testable import CellGrid

@Suite struct ANSITests {
    /// "ab " with a and b red and bold; "cde" on blue.
    func tinyGrid() -> Grid {
        var grid = Grid(width: 3, height: 2)
        let red = grid.styleID(for: Style(foreground: .rgb(255, 0, 0), attributes: .bold))
        let blue = grid.styleID(for: Style(background: .rgb(0, 0, 255)))
        grid.write("ab", x: 0, y: 0, style: red)
        grid.write("cde", x: 0, y: 1, style: blue)
        return grid
    }

    @Test(arguments: [
        (ColorDepth.truecolor, ["\u{1B}[1;38;2;255;0;0mab\u{1B}[22;39m ", "\u{1B}[48;2;0;0;255mcde\u{1B}[0m"]),
        (.palette256, ["\u{1B}[1;38;5;196mab\u{1B}[22;39m ", "\u{1B}[48;5;21mcde\u{1B}[0m"]),
        (.ansi16, ["\u{1B}[1;91mab\u{1B}[22;39m ", "\u{1B}[44mcde\u{1B}[0m"]),
        (.ansi8, ["\u{1B}[1;31mab\u{1B}[22;39m ", "\u{1B}[44mcde\u{1B}[0m"]),
        (.monochrome, ["\u{1B}[1mab\u{1B}[22m ", "cde"]),
    ])
    func bytesForEachDepth(depth: ColorDepth, lines: [String]) {
        #expect(tinyGrid().ansiLines(depth: depth) == lines)
    }

    @Test func onlyChangesAreSent() {
        var grid = Grid(width: 4, height: 1)
        let a = grid.styleID(for: Style(foreground: .indexed(2), background: .indexed(0)))
        let b = grid.styleID(for: Style(foreground: .indexed(3), background: .indexed(0), attributes: [.underline]))
        let c = grid.styleID(for: Style(foreground: .indexed(3), background: .indexed(0), attributes: [.reverse]))
        grid.put("w", x: 0, y: 0, style: a)
        grid.put("x", x: 1, y: 0, style: b)
        grid.put("y", x: 2, y: 0, style: c)
        grid.put("z", x: 3, y: 0, style: c)
        #expect(
            grid.ansiLines(depth: .ansi16) == [
                "\u{1B}[32;40mw\u{1B}[4;33mx\u{1B}[24;7my" + "z\u{1B}[0m"
            ])
    }

    @Test func wideCharactersAreSentOnce() {
        var grid = Grid(width: 3, height: 1)
        grid.write("第x", x: 0, y: 0, style: .plain)
        #expect(grid.ansiText(depth: .truecolor) == "第x")
        #expect(grid.plainText == "第x")
    }

    @Test func bold2DimSwitchResetsBothThenReapplies() {
        var grid = Grid(width: 2, height: 1)
        grid.put("a", x: 0, y: 0, style: grid.styleID(for: Style(attributes: [.bold, .underline])))
        grid.put("b", x: 1, y: 0, style: grid.styleID(for: Style(attributes: [.dim, .underline])))
        #expect(grid.ansiLines(depth: .monochrome) == ["\u{1B}[1;4ma\u{1B}[22;2mb\u{1B}[0m"])
    }
}
