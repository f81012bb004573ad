import Testing
import SectionLayout
@testable import CellGrid

/// Picture-literal tests of small layouts, drawn in monochrome so backgrounds show as `░` (even
/// sections) and `▒` (odd sections).
@Suite struct RendererPictureTests {
    /// Two sections, 30×30 items, inset 10, header 20, footer 10; section 0 square, section 1 rounded.
    static func twoSections(_ direction: Axis) -> LayoutResult {
        let rounded = SectionBackground(style: BackgroundStyle(color: .white, cornerRadius: 10))
        let flow = FlowLayout(scrollDirection: direction, itemSize: s(30, 30), sectionInset: EdgeInsets(all: 10),
                              headerReferenceSize: s(20, 20), footerReferenceSize: s(10, 10),
                              background: SectionBackground(style: BackgroundStyle(color: .white)),
                              sections: [FlowSection(items: .count(2)),
                                         FlowSection(items: .count(3), background: rounded)])
        return flow.layout(in: direction == .vertical ? s(100, 200) : s(200, 100))
    }

    @Test func twoSectionsVerticalAt5PointsPerColumn() {
        expectPicture(render(Self.twoSections(.vertical), columns: 20, rows: 20, pointsPerColumn: 5).grid, [
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
        ])
    }

    /// At 10 pt per column (20 per row) the 10-point footers are shorter than a row: each still shows
    /// one cell, the row holding its centre (the background's last row), as the snapping rule says.
    @Test func twoSectionsVerticalAt10PointsPerColumn() {
        expectPicture(render(Self.twoSections(.vertical), columns: 10, rows: 10, pointsPerColumn: 10).grid, [
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
        ])
    }

    /// Scrolling horizontally, headers and footers are full-height strips narrower than their titles:
    /// the titles run down them, one character a row (headers from the top, footers up from the bottom).
    @Test func twoSectionsHorizontalAt5PointsPerColumn() {
        expectPicture(render(Self.twoSections(.horizontal), columns: 40, rows: 10, pointsPerColumn: 5).grid, [
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
        ])
    }

    /// At 10 pt per column a 30-point item spans 1.5 rows: the top one snaps to one row, the bottom
    /// one to two (edges at 10→0.5→1, 40→2.5→3; 60→3.5→4, 90→4.5→5 rounding halves up).
    @Test func twoSectionsHorizontalAt10PointsPerColumn() {
        expectPicture(render(Self.twoSections(.horizontal), columns: 20, rows: 5, pointsPerColumn: 10).grid, [
            "S ░░░░░SS ╭▒▒▒▒▒▒▒╮S",
            "e ░[0]░ee ▒[0]▒[2]▒e",
            "c ░░░░░cc ▒▒▒▒▒▒▒▒▒c",
            "t ░┌1┐░tt ▒┌1┐▒▒▒▒▒t",
            "… ░└─┘░…… ╰└─┘▒▒▒▒╯…",
        ])
    }

    static func bordered(cornerRadius: Double, shadowOffset: Size) -> LayoutResult {
        let style = BackgroundStyle(color: .white, cornerRadius: cornerRadius, border: Border(width: 1, color: .black),
                                    shadow: Shadow(offset: shadowOffset, radius: 2, opacity: 0.5))
        return FlowLayout(itemSize: s(30, 20), sectionInset: EdgeInsets(all: 10),
                          background: SectionBackground(margin: EdgeInsets(top: 0, left: 5, bottom: 0, right: 15),
                                                        style: style),
                          sections: [FlowSection(items: .count(2))]).layout(in: s(100, 100))
    }

    @Test func squareBorderWithShadowDownRight() {
        let layout = Self.bordered(cornerRadius: 0, shadowOffset: s(3, 3))
        expectPicture(render(layout, columns: 20, rows: 6, pointsPerColumn: 5).grid, [
            " ┌──────────────┐   ",
            " │┌0.0─┐░░░░┌0.1─┐  ",
            " │└────┘░░░░└────┘  ",
            " └──────────────┘▓  ",
            "  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓  ",
            "                    ",
        ])
    }

    @Test func roundedBorderWithShadowUp() {
        let layout = Self.bordered(cornerRadius: 8, shadowOffset: s(0, -3))
        expectPicture(render(layout, columns: 20, rows: 6, pointsPerColumn: 5, offset: Point(x: 0, y: -10)).grid, [
            " ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓   ",
            " ╭──────────────╮   ",
            " │┌0.0─┐░░░░┌0.1─┐  ",
            " │└────┘░░░░└────┘  ",
            " ╰──────────────╯   ",
            "                    ",
        ])
    }

    @Test func cornerRadiusBelowHalfACellStaysSquare() {
        let layout = Self.bordered(cornerRadius: 2, shadowOffset: s(0, -3))
        let grid = render(layout, columns: 20, rows: 6, pointsPerColumn: 5, offset: Point(x: 0, y: -10)).grid
        #expect(grid.plainLines()[1] == " ┌──────────────┐   ")
    }

    static let bigItems = FlowLayout(itemSize: s(40, 40), sections: [FlowSection(items: .count(6))])

    @Test func itemCutAtTheTopHasNoTopBorder() {
        let layout = Self.bigItems.layout(in: s(100, 200))
        expectPicture(render(layout, columns: 20, rows: 6, pointsPerColumn: 5, offset: Point(x: 0, y: 20)).grid, [
            "│      │    │      │",
            "└──────┘    └──────┘",
            "                    ",
            "┌──────┐    ┌──────┐",
            "│ 0.2  │    │ 0.3  │",
            "│      │    │      │",
        ])
    }

    @Test func itemCutAtTheLeftHasNoLeftBorder() {
        var flow = Self.bigItems
        flow.scrollDirection = .horizontal
        let layout = flow.layout(in: s(200, 100))
        expectPicture(render(layout, columns: 16, rows: 10, pointsPerColumn: 5, offset: Point(x: 20, y: 0)).grid, [
            "───┐  ┌──────┐  ",
            "0  │  │ 0.2  │  ",
            "   │  │      │  ",
            "───┘  └──────┘  ",
            "                ",
            "                ",
            "───┐  ┌──────┐  ",
            "1  │  │ 0.3  │  ",
            "   │  │      │  ",
            "───┘  └──────┘  ",
        ])
    }

    /// The `cards` look in a view `width` points wide: two sections of 2 and 1 items, rounded cards
    /// 10 pt below the header's top and 5 pt in from the edges.
    static func roundedCards(width: Double) -> LayoutResult {
        let card = FlowLayout(itemSize: s(30, 20), sectionInset: EdgeInsets(top: 0, left: 10, bottom: 10, right: 10),
                              headerReferenceSize: s(0, 30),
                              background: SectionBackground(includeHeader: true,
                                                            margin: EdgeInsets(top: 10, left: 5, bottom: 0, right: 5),
                                                            style: BackgroundStyle(color: .white, cornerRadius: 10)),
                              sections: [FlowSection(items: .count(2)), FlowSection(items: .count(1))])
        return card.layout(in: s(width, 200))
    }

    /// The `cards` look titled in CJK: the title goes inside the card, `第1组` keeps its five columns
    /// and the corner stays.
    @Test func cjkTitlesOnRoundedCards() {
        let (grid, _) = render(Self.roundedCards(width: 100), columns: 20, rows: 13, pointsPerColumn: 5,
                               labels: RenderLabels(sectionTitles: ["第1组", "第2组"]))
        expectPicture(grid, [
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
        ])
        #expect(grid[3, 1].isWide && grid[4, 1].isContinuation)
        #expect(grid.style(atX: 3, y: 1).attributes.contains(.bold))
    }

    @Test func oneCellItemsAreFilledBlocks() {
        let tiny = FlowLayout(itemSize: s(5, 10), minimumLineSpacing: 10, minimumInteritemSpacing: 5,
                              sections: [FlowSection(items: .count(7))])
        expectPicture(render(tiny.layout(in: s(50, 100)), columns: 10, rows: 3, pointsPerColumn: 5).grid, [
            "█ █  █ █ █",
            "          ",
            "█ █       ",
        ])
    }

    @Test func contentInsetShiftsTheContent() {
        let layout = Self.bigItems.layout(in: s(80, 200))
        let inset = EdgeInsets(top: 10, left: 10, bottom: 0, right: 10)
        expectPicture(render(layout, columns: 20, rows: 6, pointsPerColumn: 5, inset: inset).grid, [
            "                    ",
            "      ┌──────┐      ",
            "      │ 0.0  │      ",
            "      │      │      ",
            "      └──────┘      ",
            "                    ",
        ])
    }

    @Test func orthogonalOffsetsScrollTheirSection() {
        let item = LayoutItem(width: .absolute(30), height: .absolute(20))
        let group = LayoutGroup.horizontal(LayoutSize(width: .absolute(30), height: .absolute(20)),
                                           subitems: [.item(item)])
        let section = LayoutSection(items: 6, group: group, interGroupSpacing: 10,
                                    orthogonalScrollingBehavior: .continuous)
        let layout = CompositionalLayout(sections: [section]).layout(in: s(100, 100))
        var grid = Grid(width: 20, height: 2)
        let viewport = Viewport(columns: 20, rows: 2, scale: CellScale(pointsPerColumn: 5), orthogonalOffsets: [0: 40])
        LayoutRenderer(theme: .monochrome).render(layout, viewport: viewport, into: &grid)
        expectPicture(grid, [
            "┌0.1─┐  ┌0.2─┐  ┌0.3",
            "└────┘  └────┘  └───",
        ])
    }

    @Test func renderingIntoAnAreaLeavesTheRestAlone() {
        var grid = Grid(lines: ["status bar          ", "", "", "", ""])
        let viewport = Viewport(columns: 20, rows: 4, scale: CellScale(pointsPerColumn: 5),
                                contentOffset: Point(x: 0, y: 20))
        LayoutRenderer(theme: .monochrome).render(Self.twoSections(.vertical), viewport: viewport, into: &grid,
                                                  area: CellRect(x: 0, y: 1, width: 20, height: 4))
        expectPicture(grid, [
            "status bar          ",
            "░░░░░░░░░░░░░░░░░░░░",
            "░░┌────┐░░░░┌────┐░░",
            "░░│0.0 │░░░░│0.1 │░░",
            "░░└────┘░░░░└────┘░░",
        ])
    }
}

/// Titles down narrow strips: only when more of the title shows that way, CJK keeping two columns.
@Suite struct VerticalTitleTests {
    static func strip(title: String, headerWidth: Double) -> Grid {
        let flow = FlowLayout(scrollDirection: .horizontal, itemSize: s(20, 20), sectionInset: EdgeInsets(all: 5),
                              headerReferenceSize: s(headerWidth, 0),
                              background: SectionBackground(includeHeader: true, style: BackgroundStyle(color: .white)),
                              sections: [FlowSection(items: .count(3))])
        return render(flow.layout(in: s(200, 80)), columns: 12, rows: 8, pointsPerColumn: 5,
                      labels: RenderLabels(sectionTitles: [title])).grid
    }

    @Test func aCJKTitleRunsDownAThreeColumnStrip() {
        let grid = Self.strip(title: "第2组", headerWidth: 15)
        expectPicture(grid, [
            "░░░░░░░░░░░░",
            "░第░┌0─┐░░┌2",
            "░2░░└──┘░░└─",
            "░组░░░░░░░░░",
            "░░░░░░░░░░░░",
            "░░░░░░░░░░░░",
            "░░░░┌1─┐░░░░",
            "░░░░└──┘░░░░",
        ])
        #expect(grid[1, 1].isWide && grid.style(atX: 1, y: 1).attributes.contains(.bold))
    }

    @Test func aTitleThatFitsAcrossStaysAcross() {
        let grid = Self.strip(title: "ab", headerWidth: 40)
        #expect(grid.plainLines()[3].hasPrefix("░ ab ░"), "\(grid.plainLines())")
    }
}
