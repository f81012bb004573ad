import SectionLayout
import Testing

@testable import CellGrid

/// A label is drawn only when it shows whole in the visible part of its cell, and a title only when the
/// visible part of its strip holds it whole: a cell cut by the screen's edge (the last of a scrolled
/// orthogonal row, the first of one scrolled on) would show a fragment such as `0` or `.0`, which reads
/// as another item's index path, and a cut title part of another title.
@Suite struct CutLabelPictureTests {
    /// One orthogonal row of 40×30 items, 10 apart, in a 100-point wide collection view: 5 points a
    /// column, the labels on each box's middle row.
    static let row: LayoutResult = {
        let item = LayoutItem(width: .absolute(40), height: .absolute(30))
        let group = LayoutGroup.horizontal(LayoutSize(width: .absolute(40), height: .absolute(30)), subitems: [.item(item)])
        let section = LayoutSection(items: 6, group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
        return CompositionalLayout(sections: [section]).layout(in: s(100, 100))
    }()

    func rowPicture(offset: Double) -> Grid {
        var grid = Grid(width: 20, height: 3)
        let viewport = Viewport(columns: 20, rows: 3, scale: CellScale(pointsPerColumn: 5), orthogonalOffsets: [0: offset])
        LayoutRenderer(theme: .monochrome).render(Self.row, viewport: viewport, into: &grid)
        return grid
    }

    @Test func cellsCutByTheScreensEdgesShowNoLabel() {
        // Scrolled on by 15 points: item 0 at x −15…25 (columns −3…4), its label's columns −1…1;
        // item 2 at x 85…125 (columns 17…24), its label's columns 19…21.
        expectPicture(
            rowPicture(offset: 15),
            [
                "────┐  ┌──────┐  ┌──",
                "    │  │ 0.1  │  │  ",
                "────┘  └──────┘  └──",
            ])
        // Not scrolled: items 0 and 1 whole, item 2's label (columns 21…23) beyond the edge.
        expectPicture(
            rowPicture(offset: 0),
            [
                "┌──────┐  ┌──────┐  ",
                "│ 0.0  │  │ 0.1  │  ",
                "└──────┘  └──────┘  ",
            ])
        // Scrolled on by 5 points: item 0 at columns −1…6, its label's columns 1…3 whole although its
        // box is cut; item 2 at columns 19…26, its label's columns 21…23 off screen.
        expectPicture(
            rowPicture(offset: 5),
            [
                "──────┐  ┌──────┐  ┌",
                " 0.0  │  │ 0.1  │  │",
                "──────┘  └──────┘  └",
            ])
    }

    @Test func titlesCutByTheScreensEdgeAreLeftOut() {
        // The vertical layout seen 20 points (4 columns) to the right: the header's title (columns 2…10
        // of the content) would lose its first letters and item 0.0's label (columns 3…5) its `0.`;
        // the footer's title (columns 9…17) shows whole.
        expectPicture(
            render(
                RendererPictureTests.twoSections(.vertical), columns: 20, rows: 8, pointsPerColumn: 5,
                offset: Point(x: 20, y: 0)
            ).grid,
            [
                "                    ",
                "                    ",
                "░░░░░░░░░░░░░░░░    ",
                "───┐░░░░┌────┐░░    ",
                "   │░░░░│0.1 │░░    ",
                "───┘░░░░└────┘░░    ",
                "░░░░░░░░░░░░░░░░    ",
                "     Section 0      ",
            ])
    }

    @Test func turnedTitlesCutByTheScreensEdgeAreLeftOut() {
        // The horizontal layout seen 10 points (2 rows) down: each header's title, turned down its strip
        // from the top (rows 1…9 of the content), would lose its `S`; the footers' (rows 10…18) show whole.
        let grid = render(
            RendererPictureTests.twoSections(.horizontal), columns: 80, rows: 20, pointsPerColumn: 2.5,
            offset: Point(x: 0, y: 10)
        ).grid
        expectPicture(
            grid,
            [
                "        ░░░░┌──────────┐░░░░            ▒▒▒▒┌──────────┐▒▒▒▒┌──────────┐▒▒▒▒    ",
                "        ░░░░│          │░░░░            ▒▒▒▒│          │▒▒▒▒│          │▒▒▒▒    ",
                "        ░░░░│   0.0    │░░░░            ▒▒▒▒│   1.0    │▒▒▒▒│   1.2    │▒▒▒▒    ",
                "        ░░░░│          │░░░░            ▒▒▒▒│          │▒▒▒▒│          │▒▒▒▒    ",
                "        ░░░░│          │░░░░            ▒▒▒▒│          │▒▒▒▒│          │▒▒▒▒    ",
                "        ░░░░└──────────┘░░░░            ▒▒▒▒└──────────┘▒▒▒▒└──────────┘▒▒▒▒    ",
                "        ░░░░░░░░░░░░░░░░░░░░            ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒    ",
                "        ░░░░░░░░░░░░░░░░░░░░            ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒    ",
                "        ░░░░░░░░░░░░░░░░░░░░ S          ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ S  ",
                "        ░░░░░░░░░░░░░░░░░░░░ e          ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ e  ",
                "        ░░░░┌──────────┐░░░░ c          ▒▒▒▒┌──────────┐▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ c  ",
                "        ░░░░│          │░░░░ t          ▒▒▒▒│          │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ t  ",
                "        ░░░░│   0.1    │░░░░ i          ▒▒▒▒│   1.1    │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ i  ",
                "        ░░░░│          │░░░░ o          ▒▒▒▒│          │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ o  ",
                "        ░░░░│          │░░░░ n          ▒▒▒▒│          │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ n  ",
                "        ░░░░└──────────┘░░░░            ▒▒▒▒└──────────┘▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒    ",
                "        ░░░░░░░░░░░░░░░░░░░░ 0          ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ 1  ",
                "        ░░░░░░░░░░░░░░░░░░░░            ╰▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╯    ",
                "                                                                                ",
                "                                                                                ",
            ])
    }
}
