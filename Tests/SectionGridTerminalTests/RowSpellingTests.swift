import CellGrid
import Testing

@testable import SectionGridTerminal

/// Spelling a scrolled-in row with xterm-256color's strings: only the colour that differs changes,
/// blanks keep the foreground before them, the row ends in the state ncurses believes the terminal in.
@Suite struct RowSpellingTests {
    static let escape = "\u{1B}"

    /// xterm-256color's strings (`infocmp -1 xterm-256color`), with or without `bce`.
    static func xterm(backgroundColorErase: Bool = true, attributes: [TextAttributes] = [.bold, .dim, .underline, .reverse])
        -> RowSpelling
    {
        func sgr(_ text: String) -> [UInt8] { Array("\(escape)[\(text)".utf8) }
        func color(_ base: Int, _ bright: Int, _ extended: Int, _ n: Int32) -> [UInt8] {
            n < 8 ? sgr("\(base + Int(n))m") : n < 16 ? sgr("\(bright + Int(n) - 8)m") : sgr("\(extended);5;\(n)m")
        }
        let strings: [(TextAttributes, [UInt8])] = [
            (.bold, sgr("1m")), (.dim, sgr("2m")), (.underline, sgr("4m")),
            (.reverse, sgr("7m")),
        ]
        return RowSpelling(
            capabilities: .init(
                foreground: { color(30, 90, 38, $0) }, background: { color(40, 100, 48, $0) },
                forward: { sgr("\($0)C") }, defaultColors: sgr("39;49m"), normal: Array("\(escape)(B\(escape)[m".utf8),
                attributeOn: strings.filter { attributes.contains($0.0) },
                clearToEnd: backgroundColorErase ? sgr("K") : nil,
                erase: backgroundColorErase ? { sgr("\($0)X") } : nil))
    }

    static func cell(
        _ character: Unicode.Scalar, _ foreground: Int32 = -1, _ background: Int32 = -1,
        _ attributes: TextAttributes = []
    ) -> RowSpelling.Cell {
        RowSpelling.Cell(scalars: [character], attributes: attributes, foreground: foreground, background: background)
    }

    static func cells(
        _ text: String, _ foreground: Int32 = -1, _ background: Int32 = -1,
        _ attributes: TextAttributes = []
    ) -> [RowSpelling.Cell] {
        text.unicodeScalars.map { cell($0, foreground, background, attributes) }
    }

    static func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    /// A row of the benchmark's screen: items (black borders on light blue) on the section's blue,
    /// the blanks between them in the default foreground as ncurses's window holds them.
    static let benchRow: [RowSpelling.Cell] = {
        var row = cells("   ", -1, 33)
        for item in 0..<7 {
            if item > 0 { row += cells("     ", -1, 33) }
            row += cells("│          │", 16, 75)
        }
        return row + cells("   ", -1, 33)
    }()

    @Test func anItemEdgeChangesTheBackgroundAlone() {
        #expect(Self.benchRow.count == 120)
        let e = Self.escape
        let item = "│          │"
        let gap = "\(e)[48;5;33m     \(e)[48;5;75m"
        let expected =
            "\(e)[48;5;33m   \(e)[38;5;16m\(e)[48;5;75m" + item + String(repeating: gap + item, count: 6)
            + "\(e)[48;5;33m   \(e)[39;49m"
        #expect(Self.text(Self.xterm().bytes(for: Self.benchRow)) == expected)
        // ncurses's way, both colours at every change, for comparison: 14 changes instead of 7.
        let theirs = Self.text(Self.xterm().bytes(for: Self.benchRow, changes: .wholePair)) ?? ""
        #expect(theirs.components(separatedBy: "\(e)[38;5;16m\(e)[48;5;75m").count - 1 == 7)
        #expect(theirs.components(separatedBy: "\(e)[39;49m\(e)[48;5;33m").count - 1 == 7)
        #expect(expected.utf8.count + 20 < theirs.utf8.count)
    }

    @Test func blanksKeepTheForegroundUnlessUnderlineOrReverseShowsIt() {
        let e = Self.escape
        let plain = [Self.cell("a", 1), Self.cell(" ", -1, 4), Self.cell("b", 1, 4)]
        #expect(Self.text(Self.xterm().bytes(for: plain)) == "\(e)[31ma\(e)[44m b\(e)[39;49m")
        let underlined = [Self.cell("a", 1), Self.cell(" ", -1, 4, .underline), Self.cell("b", 1, 4)]
        #expect(
            Self.text(Self.xterm().bytes(for: underlined))
                == "\(e)[31ma\(e)[4m\(e)[39;49m\(e)[44m \(e)(B\(e)[m\(e)[31m\(e)[44mb\(e)[39;49m")
    }

    @Test func attributesTurnOnOneByOneAndOffTogether() {
        let e = Self.escape
        let row = [Self.cell("A", -1, -1, .bold), Self.cell("B", -1, -1, [.bold, .underline]), Self.cell("C")]
        #expect(Self.text(Self.xterm().bytes(for: row)) == "\(e)[1mA\(e)[4mB\(e)(B\(e)[mC")
        #expect(
            Self.text(Self.xterm().bytes(for: [Self.cell("A", -1, -1, .bold)])) == "\(e)[1mA\(e)(B\(e)[m",
            "a row ending bold ends with every attribute off")
    }

    @Test func blanksTheRowShowsAlreadyAreSteppedOver() {
        let e = Self.escape
        // Six default blanks: 4 bytes to step over; two: 2 bytes written; those at the end: nothing.
        let row = Self.cells("x      y  z     ")
        #expect(Self.text(Self.xterm().bytes(for: row)) == "x\(e)[6Cy  z")
    }

    @Test func longBlankRunsOnAColourAreErasedWhereTheTerminalErasesInColour() {
        let e = Self.escape
        let row = Self.cells("a", -1, 4) + Self.cells(String(repeating: " ", count: 20), -1, 4) + Self.cells("b", -1, 4)
        #expect(Self.text(Self.xterm().bytes(for: row)) == "\(e)[44ma\(e)[20X\(e)[20Cb\(e)[39;49m")
        #expect(
            Self.text(Self.xterm(backgroundColorErase: false).bytes(for: row))
                == "\(e)[44ma" + String(repeating: " ", count: 20) + "b\(e)[39;49m")
    }

    @Test func coloredBlanksAtTheEndAreClearedWhenThatIsShorter() {
        let e = Self.escape
        let row = Self.cells("a", -1, 4) + Self.cells(String(repeating: " ", count: 10), -1, 4)
        #expect(Self.text(Self.xterm().bytes(for: row)) == "\(e)[44ma\(e)[K\(e)[39;49m")
        #expect(
            Self.text(Self.xterm(backgroundColorErase: false).bytes(for: row))
                == "\(e)[44ma" + String(repeating: " ", count: 10) + "\(e)[39;49m")
    }

    @Test func rowsWrittenOneAfterTheOtherCarryTheColoursOn() {
        let spelling = Self.xterm()
        var state = RowSpelling.State()
        let first = spelling.row(Self.cells("ab", 1, 4), state: &state)
        let second = spelling.row(Self.cells("cd", 1, 4), state: &state)
        #expect(Self.text(first) == "\(Self.escape)[31m\(Self.escape)[44mab")
        #expect(Self.text(second) == "cd")
        #expect(Self.text(spelling.reset(state)) == "\(Self.escape)[39;49m")
    }

    @Test func aStringTheTerminalLacksLeavesTheRowToNcurses() {
        #expect(Self.xterm(attributes: [.bold]).bytes(for: [Self.cell("r", -1, -1, .reverse)]) == nil)
        var monochrome = Self.xterm()
        monochrome = RowSpelling(
            capabilities: .init(
                foreground: { _ in nil }, background: { _ in nil }, forward: monochrome.capabilities.forward,
                defaultColors: nil, normal: monochrome.capabilities.normal,
                attributeOn: monochrome.capabilities.attributeOn, clearToEnd: nil, erase: nil))
        #expect(monochrome.bytes(for: [Self.cell("c", 2)]) == nil)
        #expect(
            Self.text(monochrome.bytes(for: [Self.cell("m", -1, -1, .reverse)]))
                == "\(Self.escape)[7mm\(Self.escape)(B\(Self.escape)[m")
    }
}
