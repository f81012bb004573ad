import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// Section titles with flags, ZWJ sequences, VS16 and combining accents on the `cards` look, in
/// monochrome and in colour: every cluster in one cell, truncated whole, and the header row keeps
/// the card's background from corner to corner.
@Suite struct ClusterTitlePictureTests {
    /// 13 + 5 + 2 + 1 = 21 columns: one more than the card has room for, so the family goes, whole.
    static let titles = [Clusters.title + " trip" + Clusters.family + "!", "\u{7B2C}2\u{7EC4} " + Clusters.flag]

    /// The `cards` look (`RendererPictureTests.roundedCards`) 26 columns wide.
    static func cards(theme: Theme) -> Grid {
        render(
            RendererPictureTests.roundedCards(width: 130), columns: 26, rows: 13, pointsPerColumn: 5, theme: theme,
            labels: RenderLabels(sectionTitles: titles)
        ).grid
    }

    @Test func monochrome() {
        let grid = Self.cards(theme: .monochrome)
        expectPicture(
            grid,
            [
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
            ],
            styles: [
                "..........................",
                "..bbbbbbbbbbbbbbbbbbbbb...",
                "..........................",
                "..........................",
                "..........................",
                "..........................",
                "..........................",
                "..bbbbbbbbbb..............",
                "..........................",
                "..........................",
                "..........................",
                "..........................",
                "..........................",
            ], legend: .monochrome)
        #expect(grid.style(atX: 3, y: 1).attributes == .bold && grid.style(atX: 20, y: 1).attributes == .bold)
    }

    @Test func colour() {
        let grid = Self.cards(theme: Theme(depth: .palette256))
        expectPicture(
            grid,
            [
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
            ],
            styles: [
                "..........................",
                ".cTTTTTTTTTTTTTTTTTTTTTwc.",
                ".wwwwwwwwwwwwwwwwwwwwwwww.",
                ".wiiiiiiwwiiiiiiwwwwwwwww.",
                ".wiiiiiiwwiiiiiiwwwwwwwww.",
                ".cwwwwwwwwwwwwwwwwwwwwwwc.",
                "..........................",
                ".cTTTTTTTTTTwwwwwwwwwwwwc.",
                ".wwwwwwwwwwwwwwwwwwwwwwww.",
                ".wiiiiiiwwwwwwwwwwwwwwwww.",
                ".wiiiiiiwwwwwwwwwwwwwwwww.",
                ".cwwwwwwwwwwwwwwwwwwwwwwc.",
                "..........................",
            ],
            legend: [
                ".": Style(),
                "c": Style(foreground: .indexed(231)),
                "T": Style(foreground: .indexed(16), background: .indexed(231), attributes: .bold),
                "w": Style(foreground: .indexed(16), background: .indexed(231)),
                "i": Style(foreground: .indexed(16), background: .indexed(250)),
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
