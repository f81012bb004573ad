import SectionLayout
import SeededRandom
import Testing

@testable import CellGrid

/// The viewer's scrolling over right-to-left layouts (issue 14 §4): a horizontally scrolling one
/// starts at its right end (`startOffset`, Home) and ends at the left (End); the leading anchor taken
/// anywhere is restored to the same offset, and at the start it stays at the start after a relayout;
/// the elements a viewport's query finds are the brute-force filter of all the layout's elements.
@Suite("Scrolling right to left")
struct RightToLeftScrollingTests {
    static func layout(seed: Int, axis: Axis) -> LayoutResult {
        var rng = SplitMix64(seed: UInt64(160_000 + seed))
        let sections = (0..<Int(rng.next() % 4 + 1)).map { _ in
            FlowSection(
                items: .count(Int(rng.next() % 40)),
                itemSize: Size(
                    width: Double(rng.next() % 60 + 10),
                    height: Double(rng.next() % 60 + 10)))
        }
        var flow = FlowLayout(sections: sections)
        flow.scrollDirection = axis
        flow.sectionInset = EdgeInsets(top: 4, left: Double(rng.next() % 30), bottom: 4, right: 2)
        return flow.layout(in: LayoutEnvironment(bounds: Size(width: 300, height: 300), layoutDirection: .rightToLeft))
    }

    func viewport(x: Double = 0, y: Double = 0) -> Viewport {
        Viewport(columns: 60, rows: 30, scale: CellScale(pointsPerColumn: 5, pointsPerRow: 10), contentOffset: Point(x: x, y: y))
    }

    @Test(arguments: 0..<60)
    func anchorsComeBackAndQueriesEqualBruteForce(seed: Int) throws {
        for axis in [Axis.vertical, .horizontal] {
            let layout = Self.layout(seed: seed, axis: axis)
            var rng = SplitMix64(seed: UInt64(170_000 + seed))
            let far = viewport().maximumOffset(contentSize: layout.contentSize)
            let offset = Point(
                x: axis == .horizontal ? Double(rng.next() % UInt64(max(1, far.x) + 1)) : 0,
                y: axis == .vertical ? Double(rng.next() % UInt64(max(1, far.y) + 1)) : 0)
            let v = viewport(x: offset.x, y: offset.y).clamped(to: layout)
            if let anchor = v.anchor(.leading, in: layout), !anchor.atStart {
                #expect(v.restoring(anchor, in: layout).contentOffset == v.contentOffset, "seed \(seed) \(axis)")
            }
            let rect = v.visibleRect
            #expect(
                layout.elements(in: rect) == layout.allElements().filter { $0.frame.intersects(rect) }, "seed \(seed) \(axis)")
        }
    }

    @Test func aHorizontalLayoutStartsAtItsRightEnd() throws {
        var flow = FlowLayout(sections: [FlowSection(items: .count(30)), FlowSection(items: .count(30))])
        flow.scrollDirection = .horizontal
        let layout = flow.layout(in: LayoutEnvironment(bounds: Size(width: 300, height: 300), layoutDirection: .rightToLeft))
        let v = viewport()
        #expect(Viewport.startsAtTheRight(layout))
        let far = v.maximumOffset(contentSize: layout.contentSize).x
        #expect(far > 0 && v.startOffset(in: layout) == far)
        let start = v.scrolledToStart(in: layout)
        #expect(start.contentOffset.x == far)
        // Item 0.0 is on screen at the start, at its right edge.
        #expect(layout.itemFrame(section: 0, item: 0).map { start.visibleRect.contains($0) } == true)
        #expect(v.scrolledToEnd(in: layout).contentOffset.x == v.minimumOffset.x)
        let anchor = try #require(start.anchor(.leading, in: layout))
        #expect(anchor.atStart, "at the right end is at the start")
        // Relaid out with more items (a wider content), the view is at the new right end.
        flow.sections[1] = FlowSection(items: .count(60))
        let longer = flow.layout(in: LayoutEnvironment(bounds: Size(width: 300, height: 300), layoutDirection: .rightToLeft))
        #expect(start.restoring(anchor, in: longer).contentOffset.x == v.maximumOffset(contentSize: longer.contentSize).x)
        // Vertical layouts start at the top whatever the direction.
        flow.scrollDirection = .vertical
        let vertical = flow.layout(in: LayoutEnvironment(bounds: Size(width: 300, height: 300), layoutDirection: .rightToLeft))
        #expect(!Viewport.startsAtTheRight(vertical) && v.startOffset(in: vertical) == v.minimumOffset.y)
    }
}
