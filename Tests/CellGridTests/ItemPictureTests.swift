import SectionLayout
import Testing

@testable import CellGrid

/// Items cut by the viewport, one-cell items, content insets, orthogonal rows and drawing into an area.
@Suite struct ItemPictureTests {
    static let bigItems = FlowLayout(itemSize: s(40, 40), sections: [FlowSection(items: .count(6))])

    @Test func itemCutAtTheTopHasNoTopBorder() {
        let layout = Self.bigItems.layout(in: s(100, 200))
        expectPicture(
            render(layout, columns: 20, rows: 6, pointsPerColumn: 5, offset: Point(x: 0, y: 20)).grid,
            [
                "│      │    │      │",
                "└──────┘    └──────┘",
                "                    ",
                "┌──────┐    ┌──────┐",
                "│ 0.2  │    │ 0.3  │",
                "│      │    │      │",
            ],
            styles: [
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
            ], legend: .monochrome)
    }

    @Test func itemCutAtTheLeftHasNoLeftBorder() {
        var flow = Self.bigItems
        flow.scrollDirection = .horizontal
        let layout = flow.layout(in: s(200, 100))
        // Items 0.0 and 0.1, cut, show no label: their last columns ("0", "1") would read as other items.
        expectPicture(
            render(layout, columns: 16, rows: 10, pointsPerColumn: 5, offset: Point(x: 20, y: 0)).grid,
            [
                "───┐  ┌──────┐  ",
                "   │  │ 0.2  │  ",
                "   │  │      │  ",
                "───┘  └──────┘  ",
                "                ",
                "                ",
                "───┐  ┌──────┐  ",
                "   │  │ 0.3  │  ",
                "   │  │      │  ",
                "───┘  └──────┘  ",
            ],
            styles: [
                "................",
                "................",
                "................",
                "................",
                "................",
                "................",
                "................",
                "................",
                "................",
                "................",
            ], legend: .monochrome)
    }

    @Test func oneCellItemsAreFilledBlocks() {
        let tiny = FlowLayout(
            itemSize: s(5, 10), minimumLineSpacing: 10, minimumInteritemSpacing: 5,
            sections: [FlowSection(items: .count(7))])
        expectPicture(
            render(tiny.layout(in: s(50, 100)), columns: 10, rows: 3, pointsPerColumn: 5).grid,
            [
                "█ █  █ █ █",
                "          ",
                "█ █       ",
            ],
            styles: [
                "..........",
                "..........",
                "..........",
            ], legend: .monochrome)
    }

    @Test func contentInsetShiftsTheContent() {
        let layout = Self.bigItems.layout(in: s(80, 200))
        let inset = EdgeInsets(top: 10, left: 10, bottom: 0, right: 10)
        expectPicture(
            render(layout, columns: 20, rows: 6, pointsPerColumn: 5, inset: inset).grid,
            [
                "                    ",
                "      ┌──────┐      ",
                "      │ 0.0  │      ",
                "      │      │      ",
                "      └──────┘      ",
                "                    ",
            ],
            styles: [
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
            ], legend: .monochrome)
    }

    @Test func orthogonalOffsetsScrollTheirSection() {
        let item = LayoutItem(width: .absolute(30), height: .absolute(20))
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .absolute(30), height: .absolute(20)),
            subitems: [.item(item)])
        let section = LayoutSection(
            items: 6, group: group, interGroupSpacing: 10,
            orthogonalScrollingBehavior: .continuous)
        let layout = CompositionalLayout(sections: [section]).layout(in: s(100, 100))
        var grid = Grid(width: 20, height: 2)
        let viewport = Viewport(columns: 20, rows: 2, scale: CellScale(pointsPerColumn: 5), orthogonalOffsets: [0: 40])
        LayoutRenderer(theme: .monochrome).render(layout, viewport: viewport, into: &grid)
        expectPicture(
            grid,
            [
                "┌0.1─┐  ┌0.2─┐  ┌0.3",
                "└────┘  └────┘  └───",
            ],
            styles: [
                "....................",
                "....................",
            ], legend: .monochrome)
    }

    @Test func renderingIntoAnAreaLeavesTheRestAlone() {
        var grid = Grid(lines: ["status bar          ", "", "", "", ""])
        let viewport = Viewport(
            columns: 20, rows: 4, scale: CellScale(pointsPerColumn: 5),
            contentOffset: Point(x: 0, y: 20))
        LayoutRenderer(theme: .monochrome).render(
            RendererPictureTests.twoSections(.vertical), viewport: viewport, into: &grid,
            area: CellRect(x: 0, y: 1, width: 20, height: 4))
        expectPicture(
            grid,
            [
                "status bar          ",
                "░░░░░░░░░░░░░░░░░░░░",
                "░░┌────┐░░░░┌────┐░░",
                "░░│0.0 │░░░░│0.1 │░░",
                "░░└────┘░░░░└────┘░░",
            ],
            styles: [
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
            ], legend: .monochrome)
    }
}
