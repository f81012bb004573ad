import SeededRandom
import Testing

@testable import CellGrid
@testable import SectionScene

@Suite("Blank styling: the style a blank is sent in when its foreground cannot be seen")
struct BlankStylingTests {
    static let blue = TerminalColor.indexed(33), lightBlue = TerminalColor.indexed(75)
    static let black = TerminalColor.indexed(16), white = TerminalColor.indexed(231)
    /// Item text: black on light blue. Section fill: white (for titles) on blue.
    static let item = Style(foreground: black, background: lightBlue)
    static let fill = Style(foreground: white, background: blue)

    /// The styles `BlankStyling` sends row 0 of `grid` in.
    static func sent(_ grid: Grid) -> [Style] {
        var styles: [Style] = []
        BlankStyling.styles(row: 0, of: grid, columns: grid.width, into: &styles)
        return styles
    }

    /// A one-row grid: each piece written in its style, one after the other.
    static func row(_ pieces: [(String, Style)]) -> Grid {
        var grid = Grid(width: pieces.reduce(0) { $0 + DisplayWidth.of($1.0) }, height: 1)
        var x = 0
        for (text, style) in pieces { x = grid.write(text, x: x, y: 0, style: grid.styleID(for: style)) }
        return grid
    }

    @Test func blanksBetweenItemsGoInTheDefaultForegroundOnTheirBackground() {
        // The bench's screen: items (black on light blue) separated by section fill (white on blue).
        let grid = Self.row([("  ", Self.fill), ("│ab│", Self.item), ("   ", Self.fill), ("│cd│", Self.item)])
        let gap = Style(background: Self.blue)
        #expect(
            Self.sent(grid) == [gap, gap] + Array(repeating: Self.item, count: 4) + [gap, gap, gap]
                + Array(repeating: Self.item, count: 4))
    }

    @Test func blanksTakeTheStyleOfATextNeighbourOnTheSameBackground() {
        // A title in white on the fill, in bold: the spaces around and between its words stay in its
        // style (no colour change at all); the leading blanks take the title's style from the right.
        let title = Style(foreground: Self.white, background: Self.blue, attributes: .bold)
        let plainFill = Style(foreground: Self.black, background: Self.blue)
        let grid = Self.row([("  ", plainFill), ("Section", title), (" ", plainFill), ("1", title), ("   ", plainFill)])
        #expect(Self.sent(grid) == Array(repeating: title, count: 14))
    }

    @Test func blanksWhoseForegroundShowsKeepTheirStyle() {
        // Reverse video shows the foreground as the background; underline draws in the foreground.
        let reversed = Style(foreground: Self.white, background: Self.blue, attributes: .reverse)
        let underlined = Style(foreground: Self.white, background: Self.blue, attributes: .underline)
        let grid = Self.row([("a", Self.fill), ("  ", reversed), ("  ", underlined), ("b", Self.fill)])
        #expect(Self.sent(grid) == [Self.fill, reversed, reversed, underlined, underlined, Self.fill])
        // …and are never taken as the style of a neighbouring free blank.
        let next = Self.row([("ab", underlined), ("  ", Self.fill), ("cd", reversed)])
        let plain = Style(background: Self.blue)
        #expect(Self.sent(next) == [underlined, underlined, plain, plain, reversed, reversed])
    }

    @Test func wideCharactersAndTheirContinuationsAreNotBlanks() {
        let grid = Self.row([("第", Self.fill), (" ", Self.item), ("x", Self.item)])
        #expect(Self.sent(grid) == [Self.fill, Self.fill, Self.item, Self.item])
    }

    /// What a terminal shows in a cell: its character, background, reverse/underline, and — only where
    /// it can be seen — its foreground, bold and dim.
    struct Appearance: Equatable {
        var character: Unicode.Scalar? // nil for a cluster of several scalars
        var widthCode: UInt8
        var background: TerminalColor
        var reverseOrUnderline: TextAttributes
        var visibleForeground: TerminalColor?
        var visibleAttributes: TextAttributes

        init(_ cell: Cell, _ style: Style) {
            character = cell.scalar
            widthCode = cell.isWide ? 2 : cell.isContinuation ? 0 : 1
            background = style.background
            reverseOrUnderline = style.attributes.intersection([.reverse, .underline])
            let seen = cell.scalar != " " || !reverseOrUnderline.isEmpty
            visibleForeground = seen ? style.foreground : nil
            visibleAttributes = seen ? style.attributes : []
        }
    }

    /// Changes of style along a row (each costs the terminal an attribute or colour sequence).
    static func changes(_ styles: [Style]) -> Int {
        zip(styles, styles.dropFirst()).filter { $0 != $1 }.count
    }

    @Test(arguments: 0..<200)
    func theScreenLooksTheSameWithNoMoreChanges(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let colors: [TerminalColor] = [.default, .indexed(16), .indexed(33), .rgb(1, 2, 3)]
        let attributes: [TextAttributes] = [[], [], .bold, .dim, .reverse, .underline, [.bold, .underline]]
        let texts = [" ", "  ", "    ", "a", "ab", "│", "第"]
        var pieces: [(String, Style)] = []
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let style = Style(
                foreground: colors.randomElement(using: &random) ?? .default,
                background: colors.randomElement(using: &random) ?? .default,
                attributes: attributes.randomElement(using: &random) ?? [])
            pieces.append((texts.randomElement(using: &random) ?? " ", style))
        }
        let grid = Self.row(pieces)
        let sent = Self.sent(grid)
        let own = (0..<grid.width).map { grid.style(of: grid[$0, 0]) }
        for x in 0..<grid.width {
            #expect(Appearance(grid[x, 0], sent[x]) == Appearance(grid[x, 0], own[x]), "column \(x) of \(pieces)")
        }
        #expect(Self.changes(sent) <= Self.changes(own), "\(pieces)")
    }
}
