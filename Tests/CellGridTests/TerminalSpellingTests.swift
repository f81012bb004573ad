import Testing

@testable import CellGrid
@testable import SectionScene

struct SpellingCase: CustomTestStringConvertible, Sendable {
    var id: String
    var text: String
    var scalars: [Unicode.Scalar]
    var testDescription: String { id }
}

/// What the viewer sends a terminal for a cell: scalars whose widths add up to the cell's, in pieces
/// ncurses keeps together (a spacing scalar and at most four zero-width ones after it).
@Suite struct TerminalSpellingTests {
    @Test(arguments: [
        SpellingCase(id: "flag: both regional indicators", text: Clusters.flag, scalars: ["\u{1F1EF}", "\u{1F1F5}"]),
        SpellingCase(id: "ZWJ family: the first person", text: Clusters.family, scalars: ["\u{1F468}"]),
        SpellingCase(id: "heart with VS16: the heart and a blank", text: Clusters.heart, scalars: ["\u{2764}", " "]),
        SpellingCase(id: "skin tone: the hand", text: "\u{1F44D}\u{1F3FD}", scalars: ["\u{1F44D}"]),
        SpellingCase(id: "keycap: the digit and a blank", text: "1\u{FE0F}\u{20E3}", scalars: ["1", " "]),
        SpellingCase(id: "combining accent: whole", text: "e\u{301}", scalars: ["e", "\u{301}"]),
        SpellingCase(id: "Hangul L V T: whole", text: "\u{1100}\u{1161}\u{11A8}", scalars: ["\u{1100}", "\u{1161}", "\u{11A8}"]),
        SpellingCase(
            id: "six marks: the first four", text: "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",
            scalars: ["a", "\u{301}", "\u{302}", "\u{303}", "\u{304}"]),
    ])
    func spelling(_ c: SpellingCase) throws {
        let character = try #require(c.text.first)
        let width = DisplayWidth.of(character)
        let scalars = TerminalSpelling.scalars(of: character, width: width)
        #expect(scalars == c.scalars)
        #expect(scalars.reduce(0) { $0 + DisplayWidth.of($1) } == width)
        #expect(scalars.dropFirst().prefix { DisplayWidth.of($0) == 0 }.count <= TerminalSpelling.maximumMarks)
    }

    @Test func gridCellsAreSpelledByTheirCharacter() {
        var grid = Grid(width: 8, height: 1)
        grid.write(Clusters.flag + "x" + Clusters.heart, x: 0, y: 0, style: .plain)
        let spelled = (0..<8).flatMap { grid.terminalScalars(of: grid[$0, 0]) }
        #expect(spelled == ["\u{1F1EF}", "\u{1F1F5}", "x", "\u{2764}", " ", " ", " ", " "])
    }

    @Test func ansiSnapshotsSpellClustersAsTheViewerSendsThem() {
        var grid = Grid(width: 7, height: 1)
        grid.write(Clusters.family + Clusters.heart + "e\u{301}!", x: 0, y: 0, style: .plain)
        #expect(grid.ansiLines(depth: .monochrome) == ["\u{1F468}\u{2764} e\u{301}! "])
        #expect(grid.plainLines() == [Clusters.family + Clusters.heart + "e\u{301}! "])
    }
}
