import SectionLayout
import Testing

@testable import CellGrid

struct SnapCase: CustomTestStringConvertible, Sendable {
    var id: String
    var points: Double
    var scale: Double
    var edge: Int
    var testDescription: String { id }
}

@Suite struct CellScaleTests {
    @Test(arguments: [
        SnapCase(id: "zero", points: 0, scale: 10, edge: 0),
        SnapCase(id: "negative zero", points: -0.0, scale: 10, edge: 0),
        SnapCase(id: "just below half", points: 4.999, scale: 10, edge: 0),
        SnapCase(id: "halfway rounds up", points: 5, scale: 10, edge: 1),
        SnapCase(id: "exact edge", points: 20, scale: 10, edge: 2),
        SnapCase(id: "1.5 cells rounds up", points: 15, scale: 10, edge: 2),
        SnapCase(id: "2.5 cells rounds up", points: 25, scale: 10, edge: 3),
        SnapCase(id: "negative halfway rounds up (towards +inf)", points: -5, scale: 10, edge: 0),
        SnapCase(id: "negative 1.5 cells", points: -15, scale: 10, edge: -1),
        SnapCase(id: "negative just past half", points: -5.001, scale: 10, edge: -1),
        SnapCase(id: "fractional scale", points: 67.5, scale: 3.75, edge: 18),
        SnapCase(id: "huge", points: 1e300, scale: 10, edge: CellScale.limit),
        SnapCase(id: "huge negative", points: -1e300, scale: 10, edge: -CellScale.limit),
        SnapCase(id: "infinity", points: .infinity, scale: 10, edge: CellScale.limit),
        SnapCase(id: "negative infinity", points: -.infinity, scale: 10, edge: -CellScale.limit),
        SnapCase(id: "NaN", points: .nan, scale: 10, edge: 0),
        SnapCase(id: "large but representable", points: 1e12, scale: 4, edge: 250_000_000_000),
    ])
    func snapping(_ c: SnapCase) {
        #expect(CellScale.edge(c.points, pointsPerCell: c.scale) == c.edge)
    }

    @Test func rowsDefaultToTwiceTheColumns() {
        let scale = CellScale(pointsPerColumn: 5)
        #expect(scale.pointsPerRow == 10)
        #expect(scale.row(for: 15) == 2)
        #expect(scale.column(for: 15) == 3)
    }

    @Test func invalidScalesAreSanitized() {
        for bad in [0, -3, Double.nan, .infinity] {
            let scale = CellScale(pointsPerColumn: bad)
            #expect(scale.pointsPerColumn == 1)
            #expect(scale.pointsPerRow == 2)
        }
        #expect(CellScale.fitting(width: 375, columns: 0) == CellScale(pointsPerColumn: 1))
        #expect(CellScale(pointsPerColumn: 4).zoomed(by: .nan) == CellScale(pointsPerColumn: 4))
    }

    @Test func framesSnapBothEdgesWithTheSameRule() {
        let scale = CellScale(pointsPerColumn: 10, pointsPerRow: 10)
        #expect(scale.cells(for: r(0, 0, 30, 20)) == CellRect(x: 0, y: 0, width: 3, height: 2))
        #expect(scale.cells(for: r(15, 5, 10, 10)) == CellRect(x: 2, y: 1, width: 1, height: 1))
        #expect(scale.cells(for: r(14, 4, 12, 12)) == CellRect(x: 1, y: 0, width: 2, height: 2))
        #expect(scale.cells(for: r(-25, -5, 20, 10)) == CellRect(x: -2, y: 0, width: 2, height: 1))
    }

    @Test func aNonEmptyFrameNarrowerThanACellShowsOneCell() {
        let scale = CellScale(pointsPerColumn: 10, pointsPerRow: 10)
        #expect(scale.cells(for: r(11, 11, 2, 2)) == CellRect(x: 1, y: 1, width: 1, height: 1))
        #expect(scale.cells(for: r(-3, 3, 2, 2)) == CellRect(x: -1, y: 0, width: 1, height: 1))
        #expect(scale.cells(for: r(0, 0, 0.001, 50)).width == 1)
    }

    @Test func emptyAndInvalidFramesCoverNothing() {
        let scale = CellScale(pointsPerColumn: 10)
        #expect(scale.cells(for: r(10, 10, 0, 30)).isEmpty)
        #expect(scale.cells(for: r(10, 10, -5, 30)).isEmpty)
        #expect(scale.cells(for: r(.nan, 10, 5, 30)).isEmpty)
        #expect(scale.cells(for: r(10, 10, .nan, 30)).isEmpty)
        let huge = scale.cells(for: r(1e300, 0, 1e300, 10))
        #expect(huge.width == 1 && huge.x == CellScale.limit)
    }

    @Test func fittingAndZoom() {
        let fit = CellScale.fitting(width: 375, columns: 100)
        #expect(fit.pointsPerColumn == 3.75)
        #expect(fit.pointsPerRow == 7.5)
        let zoomed = fit.zoomed(by: 2)
        #expect(zoomed.pointsPerColumn == 1.875)
        #expect(zoomed.size(columns: 100, rows: 30) == Size(width: 187.5, height: 112.5))
        let viewport = Viewport(fittingWidth: 375, columns: 100, rows: 30, zoom: 2)
        #expect(viewport.boundsSize == Size(width: 187.5, height: 112.5))
    }
}
