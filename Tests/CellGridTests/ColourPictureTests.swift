import SectionLayout
import Testing

@testable import CellGrid

/// The picture tests' layouts drawn in colour: characters and, cell by cell, the colours and
/// attributes they are drawn in, so a colour regression fails a picture.
@Suite struct ColourPictureTests {
    /// Both sections white in 256 colours (palette 231), their items a grey (250) with black (16) labels
    /// and outlines; titles outside the backgrounds in the terminal's default colours, bold in headers
    /// and dim in footers; the rounded corners in white over the terminal's background.
    @Test func twoSectionsVerticalIn256Colours() {
        let grid = render(
            RendererPictureTests.twoSections(.vertical), columns: 20, rows: 20, pointsPerColumn: 5,
            theme: Theme(depth: .palette256)
        ).grid
        expectPicture(
            grid,
            [
                "  Section 0         ",
                "                    ",
                "                    ",
                "  ┌────┐    ┌────┐  ",
                "  │0.0 │    │0.1 │  ",
                "  └────┘    └────┘  ",
                "                    ",
                "         Section 0  ",
                "  Section 1         ",
                "                    ",
                "╭                  ╮",
                "  ┌────┐    ┌────┐  ",
                "  │1.0 │    │1.1 │  ",
                "  └────┘    └────┘  ",
                "                    ",
                "  ┌────┐            ",
                "  │1.2 │            ",
                "  └────┘            ",
                "╰                  ╯",
                "         Section 1  ",
            ],
            styles: [
                ".TTTTTTTTTTT........",
                "....................",
                "wwwwwwwwwwwwwwwwwwww",
                "wwiiiiiiwwwwiiiiiiww",
                "wwiiiiiiwwwwiiiiiiww",
                "wwiiiiiiwwwwiiiiiiww",
                "wwwwwwwwwwwwwwwwwwww",
                "........fffffffffff.",
                ".TTTTTTTTTTT........",
                "....................",
                "cwwwwwwwwwwwwwwwwwwc",
                "wwiiiiiiwwwwiiiiiiww",
                "wwiiiiiiwwwwiiiiiiww",
                "wwiiiiiiwwwwiiiiiiww",
                "wwwwwwwwwwwwwwwwwwww",
                "wwiiiiiiwwwwwwwwwwww",
                "wwiiiiiiwwwwwwwwwwww",
                "wwiiiiiiwwwwwwwwwwww",
                "cwwwwwwwwwwwwwwwwwwc",
                "........fffffffffff.",
            ],
            legend: [
                ".": Style(),
                "T": Style(attributes: .bold),
                "w": Style(foreground: .indexed(16), background: .indexed(231)),
                "i": Style(foreground: .indexed(16), background: .indexed(250)),
                "f": Style(attributes: .dim),
                "c": Style(foreground: .indexed(231)),
            ])
    }

    /// Horizontal scrolling in true colour with a light gray collection view: titles run down the strips
    /// in black on the gray (bold headers, dim footers), items in white mixed a quarter with black
    /// (191), the rounded card's corners in white over the gray.
    @Test func twoSectionsHorizontalInTrueColourOnLightGray() {
        let theme = Theme(depth: .truecolor, canvas: Color("lightGray"))
        let grid = render(
            RendererPictureTests.twoSections(.horizontal), columns: 40, rows: 10, pointsPerColumn: 5,
            theme: theme
        ).grid
        expectPicture(
            grid,
            [
                "                    ╭                ╮  ",
                " S    ┌────┐  S  S    ┌────┐  ┌────┐  S ",
                " e    │0.0 │  e  e    │1.0 │  │1.2 │  e ",
                " c    └────┘  c  c    └────┘  └────┘  c ",
                " t            t  t                    t ",
                " i            i  i                    i ",
                " o    ┌────┐  o  o    ┌────┐          o ",
                " n    │0.1 │  n  n    │1.1 │          n ",
                " …    └────┘  …  …    └────┘          … ",
                "                    ╰                ╯  ",
            ],
            styles: [
                "ggggwwwwwwwwwwggggggcwwwwwwwwwwwwwwwwcgg",
                "gTggwwiiiiiiwwfggTggwwiiiiiiwwiiiiiiwwfg",
                "gTggwwiiiiiiwwfggTggwwiiiiiiwwiiiiiiwwfg",
                "gTggwwiiiiiiwwfggTggwwiiiiiiwwiiiiiiwwfg",
                "gTggwwwwwwwwwwfggTggwwwwwwwwwwwwwwwwwwfg",
                "gTggwwwwwwwwwwfggTggwwwwwwwwwwwwwwwwwwfg",
                "gTggwwiiiiiiwwfggTggwwiiiiiiwwwwwwwwwwfg",
                "gTggwwiiiiiiwwfggTggwwiiiiiiwwwwwwwwwwfg",
                "gTggwwiiiiiiwwfggTggwwiiiiiiwwwwwwwwwwfg",
                "ggggwwwwwwwwwwggggggcwwwwwwwwwwwwwwwwcgg",
            ],
            legend: [
                "g": Style(foreground: .rgb(0, 0, 0), background: .rgb(170, 170, 170)),
                "w": Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)),
                "c": Style(foreground: .rgb(255, 255, 255), background: .rgb(170, 170, 170)),
                "T": Style(foreground: .rgb(0, 0, 0), background: .rgb(170, 170, 170), attributes: .bold),
                "i": Style(foreground: .rgb(0, 0, 0), background: .rgb(191, 191, 191)),
                "f": Style(foreground: .rgb(0, 0, 0), background: .rgb(170, 170, 170), attributes: .dim),
            ])
    }

    /// The rounded bordered card with its shadow above it, in 16 colours: the band is the shadow's black
    /// mixed half into white (bright black, 8, under white text), the border black on the bright white
    /// card, its corners black over the terminal's background, the items white (7).
    @Test func roundedBorderWithShadowUpIn16Colours() {
        let layout = BorderPictureTests.bordered(cornerRadius: 8, shadowOffset: s(0, -3))
        let grid = render(
            layout, columns: 20, rows: 6, pointsPerColumn: 5, offset: Point(x: 0, y: -10),
            theme: Theme(depth: .ansi16)
        ).grid
        expectPicture(
            grid,
            [
                "                    ",
                " ╭──────────────╮   ",
                " │┌0.0─┐    ┌0.1─┐  ",
                " │└────┘    └────┘  ",
                " ╰──────────────╯   ",
                "                    ",
            ],
            styles: [
                ".ssssssssssssssss...",
                ".bwwwwwwwwwwwwwwb...",
                ".wiiiiiiwwwwiiiiii..",
                ".wiiiiiiwwwwiiiiii..",
                ".bwwwwwwwwwwwwwwb...",
                "....................",
            ],
            legend: [
                ".": Style(),
                "s": Style(foreground: .indexed(15), background: .indexed(8)),
                "b": Style(foreground: .indexed(0)),
                "w": Style(foreground: .indexed(0), background: .indexed(15)),
                "i": Style(foreground: .indexed(0), background: .indexed(7)),
            ])
    }
}
