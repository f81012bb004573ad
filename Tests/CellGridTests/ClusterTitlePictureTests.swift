import Testing
import SectionLayout
@testable import CellGrid

/// Section titles with flags, ZWJ sequences, VS16 and combining accents on the `cards` look, in
/// monochrome and in colour: every cluster in one cell, truncated whole, and the header row keeps
/// the card's background from corner to corner.
@Suite struct ClusterTitlePictureTests {
    /// 13 + 5 + 2 + 1 = 21 columns: one more than the card has room for, so the family goes, whole.
    static let titles = [Clusters.title + " trip" + Clusters.family + "!", "\u{7B2C}2\u{7EC4} " + Clusters.flag]

    /// Two rounded cards 10 pt below their headers' tops, 5 pt in from the edges, 26 columns wide.
    static func cards(theme: Theme) -> Grid {
        let card = FlowLayout(itemSize: s(30, 20), sectionInset: EdgeInsets(top: 0, left: 10, bottom: 10, right: 10),
                              headerReferenceSize: s(0, 30),
                              background: SectionBackground(includeHeader: true,
                                                            margin: EdgeInsets(top: 10, left: 5, bottom: 0, right: 5),
                                                            style: BackgroundStyle(color: .white, cornerRadius: 10)),
                              sections: [FlowSection(items: .count(2)), FlowSection(items: .count(1))])
        return render(card.layout(in: s(130, 200)), columns: 26, rows: 13, pointsPerColumn: 5, theme: theme,
                      labels: RenderLabels(sectionTitles: titles)).grid
    }

    @Test func monochrome() {
        let grid = Self.cards(theme: .monochrome)
        expectPicture(grid, [
            "                          ",
            " ╭ \(Clusters.title) trip… ░╮ ",
            " ░░░░░░░░░░░░░░░░░░░░░░░░ ",
            " ░┌0.0─┐░░┌0.1─┐░░░░░░░░░ ",
            " ░└────┘░░└────┘░░░░░░░░░ ",
            " ╰░░░░░░░░░░░░░░░░░░░░░░╯ ",
            "                          ",
            " ╭ 第2组 \(Clusters.flag) ▒▒▒▒▒▒▒▒▒▒▒▒╮ ",
            " ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ ",
            " ▒┌1.0─┐▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ ",
            " ▒└────┘▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ ",
            " ╰▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╯ ",
            "                          ",
        ])
        #expect(grid.style(atX: 3, y: 1).attributes == .bold && grid.style(atX: 20, y: 1).attributes == .bold)
    }

    @Test func colour() {
        let grid = Self.cards(theme: Theme(depth: .palette256))
        expectPicture(grid, [
            "                          ",
            " ╭ \(Clusters.title) trip…  ╮ ",
            "                          ",
            "  ┌0.0─┐  ┌0.1─┐          ",
            "  └────┘  └────┘          ",
            " ╰                      ╯ ",
            "                          ",
            " ╭ 第2组 \(Clusters.flag)             ╮ ",
            "                          ",
            "  ┌1.0─┐                  ",
            "  └────┘                  ",
            " ╰                      ╯ ",
            "                          ",
        ])
        // The header rows keep the white card (palette 231) under every cell between the corners (which
        // keep what is beneath them), the title's cells and the blanks after it alike.
        for row in [1, 7] {
            let backgrounds = (2...23).map { grid.style(atX: $0, y: row).background }
            #expect(backgrounds == Array(repeating: .indexed(231), count: 22), "row \(row)")
            #expect([0, 1, 24, 25].map { grid.style(atX: $0, y: row).background } == [.default, .default, .default, .default])
        }
    }
}
