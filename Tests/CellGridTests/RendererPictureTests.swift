import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// Picture-literal tests of small layouts, drawn in monochrome so backgrounds show as `░` (even
/// sections) and `▒` (odd sections).
@Suite struct RendererPictureTests {
    /// Two sections, 30×30 items, inset 10, header 20, footer 10; section 0 square, section 1 rounded.
    static func twoSections(_ direction: Axis) -> LayoutResult {
        let rounded = SectionBackground(style: BackgroundStyle(color: .white, cornerRadius: 10))
        let flow = FlowLayout(
            scrollDirection: direction, itemSize: s(30, 30), sectionInset: EdgeInsets(all: 10),
            headerReferenceSize: s(20, 20), footerReferenceSize: s(10, 10),
            background: SectionBackground(style: BackgroundStyle(color: .white)),
            sections: [
                FlowSection(items: .count(2)),
                FlowSection(items: .count(3), background: rounded),
            ])
        return flow.layout(in: direction == .vertical ? s(100, 200) : s(200, 100))
    }

    @Test func twoSectionsVerticalAt5PointsPerColumn() {
        expectPicture(
            render(Self.twoSections(.vertical), columns: 20, rows: 20, pointsPerColumn: 5).grid,
            [
                "  Section 0         ",
                "                    ",
                "░░░░░░░░░░░░░░░░░░░░",
                "░░┌────┐░░░░┌────┐░░",
                "░░│0.0 │░░░░│0.1 │░░",
                "░░└────┘░░░░└────┘░░",
                "░░░░░░░░░░░░░░░░░░░░",
                "         Section 0  ",
                "  Section 1         ",
                "                    ",
                "╭▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╮",
                "▒▒┌────┐▒▒▒▒┌────┐▒▒",
                "▒▒│1.0 │▒▒▒▒│1.1 │▒▒",
                "▒▒└────┘▒▒▒▒└────┘▒▒",
                "▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒",
                "▒▒┌────┐▒▒▒▒▒▒▒▒▒▒▒▒",
                "▒▒│1.2 │▒▒▒▒▒▒▒▒▒▒▒▒",
                "▒▒└────┘▒▒▒▒▒▒▒▒▒▒▒▒",
                "╰▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╯",
                "         Section 1  ",
            ],
            styles: [
                ".bbbbbbbbbbb........",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "........ddddddddddd.",
                ".bbbbbbbbbbb........",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "........ddddddddddd.",
            ], legend: .monochrome)
    }

    /// At 10 pt per column (20 per row) the 10-point footers are shorter than a row: each still shows
    /// one cell, the row holding its centre (the background's last row), as the snapping rule says.
    @Test func twoSectionsVerticalAt10PointsPerColumn() {
        expectPicture(
            render(Self.twoSections(.vertical), columns: 10, rows: 10, pointsPerColumn: 10).grid,
            [
                "  Secti…  ",
                "░░░░░░░░░░",
                "░[0]░░[1]░",
                "░ Secti… ░",
                "  Secti…  ",
                "╭▒▒▒▒▒▒▒▒╮",
                "▒[0]▒▒[1]▒",
                "▒▒▒▒▒▒▒▒▒▒",
                "▒[2]▒▒▒▒▒▒",
                "╰ Secti… ╯",
            ],
            styles: [
                ".bbbbbbbb.",
                "..........",
                "..........",
                ".dddddddd.",
                ".bbbbbbbb.",
                "..........",
                "..........",
                "..........",
                "..........",
                ".dddddddd.",
            ], legend: .monochrome)
    }

    /// Scrolling horizontally, headers and footers are full-height strips narrower than their titles:
    /// the titles run down them, one character a row (headers from the top, footers up from the bottom).
    @Test func twoSectionsHorizontalAt5PointsPerColumn() {
        expectPicture(
            render(Self.twoSections(.horizontal), columns: 40, rows: 10, pointsPerColumn: 5).grid,
            [
                "    ░░░░░░░░░░      ╭▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╮  ",
                " S  ░░┌────┐░░S  S  ▒▒┌────┐▒▒┌────┐▒▒S ",
                " e  ░░│0.0 │░░e  e  ▒▒│1.0 │▒▒│1.2 │▒▒e ",
                " c  ░░└────┘░░c  c  ▒▒└────┘▒▒└────┘▒▒c ",
                " t  ░░░░░░░░░░t  t  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒t ",
                " i  ░░░░░░░░░░i  i  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒i ",
                " o  ░░┌────┐░░o  o  ▒▒┌────┐▒▒▒▒▒▒▒▒▒▒o ",
                " n  ░░│0.1 │░░n  n  ▒▒│1.1 │▒▒▒▒▒▒▒▒▒▒n ",
                " …  ░░└────┘░░…  …  ▒▒└────┘▒▒▒▒▒▒▒▒▒▒… ",
                "    ░░░░░░░░░░      ╰▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╯  ",
            ],
            styles: [
                "........................................",
                ".b............d..b....................d.",
                ".b............d..b....................d.",
                ".b............d..b....................d.",
                ".b............d..b....................d.",
                ".b............d..b....................d.",
                ".b............d..b....................d.",
                ".b............d..b....................d.",
                ".b............d..b....................d.",
                "........................................",
            ], legend: .monochrome)
    }

    /// At 10 pt per column a 30-point item spans 1.5 rows: the top one snaps to one row, the bottom
    /// one to two (edges at 10→0.5→1, 40→2.5→3; 60→3.5→4, 90→4.5→5 rounding halves up).
    @Test func twoSectionsHorizontalAt10PointsPerColumn() {
        expectPicture(
            render(Self.twoSections(.horizontal), columns: 20, rows: 5, pointsPerColumn: 10).grid,
            [
                "S ░░░░░SS ╭▒▒▒▒▒▒▒╮S",
                "e ░[0]░ee ▒[0]▒[2]▒e",
                "c ░░░░░cc ▒▒▒▒▒▒▒▒▒c",
                "t ░┌1┐░tt ▒┌1┐▒▒▒▒▒t",
                "… ░└─┘░…… ╰└─┘▒▒▒▒╯…",
            ],
            styles: [
                "b......db..........d",
                "b......db..........d",
                "b......db..........d",
                "b......db..........d",
                "b......db..........d",
            ], legend: .monochrome)
    }

    /// The `cards` look in a view `width` points wide: two sections of 2 and 1 items, rounded cards
    /// 10 pt below the header's top and 5 pt in from the edges.
    static func roundedCards(width: Double) -> LayoutResult {
        let card = FlowLayout(
            itemSize: s(30, 20), sectionInset: EdgeInsets(top: 0, left: 10, bottom: 10, right: 10),
            headerReferenceSize: s(0, 30),
            background: SectionBackground(
                includeHeader: true,
                margin: EdgeInsets(top: 10, left: 5, bottom: 0, right: 5),
                style: BackgroundStyle(color: .white, cornerRadius: 10)),
            sections: [FlowSection(items: .count(2)), FlowSection(items: .count(1))])
        return card.layout(in: s(width, 200))
    }

    /// The `cards` look titled in CJK: the title goes inside the card, `第1组` keeps its five columns
    /// and the corner stays.
    @Test func cjkTitlesOnRoundedCards() {
        let (grid, _) = render(
            Self.roundedCards(width: 100), columns: 20, rows: 13, pointsPerColumn: 5,
            labels: RenderLabels(sectionTitles: ["第1组", "第2组"]))
        expectPicture(
            grid,
            [
                "                    ",
                " ╭ 第1组 ░░░░░░░░░╮ ",
                " ░░░░░░░░░░░░░░░░░░ ",
                " ░┌0.0─┐░░░░┌0.1─┐░ ",
                " ░└────┘░░░░└────┘░ ",
                " ╰░░░░░░░░░░░░░░░░╯ ",
                "                    ",
                " ╭ 第2组 ▒▒▒▒▒▒▒▒▒╮ ",
                " ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ ",
                " ▒┌1.0─┐▒▒▒▒▒▒▒▒▒▒▒ ",
                " ▒└────┘▒▒▒▒▒▒▒▒▒▒▒ ",
                " ╰▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╯ ",
                "                    ",
            ],
            styles: [
                "....................",
                "..bbbbbbb...........",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "..bbbbbbb...........",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
            ], legend: .monochrome)
        #expect(grid[3, 1].isWide && grid[4, 1].isContinuation)
        #expect(grid.style(atX: 3, y: 1).attributes.contains(.bold))
    }
}
