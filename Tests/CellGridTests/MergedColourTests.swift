import SectionLayout
import Testing

@testable import CellGrid

/// Neighbours whose different spec colours fall on one terminal colour (white and a light gray are
/// both palette 7 in 8 colours) are told apart by the section's fill pattern; neighbours that differ
/// on screen, or share one spec colour, stay plain.
@Suite struct MergedColourTests {
    static let lightGray = Color(red: 242, green: 242, blue: 247)

    /// The characters of each section's background cells (those no item covers).
    static func fills(_ colors: [Color?], theme: Theme) -> [Set<Character>] {
        let layout = RendererColorTests.sectionsLayout(colors: colors)
        let (grid, _) = render(layout, columns: 100, rows: 120, pointsPerColumn: 3.75, theme: theme)
        let scale = CellScale(pointsPerColumn: 3.75)
        return colors.indices.map { section in
            Set(
                RendererColorTests.backgroundOnlyCells(layout, section: section, scale: scale, grid: grid)
                    .map { grid.character(atX: $0.0, y: $0.1) })
        }
    }

    @Test func touchingSectionsThatLookAlikeGetPatterns() {
        let colors: [Color?] = [.white, Self.lightGray, .white, .white]
        // Section 1 looks like section 0, section 2 like section 1; section 3 has section 2's own colour.
        #expect(Self.fills(colors, theme: Theme(depth: .ansi8)) == [[" "], ["▒"], ["░"], [" "]])
        #expect(Self.fills(colors, theme: Theme(depth: .palette256)) == [[" "], [" "], [" "], [" "]])
        #expect(Self.fills(colors, theme: Theme(depth: .truecolor)) == [[" "], [" "], [" "], [" "]])
    }

    @Test func aCardLikeTheCanvasGetsItsPatternInAContrastingInk() {
        let theme = Theme(depth: .ansi8, canvas: Self.lightGray)
        #expect(theme.showsAlike(.white, Self.lightGray) && !theme.showsAlike(.white, .white))
        #expect(!Theme(depth: .palette256).showsAlike(.white, Self.lightGray))
        let card = FlowLayout(
            itemSize: s(30, 20), sectionInset: EdgeInsets(all: 10),
            background: SectionBackground(style: BackgroundStyle(color: .white, cornerRadius: 10)),
            sections: [FlowSection(items: .count(1))])
        let (grid, _) = render(card.layout(in: s(60, 60)), columns: 12, rows: 6, pointsPerColumn: 5, theme: theme)
        expectPicture(
            grid,
            [
                "╭░░░░░░░░░░╮",
                "░░░┌0.0─┐░░░",
                "░░░└────┘░░░",
                "╰░░░░░░░░░░╯",
                "            ",
                "            ",
            ],
            styles: [
                "pppppppppppp",
                "pppppppppppp",
                "pppppppppppp",
                "pppppppppppp",
                "pppppppppppp",
                "pppppppppppp",
            ],
            legend: [
                "p": Style(foreground: .indexed(0), background: .indexed(7))
            ])
        #expect(grid.style(atX: 3, y: 0) == Style(foreground: .indexed(0), background: .indexed(7)))
        #expect(
            grid.style(atX: 0, y: 0) == Style(foreground: .indexed(0), background: .indexed(7)),
            "the corner in the pattern's ink, over the canvas")
        #expect(grid.style(atX: 5, y: 5) == Style(foreground: .indexed(0), background: .indexed(7)), "the canvas")
    }
}
