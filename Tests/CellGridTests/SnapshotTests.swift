import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

@Suite struct SnapshotTests {
    /// What `sectiongrid snapshot --size 20x8 [--zoom Z]` does with a spec 100 points wide.
    func snapshot(
        zoom: Double = 1, offset: Point? = nil, format: SnapshotFormat = .plain,
        image: String? = nil
    ) -> (text: String, warnings: [String]) {
        let viewport = Viewport(fittingWidth: 100, columns: 20, rows: 8, zoom: zoom, contentOffset: offset)
        let flow = FlowLayout(
            itemSize: s(40, 30), sectionInset: EdgeInsets(all: 5), headerReferenceSize: s(0, 15),
            background: SectionBackground(style: BackgroundStyle(color: .white, image: image)),
            sections: [FlowSection(items: .count(2)), FlowSection(items: .count(2))])
        let layout = flow.layout(in: viewport.boundsSize.inset(by: viewport.contentInset))
        return Self.text(layout: layout, viewport: viewport, format: format, labels: RenderLabels(sectionTitles: ["第1组"]))
    }

    /// The snapshot as text in `format` (lines ending in newlines), and the render's warnings.
    static func text(
        layout: LayoutResult, viewport: Viewport, format: SnapshotFormat,
        labels: RenderLabels
    ) -> (text: String, warnings: [String]) {
        var theme = Theme()
        switch format {
        case .plain: theme.depth = .monochrome
        case .ansi(let depth): theme.depth = depth
        }
        let (grid, report) = Snapshot.grid(layout: layout, viewport: viewport, theme: theme, labels: labels)
        let lines: [String]
        switch format {
        case .plain: lines = grid.plainLines()
        case .ansi(let depth): lines = grid.ansiLines(depth: depth)
        }
        return (lines.map { $0 + "\n" }.joined(), report.warnings)
    }

    /// 5 points per column, 10 per row: headers 15 pt (rows 0–1, then row 6 only: 55→6, 70→7),
    /// items 40×30 at x 5 and 55 (columns 1–8 and 11–18), rows 2–4.
    @Test func plainSnapshotIsMonochromeText() {
        let (text, warnings) = snapshot()
        #expect(warnings.isEmpty)
        #expect(
            text == """
                  第1组             
                                    
                ░┌──────┐░░┌──────┐░
                ░│ 0.0  │░░│ 0.1  │░
                ░└──────┘░░└──────┘░
                ░░░░░░░░░░░░░░░░░░░░
                  Section 1         
                ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒

                """)
    }

    /// Twice as large: 2.5 points per column, the container 50 points wide, so one item per line.
    @Test func zoomRelaysOutAtTheNewScale() {
        let lines = snapshot(zoom: 2).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 9)
        #expect(
            lines.prefix(8) == [
                "                    ",
                "  第1组             ",
                "                    ",
                "░░░░░░░░░░░░░░░░░░░░",
                "░░┌──────────────┐░░",
                "░░│              │░░",
                "░░│     0.0      │░░",
                "░░│              │░░",
            ])
    }

    /// Content 110 points tall in bounds 80 tall: offsets clamp to 0…30.
    @Test func offsetsAreClampedToTheContent() {
        #expect(snapshot(offset: Point(x: 0, y: 1e9)) == snapshot(offset: Point(x: 0, y: 30)))
        #expect(snapshot(offset: Point(x: -50, y: -1e9)) == snapshot(offset: Point(x: 0, y: 0)))
        #expect(snapshot(offset: Point(x: 0, y: 30)) != snapshot(offset: Point(x: 0, y: 0)))
    }

    @Test func ansiSnapshotCarriesColours() {
        let (text, _) = snapshot(format: .ansi(.palette256))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 9)
        #expect(lines[1] == "                    ")
        #expect(lines[2].hasPrefix("\u{1B}[38;5;16;48;5;231m "))
        #expect(lines[2].hasSuffix("\u{1B}[0m"))
        #expect(!text.contains("░"))
    }

    @Test func warningsComeBack() {
        #expect(
            snapshot(image: "gone.ppm").warnings == [
                "image \"gone.ppm\" (section 0) is not loaded; drawn in its colour",
                "image \"gone.ppm\" (section 1) is not loaded; drawn in its colour",
            ])
    }
}
