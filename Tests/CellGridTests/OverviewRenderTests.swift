import Testing
import SectionLayout
@testable import CellGrid

/// A screen crowded with far more elements than cells (items much smaller than a cell) is drawn as an
/// overview: each cell sampled, the work bounded by the cells, not by the items on screen.
@Suite struct OverviewRenderTests {
    /// `count` items of 1×1 pt packed edge to edge in a 1,000 pt wide container.
    static func dust(_ count: Int) -> FlowSection {
        FlowSection(items: .count(count), itemSize: Size(width: 1, height: 1), minimumLineSpacing: 0,
                    minimumInteritemSpacing: 0)
    }

    static func render(_ layout: LayoutResult, columns: Int = 100, rows: Int = 30,
                       offset: Point = .zero) -> (CountingQuery, RenderReport, Grid) {
        var viewport = Viewport(columns: columns, rows: rows, scale: CellScale(pointsPerColumn: 10))
        viewport.contentOffset = offset
        let query = CountingQuery(layout)
        var grid = Grid(width: columns, height: rows)
        let report = LayoutRenderer(theme: Theme(depth: .palette256)).render(query, viewport: viewport, into: &grid)
        return (query, report, grid)
    }

    @Test func fourMillionDustItemsAreSampledCellByCell() {
        let layout = FlowLayout(background: SectionBackground(style: BackgroundStyle(color: Color("red"))),
                                sections: [Self.dust(4_000_000)]).layout(in: Size(width: 1_000, height: 1_000))
        let (query, report, grid) = Self.render(layout)
        let queried = 104 * 34   // the 100×30 screen and its two-cell margin
        #expect(report.isOverview)
        #expect(query.queries == 1 + queried)
        // The first query stops at the budget; each cell's query stops at its first item.
        #expect(query.elements <= LayoutRenderer.elementBudget(cells: queried) + 1 + 2 * queried)
        #expect(report.elementsQueried <= queried + 1, "one item per sampled cell, and the background")
        #expect(grid.plainLines().allSatisfy { $0 == String(repeating: "█", count: 100) },
                "10×20 pt cells full of 1 pt items are all item blocks")
    }

    @Test func bigItemsKeepTheirBoxesAmongTheDust() {
        let big = FlowSection(items: .count(3), itemSize: Size(width: 300, height: 100))
        let layout = FlowLayout(background: SectionBackground(style: BackgroundStyle(color: Color("blue"))),
                                sections: [big, Self.dust(1_000_000)]).layout(in: Size(width: 1_000, height: 1_000))
        let (_, report, grid) = Self.render(layout)
        #expect(report.isOverview)
        let lines = grid.plainLines()
        #expect(lines[0].hasPrefix("┌────────────────────────────┐"), "item 0.0 is still a box: \(lines[0])")
        #expect(lines[2].contains("0.0") && lines[2].contains("0.1") && lines[2].contains("0.2"))
        #expect(lines[6] == String(repeating: "█", count: 100), "the dust section below: \(lines[6])")
    }

    @Test func anOrdinaryScreenIsNotAnOverview() {
        let layout = FlowLayout(sections: Array(repeating: FlowSection(items: .count(1_000)), count: 10))
            .layout(in: Size(width: 1_000, height: 1_000))
        let (query, report, _) = Self.render(layout)
        #expect(!report.isOverview)
        #expect(query.queries == 1)
        #expect(report.elementsQueried == layout.elements(in: report.queryRect).count)
    }

    @Test func theBudgetIsEightElementsPerCell() {
        #expect(LayoutRenderer.elementBudget(cells: 104 * 34) == 28_288)
        #expect(LayoutRenderer.elementBudget(cells: 10) == 4_096)
        #expect(LayoutRenderer.elementBudget(cells: -5) == 4_096)
    }
}
