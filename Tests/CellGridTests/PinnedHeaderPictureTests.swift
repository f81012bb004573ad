import SectionLayout
import Testing

@testable import CellGrid

/// Pinned headers drawn above the cells scrolling under them (issue 14 §1: "pinned elements draw above
/// cells"), both directions, true colour and monochrome, with style maps.
@Suite struct PinnedHeaderPictureTests {
    /// Two sections of six 30×20 items (three a line, 120 wide) under pinned headers 20 tall, the items
    /// on a blue background: scrolled 30 pt, section 0's header sticks at 30 over its first line of
    /// cells, which it hides (UIKit's `sectionHeadersPinToVisibleBounds`); its strip takes what is
    /// beneath it there, its section's blue (section 1's header, at rest, is on the white canvas).
    /// Horizontally the mirror.
    static func pinnedHeaders(_ axis: Axis) -> LayoutResult {
        let vertical = axis == .vertical
        var flow = FlowLayout(
            scrollDirection: axis, itemSize: vertical ? s(30, 20) : s(20, 30),
            headerReferenceSize: vertical ? s(0, 20) : s(20, 0),
            background: SectionBackground(style: BackgroundStyle(color: Color("blue"))),
            sections: [FlowSection(items: .count(6)), FlowSection(items: .count(6))])
        flow.sectionHeadersPinToVisibleBounds = true
        return flow.layout(in: vertical ? s(120, 60) : s(120, 120))
    }

    static let pinnedLegend: StyleLegend = [
        ".": Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)),
        "T": Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255), attributes: .bold),
        "u": Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 255)),
        "i": Style(foreground: .rgb(0, 0, 0), background: .rgb(115, 115, 255)),
        "U": Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 255), attributes: .bold),
    ]

    @Test func aPinnedHeaderHidesTheCellsScrollingUnderItVertically() {
        let grid = render(
            Self.pinnedHeaders(.vertical), columns: 24, rows: 6, pointsPerColumn: 5, offset: Point(x: 0, y: 30),
            theme: Theme(depth: .truecolor, canvas: .white)
        ).grid
        expectPicture(
            grid,
            [
                "  Section 0             ",
                "                        ",
                "┌0.3─┐   ┌0.4─┐   ┌0.5─┐",
                "└────┘   └────┘   └────┘",
                "  Section 1             ",
                "                        ",
            ],
            styles: [
                "uUUUUUUUUUUUuuuuuuuuuuuu",
                "uuuuuuuuuuuuuuuuuuuuuuuu",
                "iiiiiiuuuiiiiiiuuuiiiiii",
                "iiiiiiuuuiiiiiiuuuiiiiii",
                ".TTTTTTTTTTT............",
                "........................",
            ], legend: Self.pinnedLegend)
    }

    @Test func aPinnedHeaderHidesTheCellsScrollingUnderItHorizontally() {
        let grid = render(
            Self.pinnedHeaders(.horizontal), columns: 24, rows: 12, pointsPerColumn: 5, offset: Point(x: 30, y: 0),
            theme: Theme(depth: .truecolor, canvas: .white)
        ).grid
        expectPicture(
            grid,
            [
                "    ┌──┐    ┌──┐  ┌──┐  ",
                " S  │3 │ S  │0 │  │3 │  ",
                " e  └──┘ e  └──┘  └──┘  ",
                " c       c              ",
                " t       t              ",
                " i  ┌──┐ i  ┌──┐  ┌──┐  ",
                " o  │4 │ o  │1 │  │4 │  ",
                " n  └──┘ n  └──┘  └──┘  ",
                "                        ",
                " 0  ┌──┐ 1  ┌──┐  ┌──┐  ",
                "    │5 │    │2 │  │5 │  ",
                "    └──┘    └──┘  └──┘  ",
            ],
            styles: [
                "uuuuiiii....iiiiuuiiii..",
                "uUuuiiii.T..iiiiuuiiii..",
                "uUuuiiii.T..iiiiuuiiii..",
                "uUuuuuuu.T..uuuuuuuuuu..",
                "uUuuuuuu.T..uuuuuuuuuu..",
                "uUuuiiii.T..iiiiuuiiii..",
                "uUuuiiii.T..iiiiuuiiii..",
                "uUuuiiii.T..iiiiuuiiii..",
                "uuuuuuuu....uuuuuuuuuu..",
                "uUuuiiii.T..iiiiuuiiii..",
                "uuuuiiii....iiiiuuiiii..",
                "uuuuiiii....iiiiuuiiii..",
            ], legend: Self.pinnedLegend)
    }

    /// In monochrome the strip is blank (never a section's `░`/`▒`), its title bold.
    @Test func aPinnedHeaderInMonochrome() {
        let grid = render(Self.pinnedHeaders(.vertical), columns: 24, rows: 6, pointsPerColumn: 5, offset: Point(x: 0, y: 30))
            .grid
        expectPicture(
            grid,
            [
                "  Section 0             ",
                "                        ",
                "┌0.3─┐░░░┌0.4─┐░░░┌0.5─┐",
                "└────┘░░░└────┘░░░└────┘",
                "  Section 1             ",
                "                        ",
            ],
            styles: [
                ".bbbbbbbbbbb............",
                "........................",
                "........................",
                "........................",
                ".bbbbbbbbbbb............",
                "........................",
            ], legend: .monochrome)
    }
}
