import SectionLayout
import Testing

@testable import CellGrid

/// Rendering touches only what is visible: a 200×60 viewport of a million items asks the layout for
/// about as many elements as the same viewport of a small layout.
@Suite struct VisibleQueryTests {
    static func flow(sections: Int, items: Int, itemSize: Size) -> LayoutResult {
        FlowLayout(
            itemSize: itemSize, minimumLineSpacing: 5, minimumInteritemSpacing: 5,
            sectionInset: EdgeInsets(all: 10), headerReferenceSize: s(0, 30),
            background: SectionBackground(style: BackgroundStyle(cornerRadius: 8)),
            sections: Array(repeating: FlowSection(items: .count(items)), count: sections)
        )
        .layout(in: s(375, 667))
    }

    func count(_ layout: LayoutResult, atFraction fraction: Double) -> (CountingQuery, RenderReport) {
        var viewport = Viewport(fittingWidth: 375, columns: 200, rows: 60)
        viewport.contentOffset.y = layout.contentSize.height * fraction
        viewport = viewport.clamped(to: layout)
        let query = CountingQuery(layout)
        var grid = Grid(width: 200, height: 60)
        let report = LayoutRenderer(theme: Theme(depth: .palette256)).render(query, viewport: viewport, into: &grid)
        return (query, report)
    }

    @Test(arguments: [s(50, 50), s(20, 20)])
    func aMillionItemsCostWhatAScreenfulCosts(itemSize: Size) {
        let huge = Self.flow(sections: 1000, items: 1000, itemSize: itemSize)
        #expect(huge.numberOfItems == 1_000_000)
        let small = Self.flow(sections: 1, items: 100, itemSize: itemSize)
        let (smallQuery, smallReport) = count(small, atFraction: 0)
        #expect(smallQuery.queries == 1)
        var counts: [Int] = []
        for fraction in [0.0, 0.37, 0.5, 0.999] {
            let (query, report) = count(huge, atFraction: fraction)
            #expect(query.queries == 1)
            #expect(!report.isOverview)
            #expect(report.elementsQueried == query.elements)
            #expect(
                Double(report.elementsQueried) <= 1.5 * Double(smallReport.elementsQueried),
                "at \(fraction): \(report.elementsQueried) vs \(smallReport.elementsQueried) for 100 items")
            #expect(report.elementsQueried >= smallReport.elementsQueried / 2)
            #expect(query.styleLookups <= 4) // per visible section, not per item
            counts.append(report.elementsQueried)
        }
        // The same wherever the viewport is: a screenful, not a million.
        let low = counts.min() ?? 0
        let high = counts.max() ?? 0
        #expect(high - low <= low / 4 + 20, "\(counts)")
        #expect(smallReport.elementsQueried <= 110)
    }

    @Test func theQueryCoversTheVisibleCellsPlusAMargin() {
        let layout = Self.flow(sections: 3, items: 30, itemSize: s(50, 50))
        var viewport = Viewport(columns: 40, rows: 10, scale: CellScale(pointsPerColumn: 10))
        viewport.contentOffset = Point(x: 0, y: 100)
        var grid = Grid(width: 40, height: 10)
        let report = LayoutRenderer().render(layout, viewport: viewport, into: &grid)
        #expect(report.queryRect == r(-20, 60, 440, 280))
        let brute = layout.allElements().filter { $0.frame.intersects(report.queryRect) }.count
        #expect(report.elementsQueried == brute)
        #expect(report.elementsDrawn <= report.elementsQueried)
        #expect(report.elementsDrawn > 0)
    }
}
