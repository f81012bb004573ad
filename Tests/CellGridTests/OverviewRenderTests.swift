import SectionLayout
import SeededRandom
import Testing

@testable import CellGrid

/// A screen crowded with far more elements than cells (items much smaller than a cell) is drawn as an
/// overview: each cell sampled, the work bounded by the cells, not by the items on screen.
@Suite struct OverviewRenderTests {
    /// `count` items of 1×1 pt packed edge to edge in a 1,000 pt wide container.
    static func dust(_ count: Int) -> FlowSection {
        FlowSection(
            items: .count(count), itemSize: Size(width: 1, height: 1), minimumLineSpacing: 0,
            minimumInteritemSpacing: 0)
    }

    static func render(
        _ layout: LayoutResult, columns: Int = 100, rows: Int = 30,
        offset: Point = .zero
    ) -> (CountingQuery, RenderReport, Grid) {
        var viewport = Viewport(columns: columns, rows: rows, scale: CellScale(pointsPerColumn: 10))
        viewport.contentOffset = offset
        let query = CountingQuery(layout)
        var grid = Grid(width: columns, height: rows)
        let report = LayoutRenderer(theme: Theme(depth: .palette256)).render(query, viewport: viewport, into: &grid)
        return (query, report, grid)
    }

    @Test func fourMillionDustItemsAreSampledCellByCell() {
        let layout = FlowLayout(
            background: SectionBackground(style: BackgroundStyle(color: Color("red"))),
            sections: [Self.dust(4_000_000)]
        ).layout(in: Size(width: 1_000, height: 1_000))
        let (query, report, grid) = Self.render(layout)
        let queried = 104 * 34 // the 100×30 screen and its two-cell margin
        #expect(report.isOverview)
        #expect(query.queries == 1 + queried)
        // The first query stops at the budget; each cell's query stops at its first item.
        #expect(query.elements <= LayoutRenderer().elementBudget(cells: queried) + 1 + 2 * queried)
        #expect(report.elementsQueried <= queried + 1, "one item per sampled cell, and the background")
        #expect(
            grid.plainLines().allSatisfy { $0 == String(repeating: "█", count: 100) },
            "10×20 pt cells full of 1 pt items are all item blocks")
    }

    @Test func bigItemsKeepTheirBoxesAmongTheDust() {
        let big = FlowSection(items: .count(3), itemSize: Size(width: 300, height: 100))
        let layout = FlowLayout(
            background: SectionBackground(style: BackgroundStyle(color: Color("blue"))),
            sections: [big, Self.dust(1_000_000)]
        ).layout(in: Size(width: 1_000, height: 1_000))
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
        var renderer = LayoutRenderer()
        #expect(renderer.elementBudget(cells: 104 * 34) == 28_288)
        #expect(renderer.elementBudget(cells: 10) == 4_096)
        #expect(renderer.elementBudget(cells: -5) == 4_096)
        renderer.elementsPerCellBeforeOverview = .max
        #expect(renderer.elementBudget(cells: 3) == .max)
    }
}

/// The overview draws what the full render draws when items are smaller than a cell: each cell that an
/// item snaps to shows a block, the rest shows the background (seeded random dust layouts, one section
/// so no two styles compete for a cell).
@Suite struct OverviewFidelityTests {
    @Test(arguments: 0..<24)
    func dustLooksTheSameEitherWay(seed: Int) {
        var rng = SplitMix64(seed: UInt64(4_242 + seed))
        func points(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * Double(rng.next() % 10_000) / 10_000
        }
        let size = Size(width: points(0.3...3), height: points(0.3...3))
        let flow = FlowLayout(
            itemSize: size, minimumLineSpacing: points(0...4), minimumInteritemSpacing: points(0...4),
            sectionInset: EdgeInsets(all: points(0...30)),
            background: SectionBackground(style: BackgroundStyle(color: Color("green"), cornerRadius: 12)),
            sections: [FlowSection(items: .count(200_000))])
        let layout = flow.layout(in: Size(width: 600, height: 800))
        var viewport = Viewport(columns: 60, rows: 20, scale: CellScale(pointsPerColumn: points(4...12)))
        viewport.contentOffset = Point(x: 0, y: points(0...200))
        var full = LayoutRenderer(theme: Theme(depth: .palette256))
        full.elementsPerCellBeforeOverview = .max
        var overview = full
        overview.elementsPerCellBeforeOverview = 0
        var fullGrid = Grid(width: 60, height: 20)
        var overviewGrid = Grid(width: 60, height: 20)
        let fullReport = full.render(layout, viewport: viewport, into: &fullGrid)
        let overviewReport = overview.render(layout, viewport: viewport, into: &overviewGrid)
        #expect(!fullReport.isOverview)
        #expect(overviewReport.isOverview == (fullReport.elementsQueried > 4_096))
        var differing = 0
        for y in 0..<20 {
            for x in 0..<60
            where fullGrid[x, y].scalar != overviewGrid[x, y].scalar
                || fullGrid.style(atX: x, y: y) != overviewGrid.style(atX: x, y: y)
            {
                differing += 1
            }
        }
        #expect(differing == 0, "seed \(seed): \(differing) cells differ\n\(fullGrid)\n---\n\(overviewGrid)")
    }
}
