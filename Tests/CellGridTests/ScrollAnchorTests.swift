import SectionLayout
import Testing

@testable import CellGrid

/// `Viewport.anchor(_:in:)` and `restoring(_:in:)`: the rule that keeps the user's place over a relayout.
@Suite struct ScrollAnchorTests {
    /// `ViewportTests.layout`: 50×50 items two a line, lines 60 pt apart; bounds 110 × 200, inset 20 / 30.
    let layout = ViewportTests.layout
    func viewport(y: Double? = nil) -> Viewport { ViewportTests().viewport(y: y) }

    @Test func theLeadingAnchorIsTheFirstItemWhollyInsideTheInsetArea() throws {
        let v = viewport(y: 75)
        #expect(v.contentArea == r(0, 95, 110, 150))
        let anchor = try #require(v.anchor(.leading, in: layout))
        // Items 0.2/0.3 (y 60…110) are cut by the area's top at 95; 0.4 at y 120 is the first whole one.
        #expect(anchor.element == ScrollAnchor.Element(kind: .cell, section: 0, item: 4))
        #expect(anchor.distance == Point(x: 0, y: 25))
        #expect(!anchor.atStart)
        #expect(v.restoring(anchor, in: layout).contentOffset == Point(x: 0, y: 75))
        // Three items a line in 170 pt: item 0.4 is on the second line (y 60), so the view starts 45 pt
        // above it: 60 − 25 − 20.
        let wider = FlowLayout(sections: [FlowSection(items: .count(20)), FlowSection(items: .count(20))])
            .layout(in: s(170, 500))
        #expect(wider.itemFrame(section: 0, item: 4)?.minY == 60)
        #expect(v.restoring(anchor, in: wider).contentOffset.y == 15)
    }

    @Test func theCentreAnchorKeepsThePointUnderTheCentre() throws {
        let v = viewport(y: 100)
        // The area is y 120…270; its centre (55, 195) is in the gap between items 0.6 (0…50, 180…230) and
        // 0.7 (60…110): nothing is there, so the leading item 0.4 (0, 120) holds the point, beside it.
        let anchor = try #require(v.anchor(.centre, in: layout))
        #expect(anchor.element == ScrollAnchor.Element(kind: .cell, section: 0, item: 4))
        #expect(anchor.unitPoint == Point(x: 1.1, y: 1.5))
        #expect(anchor.viewFraction == 0.5)
        #expect(v.restoring(anchor, in: layout).contentOffset == Point(x: 0, y: 100))
        // On an item, the item itself: 0.7 under (85, 195) at 20 pt from the area's top.
        let onItem = try #require(viewport(y: 100).resized(columns: 17, rows: 10).anchor(.centre, in: layout))
        #expect(onItem.element == ScrollAnchor.Element(kind: .cell, section: 0, item: 7))
    }

    @Test func atTheStartTheLeadingRuleStaysAtTheStart() throws {
        let anchor = try #require(viewport().anchor(.leading, in: layout))
        #expect(anchor.atStart)
        let taller = FlowLayout(
            sectionInset: EdgeInsets(top: 100, left: 0, bottom: 0, right: 0),
            sections: [FlowSection(items: .count(20))]
        ).layout(in: s(110, 500))
        #expect(viewport().restoring(anchor, in: taller).contentOffset == Point(x: 0, y: -20))
    }

    @Test func nothingInViewGivesNoAnchorAndAMissingElementItsSection() throws {
        #expect(viewport().anchor(.leading, in: .empty) == nil)
        // Section 1 starts at y 590, lines 60 pt apart: item 1.6 (y 770) is the first whole one in 720…870.
        let anchor = try #require(viewport(y: 700).anchor(.leading, in: layout))
        #expect(anchor.element == ScrollAnchor.Element(kind: .cell, section: 1, item: 6))
        #expect(anchor.distance == Point(x: 0, y: 50))
        // With one item in section 1 its frame (from y 590) stands in for item 1.6: 590 − 50 − 20.
        let fewer = FlowLayout(sections: [
            FlowSection(items: .count(20)), FlowSection(items: .count(1)),
            FlowSection(items: .count(20)),
        ]).layout(in: s(110, 500))
        #expect(fewer.sectionFrame(1)?.minY == 590)
        #expect(viewport(y: 700).restoring(anchor, in: fewer).contentOffset.y == 520)
    }

    /// A badge moves with its orthogonal row as its cell does, so an anchor on a badge in a scrolled row
    /// is restored where the badge is drawn (it was restored off by the row's offset: only cells were
    /// moved). The content is wider than the bounds here so the error is not clamped away.
    @Test func aBadgeInAScrolledRowIsRestoredWhereItIsDrawn() throws {
        let badge = LayoutSupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: LayoutAnchor(
                edges: [.top, .trailing],
                offset: .fractional(Point(x: 0.5, y: -0.5))))
        let item = LayoutItem(width: .absolute(100), height: .absolute(100), supplementaryItems: [badge])
        let section = LayoutSection(
            items: 10,
            group: .horizontal(
                LayoutSize(width: .absolute(100), height: .absolute(100)),
                subitems: [.item(item)]),
            contentInsets: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
            orthogonalScrollingBehavior: .continuous)
        let layout = CompositionalLayout(sections: [section]).layout(in: s(400, 300))
        let kind = ElementKind(rawValue: "badge")
        var viewport = Viewport(
            columns: 20, rows: 10, scale: CellScale(pointsPerColumn: 10), contentOffset: Point(x: 100, y: 0),
            orthogonalOffsets: [0: 150])
        let anchor = ScrollAnchor(
            rule: .centre, element: ScrollAnchor.Element(kind: kind, section: 0, item: 2),
            unitPoint: Point(x: 0.5, y: 0.5), viewFraction: 0.5, distance: .zero, atStart: false)
        viewport = viewport.restoring(anchor, in: layout)
        let drawn = try #require(
            layout.elements(in: r(0, 0, 400, 300), context: viewport.scrollContext)
                .first { $0.kind == kind && $0.item == 2 })
        #expect(drawn.frame == r(140, 10, 20, 20), "item 2's badge at x 290, drawn 150 to the left")
        let area = viewport.contentArea
        #expect(area.minX + area.width / 2 == drawn.frame.minX + 10, "the badge's centre at the area's centre")
        #expect(viewport.contentOffset.x == 50)
    }
}
