import Testing

@testable import CellGrid

/// Rows of two frames classified as alike exactly when they show the same cells, whatever each grid's
/// tables number styles and clusters (what `Terminal.draw` relies on to leave rows unwritten).
@Suite struct RowClassesTests {
    static let red = Style(background: .indexed(1)), blue = Style(background: .indexed(4))

    /// A grid whose rows are `lines`, each in the style named by its first character (`r` red, `b` blue,
    /// anything else plain), its styles interned in the order `order` gives.
    static func grid(_ lines: [String], order: [Style]) -> Grid {
        var grid = Grid(width: lines.map(\.count).max() ?? 0, height: lines.count)
        for style in order { _ = grid.styleID(for: style) }
        for (y, line) in lines.enumerated() {
            let style = line.first == "r" ? red : line.first == "b" ? blue : .plain
            grid.write(line, x: 0, y: y, style: grid.styleID(for: style))
        }
        return grid
    }

    @Test func rowsAreAlikeAcrossStyleTablesInAnotherOrder() {
        let before = Self.grid(["r aa", "b bb", "x cc"], order: [Self.red, Self.blue])
        let after = Self.grid(["b bb", "x cc", "r aa"], order: [Self.blue, Self.red])
        let classes = RowClasses(before, after)
        #expect(classes.next == [classes.previous[1], classes.previous[2], classes.previous[0]])
        #expect(Set(classes.previous).count == 3)
    }

    @Test func theSameCharactersInAnotherStyleOrWidthDiffer() {
        var before = Grid(width: 4, height: 3)
        var after = Grid(width: 4, height: 3)
        for y in 0..<3 {
            before.write("aa", x: 0, y: y, style: before.styleID(for: Self.red))
            after.write("aa", x: 0, y: y, style: after.styleID(for: y == 1 ? Self.blue : Self.red))
        }
        after.write("界", x: 2, y: 2, style: after.styleID(for: Self.red))
        before.write("ab", x: 2, y: 2, style: before.styleID(for: Self.red))
        let classes = RowClasses(before, after)
        #expect(classes.next[0] == classes.previous[0], "the same cells")
        #expect(!classes.previous.contains(classes.next[1]), "blue, not red")
        #expect(!classes.previous.contains(classes.next[2]), "a wide character in two cells, not two narrow ones")
    }

    @Test func clustersAreComparedByTheirCharacters() {
        var before = Grid(width: 4, height: 2)
        var after = Grid(width: 4, height: 2)
        before.write("🇫🇷", x: 0, y: 0, style: .plain)
        before.write("e\u{301}", x: 0, y: 1, style: .plain)
        // Interned the other way round: the cluster numbers differ, the rows do not.
        after.write("e\u{301}", x: 0, y: 0, style: .plain)
        after.write("🇫🇷", x: 0, y: 1, style: .plain)
        let classes = RowClasses(before, after)
        #expect(classes.next == [classes.previous[1], classes.previous[0]])
        #expect(classes.previous[0] != classes.previous[1])
    }

    @Test func rowsOfOnlySpacesAreFoundFromTheCells() {
        var grid = Grid(width: 4, height: 3)
        grid.write("界", x: 0, y: 1, style: .plain)
        grid.write("a", x: 3, y: 2, style: .plain)
        #expect((0..<3).map { grid.showsOnlySpaces(row: $0) } == [true, false, false])
        #expect((0..<3).map { y in (0..<4).allSatisfy { grid.character(atX: $0, y: y) == " " } } == [true, false, false])
    }
}
