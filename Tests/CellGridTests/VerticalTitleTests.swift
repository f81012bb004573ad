import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// Titles down narrow strips: only when more of the title shows that way, CJK keeping two columns.
@Suite struct VerticalTitleTests {
    static func strip(title: String, headerWidth: Double) -> Grid {
        let flow = FlowLayout(
            scrollDirection: .horizontal, itemSize: s(20, 20), sectionInset: EdgeInsets(all: 5),
            headerReferenceSize: s(headerWidth, 0),
            background: SectionBackground(includeHeader: true, style: BackgroundStyle(color: .white)),
            sections: [FlowSection(items: .count(3))])
        return render(
            flow.layout(in: s(200, 80)), columns: 12, rows: 8, pointsPerColumn: 5,
            labels: RenderLabels(sectionTitles: [title])
        ).grid
    }

    @Test func aCJKTitleRunsDownAThreeColumnStrip() {
        let grid = Self.strip(title: "第2组", headerWidth: 15)
        expectPicture(
            grid,
            [
                "░░░░░░░░░░░░",
                "░第░┌0─┐░░┌2",
                "░2░░└──┘░░└─",
                "░组░░░░░░░░░",
                "░░░░░░░░░░░░",
                "░░░░░░░░░░░░",
                "░░░░┌1─┐░░░░",
                "░░░░└──┘░░░░",
            ],
            styles: [
                "............",
                ".bb.........",
                ".b..........",
                ".bb.........",
                "............",
                "............",
                "............",
                "............",
            ], legend: .monochrome)
        #expect(grid[1, 1].isWide && grid.style(atX: 1, y: 1).attributes.contains(.bold))
    }

    @Test func aTitleThatFitsAcrossStaysAcross() {
        let grid = Self.strip(title: "ab", headerWidth: 40)
        #expect(grid.plainLines()[3].hasPrefix("░ ab ░"), "\(grid.plainLines())")
    }
}
