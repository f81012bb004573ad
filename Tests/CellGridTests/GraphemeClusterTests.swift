import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// Flags, ZWJ sequences, VS16 and combining marks in titles (written with escapes, so what each test
/// holds is plain to see).
enum Clusters {
    static let flag = "\u{1F1EF}\u{1F1F5}" // 🇯🇵
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}" // 👨‍👩‍👧‍👦
    static let heart = "\u{2764}\u{FE0F}" // ❤️
    static let cafe = "cafe\u{301}" // café, decomposed
    /// A title with one of each: 2 + 1 + 2 + 1 + 2 + 1 + 4 = 13 columns.
    static let title = flag + " " + family + " " + heart + " " + cafe
}

struct ClusterWidthCase: CustomTestStringConvertible, Sendable {
    var id: String
    var text: String
    var width: Int
    var testDescription: String { id }
}

@Suite struct GraphemeClusterTests {
    @Test(arguments: [
        ClusterWidthCase(id: "flag (regional-indicator pair)", text: Clusters.flag, width: 2),
        ClusterWidthCase(id: "lone regional indicator", text: "\u{1F1FA}", width: 1),
        ClusterWidthCase(id: "ZWJ family of four", text: Clusters.family, width: 2),
        ClusterWidthCase(id: "woman technologist (ZWJ)", text: "\u{1F469}\u{200D}\u{1F4BB}", width: 2),
        ClusterWidthCase(id: "heart with VS16", text: Clusters.heart, width: 2),
        ClusterWidthCase(id: "heart with VS15 (text)", text: "\u{2764}\u{FE0E}", width: 1),
        ClusterWidthCase(id: "thumbs up, skin tone", text: "\u{1F44D}\u{1F3FD}", width: 2),
        ClusterWidthCase(id: "keycap one", text: "1\u{FE0F}\u{20E3}", width: 2),
        ClusterWidthCase(id: "rainbow flag (narrow base, VS16, ZWJ)", text: "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", width: 2),
        ClusterWidthCase(id: "e with combining acute", text: "e\u{301}", width: 1),
        ClusterWidthCase(id: "a with three marks", text: "a\u{301}\u{302}\u{303}", width: 1),
        ClusterWidthCase(id: "Hangul jamo L V T", text: "\u{1100}\u{1161}\u{11A8}", width: 2),
        ClusterWidthCase(id: "Devanagari ka + vowel sign aa (spacing)", text: "\u{915}\u{93E}", width: 2),
        ClusterWidthCase(id: "Devanagari conjunct kssi", text: "\u{915}\u{94D}\u{937}\u{93F}", width: 3),
        ClusterWidthCase(id: "CR LF", text: "\r\n", width: 0),
        ClusterWidthCase(id: "lone combining mark", text: "\u{301}", width: 0),
    ])
    func clusterWidth(_ c: ClusterWidthCase) throws {
        #expect(c.text.count == 1, "one grapheme cluster")
        let character = try #require(c.text.first)
        #expect(DisplayWidth.of(character) == c.width)
        #expect(DisplayWidth.of(c.text) == c.width)
    }

    @Test func textWidthSumsItsClusters() {
        #expect(DisplayWidth.of(Clusters.title) == 13)
        #expect(DisplayWidth.of("第1组 " + Clusters.flag) == 8)
        #expect(DisplayWidth.of(Clusters.flag + Clusters.flag + "\u{1F1FA}") == 5) // 🇯🇵🇯🇵 and a lone 🇺
    }

    @Test func aCellStaysEightBytes() {
        #expect(MemoryLayout<Cell>.size == 8)
        #expect(MemoryLayout<Cell>.stride == 8)
    }

    @Test func aCellHoldsOneCluster() {
        var grid = Grid(width: 16, height: 1)
        let end = grid.write(Clusters.title, x: 0, y: 0, style: .plain)
        #expect(end == 13)
        let expected: [(Int, Character, Int)] = [
            (0, "\u{1F1EF}\u{1F1F5}", 2), (2, " ", 1), (3, Character(Clusters.family), 2), (5, " ", 1),
            (6, "\u{2764}\u{FE0F}", 2), (8, " ", 1), (9, "c", 1), (10, "a", 1), (11, "f", 1), (12, "e\u{301}", 1),
        ]
        for (x, character, width) in expected {
            #expect(grid.character(atX: x, y: 0) == character, "column \(x)")
            #expect(grid[x, 0].width == width, "column \(x)")
            if width == 2 { #expect(grid[x + 1, 0].isContinuation, "column \(x + 1)") }
        }
        #expect(grid[0, 0].scalar == nil && grid[9, 0].scalar == "c")
        #expect(grid.clusters.count == 4)
        expectPicture(grid, [Clusters.title + "   "])
    }

    @Test func clustersAreInternedOncePerGrid() {
        var grid = Grid(width: 12, height: 2)
        grid.write(Clusters.flag + Clusters.flag, x: 0, y: 0, style: .plain)
        grid.write(Clusters.flag, x: 0, y: 1, style: .plain)
        #expect(grid.clusters == [Character(Clusters.flag)])
        #expect(grid[0, 0] == grid[2, 0] && grid[0, 0] == grid[0, 1])
    }

    @Test func gridsCompareClustersByCharacterNotTableIndex() {
        var a = Grid(width: 4, height: 1)
        var b = Grid(width: 4, height: 1)
        a.write(Clusters.flag + Clusters.heart, x: 0, y: 0, style: .plain)
        b.write(Clusters.heart, x: 0, y: 0, style: .plain) // the heart is b's cluster 0, a's cluster 1
        b.write(Clusters.flag, x: 0, y: 0, style: .plain)
        b.write(Clusters.heart, x: 2, y: 0, style: .plain)
        #expect(a == b)
        b.write(Clusters.family, x: 2, y: 0, style: .plain)
        #expect(a != b)
    }

    @Test func aClusterIsNeverCutAtAnEdgeNorLeavesGlyphsBehind() {
        var grid = Grid(width: 6, height: 3)
        grid.write("ab" + Clusters.flag + "c", x: 0, y: 0, style: .plain, clip: CellRect(x: 0, y: 0, width: 3, height: 1))
        grid.write(Clusters.family + "x", x: -1, y: 1, style: .plain)
        grid.write("\u{915}\u{94D}\u{937}\u{93F}z", x: 4, y: 2, style: .plain) // a 3-column conjunct does not fit
        expectPicture(grid, ["ab    ", " x    ", "      "])
        // Overwriting half of a cluster blanks the other half.
        var row = Grid(width: 6, height: 1)
        row.write(Clusters.family + Clusters.flag, x: 0, y: 0, style: .plain)
        row.put("y", x: 1, y: 0, style: .plain)
        row.put("z", x: 2, y: 0, style: .plain)
        expectPicture(row, [" yz   "])
    }

    @Test func severalSpacingScalarsTakeACellEach() {
        var grid = Grid(width: 5, height: 1)
        let conjunct = "\u{915}\u{94D}\u{937}\u{93F}" // क्षि: क + virama, ष, vowel sign i
        #expect(grid.write(conjunct + "!", x: 0, y: 0, style: .plain) == 4)
        #expect(grid.character(atX: 0, y: 0) == "\u{915}\u{94D}")
        #expect(grid.character(atX: 1, y: 0) == "\u{937}")
        #expect(grid.character(atX: 2, y: 0) == "\u{93F}")
        expectPicture(grid, [conjunct + "! "])
    }

    /// A cluster cell's table index means nothing in another grid: rows holding clusters are left to
    /// ncurses rather than moved sideways (here `é` and `ü` are both cluster 0 of their grids).
    @Test func rowsWithClustersAreNotMovedSideways() {
        var before = Grid(width: 8, height: 2)
        var after = Grid(width: 8, height: 2)
        before.write("abcde\u{301}fgh", x: 0, y: 0, style: .plain)
        after.write("bcdu\u{308}fghX", x: 0, y: 0, style: .plain)
        before.write("01234567", x: 0, y: 1, style: .plain)
        after.write("1234567X", x: 0, y: 1, style: .plain)
        #expect(before[4, 0].content == after[3, 0].content, "the same index for different clusters")
        #expect(HorizontalShift.between(before, after) == HorizontalShift(columns: 1, rows: [1]))
    }

    @Test func truncationNeverCutsACluster() {
        #expect(TextFitting.truncate(Clusters.flag + "ab", toWidth: 3) == Clusters.flag + "…")
        #expect(TextFitting.truncate("a" + Clusters.flag + "b", toWidth: 3) == "a…")
        #expect(TextFitting.truncate("\u{1F469}\u{200D}\u{1F4BB}x", toWidth: 3) == "\u{1F469}\u{200D}\u{1F4BB}x")
        #expect(TextFitting.truncate(Clusters.family + "xyz", toWidth: 4) == Clusters.family + "x…")
        #expect(TextFitting.truncate(Clusters.cafe + "!!", toWidth: 5) == Clusters.cafe + "…")
        #expect(TextFitting.truncate(Clusters.heart + Clusters.heart, toWidth: 3) == Clusters.heart + "…")
    }
}
