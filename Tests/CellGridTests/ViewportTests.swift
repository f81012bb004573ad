import SectionLayout
import Testing

@testable import CellGrid

@Suite struct ViewportTests {
    /// Two sections of 20 items 50×50 in 110 points: two per line, ten lines, each section 590 tall.
    static let layout = FlowLayout(sections: [FlowSection(items: .count(20)), FlowSection(items: .count(20))])
        .layout(in: s(110, 500))
    static let inset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)

    /// 11 columns × 10 rows at 10 pt per column: bounds 110 × 200.
    func viewport(y: Double? = nil) -> Viewport {
        Viewport(
            columns: 11, rows: 10, scale: CellScale(pointsPerColumn: 10),
            contentOffset: y.map { Point(x: 0, y: $0) }, contentInset: Self.inset)
    }

    @Test func offsetStartsAtMinusTheInset() {
        let v = viewport()
        #expect(v.contentOffset == Point(x: 0, y: -20))
        #expect(v.boundsSize == Size(width: 110, height: 200))
        #expect(v.visibleRect == r(0, -20, 110, 200))
        #expect(v.originCell.row == -1)
        #expect(Self.layout.contentSize == Size(width: 110, height: 1180))
    }

    @Test func theScrollContextIsTheVisibleRectInsideTheInsetWithTheRowsOffsets() {
        var v = viewport(y: 300)
        v.orthogonalOffsets = [1: 40]
        #expect(v.scrollContext.visibleBounds == r(0, 320, 110, 150), "300 + 20 to 300 + 200 − 30")
        #expect(v.scrollContext.orthogonalOffsets == [1: 40])
        #expect(v.scrollContext.pinning == .followsVisibleBounds)
    }

    @Test(
        arguments: [
            (-1000.0, -20.0), (-20, -20), (0, 0), (500, 500), (1010, 1010), (5000, 1010), (Double.nan, -20),
            (Double.infinity, 1010), (-Double.infinity, -20),
        ] as [(Double, Double)])
    func clampingIncludesTheInset(requested: Double, clamped: Double) {
        let v = viewport(y: requested).clamped(to: Self.layout)
        #expect(v.contentOffset.y == clamped) // max = 1180 + 30 − 200
        #expect(v.contentOffset.x == 0)
    }

    @Test func shortContentDoesNotScroll() {
        let short = FlowLayout(sections: [FlowSection(items: .count(2))]).layout(in: s(110, 500))
        let v = viewport(y: 300).clamped(to: short)
        #expect(v.contentOffset.y == -20)
        #expect(v.maximumOffset(contentSize: short.contentSize) == Point(x: 0, y: -20))
    }

    @Test func scrollingByCellsAndPages() {
        let v = viewport()
        #expect(v.scrolled(rows: 3, in: Self.layout).contentOffset.y == 40)
        #expect(v.scrolled(rows: -3, in: Self.layout).contentOffset.y == -20)
        #expect(v.scrolled(pages: 1, in: Self.layout).contentOffset.y == 180)
        #expect(v.scrolled(pages: 0.5, in: Self.layout).contentOffset.y == 80)
        #expect(v.scrolled(pages: 100, in: Self.layout).contentOffset.y == 1010)
        #expect(v.scrolled(columns: 5, in: Self.layout).contentOffset.x == 0)
        #expect(v.scrolledToEnd(in: Self.layout).contentOffset.y == 1010)
        #expect(v.scrolledToEnd(in: Self.layout).scrolledToStart(in: Self.layout).contentOffset.y == -20)
    }

    @Test func scrollingToASection() {
        let v = viewport()
        #expect(v.scrolled(toSection: 1, in: Self.layout).contentOffset.y == 570)
        #expect(v.scrolled(toSection: 1, position: .end, in: Self.layout).contentOffset.y == 1010)
        #expect(v.scrolled(toSection: 0, position: .center, in: Self.layout).contentOffset.y == 200)
        #expect(v.scrolled(toSection: 7, in: Self.layout) == v)
        #expect(v.scrolled(toSection: -1, in: Self.layout) == v)
    }

    @Test func scrollingToAnItem() {
        let v = viewport()
        // Item 5 is 120…170: below the area inside the insets (0…150), so it comes in at the bottom.
        #expect(v.scrolled(toItem: 5, inSection: 0, in: Self.layout).contentOffset.y == 0)
        #expect(v.scrolled(toItem: 0, inSection: 0, in: Self.layout) == v)
        #expect(v.scrolled(toItem: 5, inSection: 0, position: .start, in: Self.layout).contentOffset.y == 100)
        #expect(v.scrolled(toItem: 99, inSection: 0, in: Self.layout) == v)
        let back = viewport(y: 600).scrolled(toItem: 2, inSection: 0, in: Self.layout)
        #expect(back.contentOffset.y == 40)
    }

    @Test func leadingSectionFollowsTheScroll() {
        #expect(viewport().leadingSection(in: Self.layout) == 0)
        #expect(viewport(y: 570).leadingSection(in: Self.layout) == 1)
        #expect(viewport(y: 300).leadingSection(in: Self.layout) == 0)
    }

    @Test func horizontalLayoutsPageAlongX() {
        var flow = FlowLayout(sections: [FlowSection(items: .count(40))])
        flow.scrollDirection = .horizontal
        let layout = flow.layout(in: s(500, 110))
        let v = Viewport(columns: 20, rows: 11, scale: CellScale(pointsPerColumn: 10, pointsPerRow: 10))
        #expect(v.scrolled(pages: 1, in: layout).contentOffset == Point(x: 200, y: 0))
        #expect(v.scrolledToEnd(in: layout).contentOffset.x == layout.contentSize.width - 200)
    }

    @Test func zoomAndResizeKeepTheOffset() {
        let v = viewport(y: 100)
        let zoomed = v.zoomed(by: 2)
        #expect(zoomed.contentOffset.y == 100)
        #expect(zoomed.boundsSize == Size(width: 55, height: 100))
        #expect(v.resized(columns: 22, rows: 5).boundsSize == Size(width: 220, height: 100))
    }
}
