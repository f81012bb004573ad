import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// Colours of rendered sections: each background in its own colour at every depth, and monochrome
/// sections told apart by their fill.
@Suite struct RendererColorTests {
    static let specColors = ["green", "cyan", "blue", "purple"].compactMap { Color($0) }

    /// The `sections` demo: four sections alternating 8 and 4 items, inset 10, full-width backgrounds.
    static func sectionsLayout(colors: [Color?] = specColors) -> LayoutResult {
        let sections = colors.enumerated().map { index, color in
            FlowSection(
                items: .count(index % 2 == 0 ? 8 : 4),
                background: SectionBackground(style: BackgroundStyle(color: color)))
        }
        return FlowLayout(sectionInset: EdgeInsets(all: 10), sections: sections).layout(in: s(375, 667))
    }

    /// The cells of `section`'s background not covered by an item, header or footer, as (column, row).
    static func backgroundOnlyCells(
        _ layout: LayoutResult, section: Int, scale: CellScale,
        grid: Grid
    ) -> [(Int, Int)] {
        guard let background = layout.attributes(kind: .background, section: section) else { return [] }
        let rect = scale.cells(for: background.frame).intersection(grid.bounds)
        let covering = layout.allElements().filter { $0.kind != .background }.map { scale.cells(for: $0.frame) }
        var result: [(Int, Int)] = []
        for row in rect.y..<rect.maxY {
            for column in rect.x..<rect.maxX
            where !covering.contains(where: { $0.contains(column: column, row: row) }) {
                result.append((column, row))
            }
        }
        return result
    }

    @Test(arguments: [ColorDepth.truecolor, .palette256, .ansi16, .ansi8])
    func eachSectionBackgroundCarriesItsOwnColour(depth: ColorDepth) {
        let layout = Self.sectionsLayout()
        let theme = Theme(depth: depth)
        let (grid, _) = render(layout, columns: 100, rows: 120, pointsPerColumn: 3.75, theme: theme)
        let scale = CellScale(pointsPerColumn: 3.75)
        var previous: TerminalColor?
        for section in 0..<4 {
            let expected = theme.terminalColor(Self.specColors[section])
            let cells = Self.backgroundOnlyCells(layout, section: section, scale: scale, grid: grid)
            #expect(cells.count > 50, "section \(section) shows its background")
            for (column, row) in cells {
                let style = grid.style(atX: column, y: row)
                guard style.background == expected else {
                    Issue.record("section \(section) cell (\(column), \(row)) has \(style), expected bg \(expected)")
                    break
                }
            }
            #expect(previous != expected, "sections \(section - 1) and \(section) share a colour at \(depth)")
            previous = expected
        }
    }

    @Test func sectionsWithoutAColourGetPaletteColours() {
        let layout = Self.sectionsLayout(colors: [nil, nil, nil, nil])
        let theme = Theme(depth: .palette256)
        let (grid, _) = render(layout, columns: 100, rows: 120, pointsPerColumn: 3.75, theme: theme)
        let scale = CellScale(pointsPerColumn: 3.75)
        let colours = (0..<4).map { section -> Set<TerminalColor> in
            Set(
                Self.backgroundOnlyCells(layout, section: section, scale: scale, grid: grid)
                    .map { grid.style(atX: $0.0, y: $0.1).background })
        }
        for section in 0..<4 {
            #expect(colours[section].count == 1)
            #expect(!colours[section].contains(.default))
            if section > 0 { #expect(colours[section] != colours[section - 1]) }
        }
    }

    @Test func monochromeTellsAdjacentSectionsApart() {
        let layout = Self.sectionsLayout()
        let (grid, _) = render(layout, columns: 100, rows: 120, pointsPerColumn: 3.75, theme: .monochrome)
        let scale = CellScale(pointsPerColumn: 3.75)
        let fills = (0..<4).map { section in
            Set(
                Self.backgroundOnlyCells(layout, section: section, scale: scale, grid: grid)
                    .map { grid[$0.0, $0.1].scalar })
        }
        #expect(fills == [["░"], ["▒"], ["░"], ["▒"]])
        #expect(grid.styles.allSatisfy { $0.foreground == .default && $0.background == .default })
    }

    @Test func itemsAndTitlesPickReadableText() {
        let flow = FlowLayout(
            itemSize: s(40, 40), sectionInset: EdgeInsets(all: 10), headerReferenceSize: s(0, 20),
            background: SectionBackground(
                includeHeader: true,
                style: BackgroundStyle(color: Color("blue"))),
            sections: [FlowSection(items: .count(1))])
        let theme = Theme(depth: .truecolor)
        let (grid, _) = render(flow.layout(in: s(100, 100)), columns: 20, rows: 8, pointsPerColumn: 5, theme: theme)
        expectPicture(
            grid,
            [
                "  Section 0         ",
                "                    ",
                "                    ",
                "      ┌──────┐      ",
                "      │ 0.0  │      ",
                "      │      │      ",
                "      └──────┘      ",
                "                    ",
            ],
            styles: [
                "uTTTTTTTTTTTuuuuuuuu",
                "uuuuuuuuuuuuuuuuuuuu",
                "uuuuuuuuuuuuuuuuuuuu",
                "uuuuuuiiiiiiiiuuuuuu",
                "uuuuuuiiiiiiiiuuuuuu",
                "uuuuuuiiiiiiiiuuuuuu",
                "uuuuuuiiiiiiiiuuuuuu",
                "uuuuuuuuuuuuuuuuuuuu",
            ],
            legend: [
                "u": Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 255)),
                "T": Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 255), attributes: .bold),
                "i": Style(foreground: .rgb(0, 0, 0), background: .rgb(115, 115, 255)),
            ])
        let title = grid.style(atX: 2, y: 0) // "Section 0" on blue
        #expect(grid[2, 0].scalar == "S")
        #expect(title.background == .rgb(0, 0, 255))
        #expect(title.foreground == .rgb(255, 255, 255))
        #expect(title.attributes == .bold)
        let label = grid.style(atX: 8, y: 4) // "0.0" centred in the item (columns 6…13, rows 3…6)
        #expect(grid[8, 4].scalar == "0")
        #expect(label.background != .rgb(0, 0, 255))
        #expect(label.foreground == theme.contrastingText(on: label.background))
    }

    @Test func roundedCornersKeepWhatIsBeneath() {
        let flow = FlowLayout(
            sectionInset: EdgeInsets(all: 10),
            background: SectionBackground(
                margin: EdgeInsets(all: 5),
                style: BackgroundStyle(color: .white, cornerRadius: 12)),
            sections: [FlowSection(items: .count(1))])
        let theme = Theme(depth: .truecolor, canvas: Color("lightGray"))
        let (grid, _) = render(flow.layout(in: s(100, 100)), columns: 20, rows: 8, pointsPerColumn: 5, theme: theme)
        expectPicture(
            grid,
            [
                "                    ",
                " ╭   ┌────────┐   ╮ ",
                "     │        │     ",
                "     │  0.0   │     ",
                "     │        │     ",
                "     └────────┘     ",
                " ╰                ╯ ",
                "                    ",
            ],
            styles: [
                "gggggggggggggggggggg",
                "gcwwwiiiiiiiiiiwwwcg",
                "gwwwwiiiiiiiiiiwwwwg",
                "gwwwwiiiiiiiiiiwwwwg",
                "gwwwwiiiiiiiiiiwwwwg",
                "gwwwwiiiiiiiiiiwwwwg",
                "gcwwwwwwwwwwwwwwwwcg",
                "gggggggggggggggggggg",
            ],
            legend: [
                "g": Style(foreground: .rgb(0, 0, 0), background: .rgb(170, 170, 170)),
                "c": Style(foreground: .rgb(255, 255, 255), background: .rgb(170, 170, 170)),
                "w": Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)),
                "i": Style(foreground: .rgb(0, 0, 0), background: .rgb(191, 191, 191)),
            ])
        #expect(grid[1, 1].scalar == "╭") // background (5, 5, 90, 60): columns 1…18, rows 1…6
        let corner = grid.style(atX: 1, y: 1)
        #expect(corner.foreground == .rgb(255, 255, 255))
        #expect(corner.background == .rgb(170, 170, 170))
        #expect(grid.style(atX: 2, y: 1).background == .rgb(255, 255, 255))
        #expect(grid.style(atX: 1, y: 0).background == .rgb(170, 170, 170))
    }

    @Test func shadowBandIsDarker() {
        let layout = BorderPictureTests.bordered(cornerRadius: 0, shadowOffset: s(3, 3))
        let (grid, _) = render(layout, columns: 20, rows: 6, pointsPerColumn: 5, theme: Theme(depth: .truecolor))
        expectPicture(
            grid,
            [
                " ┌──────────────┐   ",
                " │┌0.0─┐    ┌0.1─┐  ",
                " │└────┘    └────┘  ",
                " └──────────────┘   ",
                "                    ",
                "                    ",
            ],
            styles: [
                ".wwwwwwwwwwwwwwww...",
                ".wiiiiiiwwwwiiiiii..",
                ".wiiiiiiwwwwiiiiii..",
                ".wwwwwwwwwwwwwwwws..",
                "..ssssssssssssssss..",
                "....................",
            ],
            legend: [
                ".": Style(),
                "w": Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)),
                "i": Style(foreground: .rgb(0, 0, 0), background: .rgb(191, 191, 191)),
                "s": Style(foreground: .rgb(0, 0, 0), background: .rgb(128, 128, 128)),
            ])
        let band = grid.style(atX: 5, y: 4).background
        #expect(band == .rgb(128, 128, 128))
        #expect(grid.style(atX: 5, y: 5).background == .default)
        #expect(grid.style(atX: 1, y: 0).foreground == .rgb(0, 0, 0)) // the black border
    }

    @Test func schemesRecolourSections() {
        let layout = Self.sectionsLayout()
        let scale = CellScale(pointsPerColumn: 3.75)
        var seen: [[TerminalColor]] = []
        for scheme in ColorScheme.allCases {
            let theme = Theme(depth: .truecolor, scheme: scheme)
            let (grid, _) = render(layout, columns: 100, rows: 120, pointsPerColumn: 3.75, theme: theme)
            let colours = (0..<4).compactMap { section in
                Self.backgroundOnlyCells(layout, section: section, scale: scale, grid: grid).first
                    .map { grid.style(atX: $0.0, y: $0.1).background }
            }
            #expect(colours.count == 4)
            #expect(zip(colours, colours.dropFirst()).allSatisfy { $0 != $1 }, "\(scheme)")
            seen.append(colours)
            if scheme == .highContrast {
                let item = layout.itemFrame(section: 0, item: 0).map { scale.cells(for: $0) }
                #expect(item.map { grid.style(atX: $0.x + 2, y: $0.y + 1).background } == .rgb(0, 0, 0))
            }
        }
        #expect(Set(seen.map { $0.map { "\($0)" }.joined() }).count == ColorScheme.allCases.count)
    }

    @Test func canvasFillsTheEmptyArea() {
        let theme = Theme(depth: .palette256, canvas: Color("lightGray"))
        let (grid, _) = render(.empty, columns: 3, rows: 2, pointsPerColumn: 5, theme: theme)
        #expect(grid.styles.contains { $0.background == .indexed(248) })
        #expect(grid.style(atX: 2, y: 1).background == theme.terminalColor(Color(red: 170, green: 170, blue: 170)))
    }
}
