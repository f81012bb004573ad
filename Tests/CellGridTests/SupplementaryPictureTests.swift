import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// Issue 13's elements drawn (issue 14's drawing half): badges above their cells, boundary items of
/// other element kinds as labelled strips, the layout's own items (no section title: `Layout header`),
/// in both scroll directions, true colour with style maps.
@Suite struct SupplementaryPictureTests {
    /// A 20×20 badge centred on each cell's top-trailing corner (`[top, trailing]`, fractional offset
    /// (0.5, −0.5): UIKit's badge example).
    static let badge = LayoutSupplementaryItem(
        elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
        containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))

    /// Two 40×40 cells 20 apart along a row (vertical) or a column (horizontal), 20 in from the leading
    /// edge of the scroll axis, each with `badge`.
    static func badged(_ axis: Axis) -> LayoutResult {
        let item = LayoutItem(width: .absolute(40), height: .absolute(40), supplementaryItems: [badge])
        let vertical = axis == .vertical
        let group =
            vertical
            ? LayoutGroup.horizontal(
                LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), subitems: [.item(item)],
                interItemSpacing: .fixed(20))
            : LayoutGroup.vertical(
                LayoutSize(width: .absolute(40), height: .fractionalHeight(1)), subitems: [.item(item)],
                interItemSpacing: .fixed(20))
        let insets =
            vertical
            ? DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
            : DirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0)
        let section = LayoutSection(
            items: 2, group: group, contentInsets: insets,
            background: BackgroundDecoration(style: BackgroundStyle(color: Color("blue"))))
        return CompositionalLayout(scrollDirection: axis, sections: [section])
            .layout(in: vertical ? s(120, 80) : s(120, 160))
    }

    static let blue: StyleLegend = [
        "u": Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 255)),
        "i": Style(foreground: .rgb(0, 0, 0), background: .rgb(115, 115, 255)),
        "b": Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)),
        "w": Style(foreground: .rgb(255, 255, 255), background: .rgb(115, 115, 255)),
        "W": Style(foreground: .rgb(255, 255, 255)),
        "_": Style(),
    ]

    @Test func badgesDrawAboveTheirCellsScrollingVertically() {
        let grid = render(Self.badged(.vertical), columns: 24, rows: 8, pointsPerColumn: 5, theme: Theme(depth: .truecolor)).grid
        expectPicture(
            grid,
            [
                "                        ",
                "      ╭b…╮        ╭b…╮  ",
                "┌─────╰──╯  ┌─────╰──╯  ",
                "│ 0.0  │    │ 0.1  │    ",
                "│      │    │      │    ",
                "└──────┘    └──────┘    ",
                "                        ",
                "                        ",
            ],
            styles: [
                "uuuuuuuuuuuuuuuuuuuuuuuu",
                "uuuuuuubbuuuuuuuuuubbuuu",
                "iiiiiiwbbuuuiiiiiiwbbuuu",
                "iiiiiiiiuuuuiiiiiiiiuuuu",
                "iiiiiiiiuuuuiiiiiiiiuuuu",
                "iiiiiiiiuuuuiiiiiiiiuuuu",
                "________________________",
                "________________________",
            ], legend: Self.blue)
    }

    /// A 30×30 badge (x 25–55, y 5–35) is 6 columns by 3 rows at 5 pt a column: "badge" does not fit
    /// the 2 columns inside its padding, so it is cut on the middle row ("b…"), not spelt down the rows
    /// one letter each (a header's or a boundary item's tall strip may be; a badge never is).
    @Test func aBadgeLabelThatDoesNotFitIsCutOnItsRowNotWrapped() {
        let tall = LayoutSupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(30), height: .absolute(30)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
        let item = LayoutItem(width: .absolute(40), height: .absolute(40), supplementaryItems: [tall])
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), subitems: [.item(item)],
            interItemSpacing: .fixed(20))
        let section = LayoutSection(
            items: 1, group: group, contentInsets: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        let result = CompositionalLayout(sections: [section]).layout(in: s(120, 80))
        let grid = render(result, columns: 24, rows: 8, pointsPerColumn: 5).grid
        expectPicture(
            grid,
            [
                "                        ",
                "     ╭────╮             ",
                "┌────│ b… │             ",
                "│ 0.0╰────╯             ",
                "│      │                ",
                "└──────┘                ",
                "                        ",
                "                        ",
            ])
    }

    @Test func badgesDrawAboveTheirCellsScrollingHorizontally() {
        let grid = render(Self.badged(.horizontal), columns: 24, rows: 16, pointsPerColumn: 5, theme: Theme(depth: .truecolor))
            .grid
        expectPicture(
            grid,
            [
                "          ╭b…╮          ",
                "    ┌─────╰──╯          ",
                "    │ 0.0  │            ",
                "    │      │            ",
                "    └──────┘            ",
                "                        ",
                "          ╭b…╮          ",
                "    ┌─────╰──╯          ",
                "    │ 0.1  │            ",
                "    │      │            ",
                "    └──────┘            ",
                "                        ",
                "                        ",
                "                        ",
                "                        ",
                "                        ",
            ],
            styles: [
                "uuuuuuuuuuubbW__________",
                "uuuuiiiiiiwbbW__________",
                "uuuuiiiiiiii____________",
                "uuuuiiiiiiii____________",
                "uuuuiiiiiiii____________",
                "uuuuuuuuuuuu____________",
                "uuuuuuuuuuubbW__________",
                "uuuuiiiiiiwbbW__________",
                "uuuuiiiiiiii____________",
                "uuuuiiiiiiii____________",
                "uuuuiiiiiiii____________",
                "uuuuuuuuuuuu____________",
                "uuuuuuuuuuuu____________",
                "uuuuuuuuuuuu____________",
                "uuuuuuuuuuuu____________",
                "uuuuuuuuuuuu____________",
            ], legend: Self.blue)
    }

    /// A global banner (top) and a global item of kind `footer` (bottom, "Layout footer"), a section
    /// header with the section's title, and a `count` item at the section's top-trailing corner that
    /// does not extend it.
    static func boundaryItems(_ axis: Axis) -> LayoutResult {
        let vertical = axis == .vertical
        func strip(_ kind: String, _ length: Double, _ alignment: RectAlignment) -> BoundarySupplementaryItem {
            BoundarySupplementaryItem(
                elementKind: kind,
                size: vertical
                    ? LayoutSize(width: .fractionalWidth(1), height: .absolute(length))
                    : LayoutSize(width: .absolute(length), height: .fractionalHeight(1)),
                alignment: alignment)
        }
        let item = LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1))
        let group =
            vertical
            ? LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), subitems: [.item(item)])
            : LayoutGroup.vertical(LayoutSize(width: .absolute(40), height: .fractionalHeight(1)), subitems: [.item(item)])
        let count = BoundarySupplementaryItem(
            elementKind: "count", size: LayoutSize(width: .absolute(40), height: .absolute(20)),
            alignment: vertical ? .topTrailing : .bottomLeading, extendsBoundary: false)
        let section = LayoutSection(
            items: 1, group: group, header: strip("header", 20, .top),
            boundarySupplementaryItems: [count])
        return CompositionalLayout(
            scrollDirection: axis, sections: [section],
            boundarySupplementaryItems: [
                strip("banner", 30, vertical ? .top : .leading),
                strip("footer", 20, vertical ? .bottom : .trailing),
            ]
        )
        .layout(in: vertical ? s(120, 200) : s(200, 80))
    }

    static let plain: StyleLegend = [
        ".": Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)),
        "T": Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255), attributes: .bold),
        "d": Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255), attributes: .dim),
        "i": Style(foreground: .rgb(0, 0, 0), background: .rgb(115, 182, 255)),
    ]

    @Test func boundaryItemsAndTheLayoutsOwnScrollingVertically() {
        let grid = render(
            Self.boundaryItems(.vertical), columns: 24, rows: 10, pointsPerColumn: 5,
            theme: Theme(depth: .truecolor, canvas: .white), labels: RenderLabels(sectionTitles: ["Mail"])
        ).grid
        expectPicture(
            grid,
            [
                "┌──────────────────────┐",
                "│        banner        │",
                "└──────────────────────┘",
                "  Mail          ┌ cou… ┐",
                "                └──────┘",
                "┌─────────0.0──────────┐",
                "└──────────────────────┘",
                "         Layout footer  ",
                "                        ",
                "                        ",
            ],
            styles: [
                "........................",
                "........................",
                "........................",
                ".TTTTTT.................",
                "........................",
                "iiiiiiiiiiiiiiiiiiiiiiii",
                "iiiiiiiiiiiiiiiiiiiiiiii",
                "........ddddddddddddddd.",
                "........................",
                "........................",
            ], legend: Self.plain)
    }

    @Test func boundaryItemsAndTheLayoutsOwnScrollingHorizontally() {
        let grid = render(
            Self.boundaryItems(.horizontal), columns: 40, rows: 8, pointsPerColumn: 5,
            theme: Theme(depth: .truecolor, canvas: .white), labels: RenderLabels(sectionTitles: ["Mail"])
        ).grid
        expectPicture(
            grid,
            [
                "┌────┐    ┌──────┐                      ",
                "│ b  │ M  │      │ L                    ",
                "│ a  │ a  │      │ a                    ",
                "│ n  │ i  │ 0.0  │ y                    ",
                "│ n  │ l  │      │ o                    ",
                "│ e  │    │      │ u                    ",
                "│ r  │┌ co│      │ …                    ",
                "└────┘└───└──────┘                      ",
            ],
            styles: [
                "..........iiiiiiii......................",
                ".......T..iiiiiiii.d....................",
                ".......T..iiiiiiii.d....................",
                ".......T..iiiiiiii.d....................",
                ".......T..iiiiiiii.d....................",
                "..........iiiiiiii.d....................",
                "..........iiiiiiii.d....................",
                "..........iiiiiiii......................",
            ], legend: Self.plain)
    }
}
