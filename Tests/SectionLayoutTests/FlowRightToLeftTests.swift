import Testing

@testable import SectionLayout

// Issue 14 §4, right to left in a flow layout. UIKit computes a flow layout left to right and the
// collection view mirrors it: `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection` —
// "When this property is set to true, the collection view automatically flips the appropriate
// x-coordinate values to accommodate the opposite orientation"; the base class's default is false
// (Apple's documentation of the property), and `UICollectionViewFlowLayout` overrides it to return true,
// which is why a flow layout fills its lines from the right in Arabic or Hebrew without any code. So the
// frames are x' = contentWidth − x − w, and a horizontally scrolling flow layout puts section 0 at the
// right end of its content (openradar 25698641, "UICollectionViewFlowLayout has wrong initial scroll
// position on RTL layout": the first item is at the far end from content offset 0). Where the sources
// are silent (decided here, said in docs/devices.md): the safe area and layout margins a section inset
// refers to stay on their physical side, as `UIEdgeInsets` are.

@Suite("Flow layout right to left")
struct FlowRightToLeftTests {
    func rtl(_ layout: FlowLayout, _ container: Size) -> LayoutResult {
        layout.layout(in: LayoutEnvironment(bounds: container, layoutDirection: .rightToLeft))
    }

    /// Every flow case, vertical: its frames reflected across the width.
    @Test(arguments: flowCases)
    func verticalCasesMirrored(_ c: FlowCase) {
        let result = rtl(c.layout, Size(width: c.width, height: 1000))
        let mirror = HorizontalMirror(width: c.width)
        for (section, item, frame) in c.cells {
            #expect(result.itemFrame(section: section, item: item) == mirror(frame), "cell \(section).\(item)")
        }
        for (section, frame) in c.headers {
            #expect(result.attributes(kind: .header, section: section)?.frame == frame.map(mirror.callAsFunction))
        }
        for (section, frame) in c.footers {
            #expect(result.attributes(kind: .footer, section: section)?.frame == frame.map(mirror.callAsFunction))
        }
        for (section, frame) in c.backgrounds {
            #expect(result.attributes(kind: .background, section: section)?.frame == frame.map(mirror.callAsFunction))
        }
    }

    /// Every flow case, horizontal: its transposed frames reflected across the content's width.
    @Test(arguments: flowCases)
    func horizontalCasesMirrored(_ c: FlowCase) {
        let layout = c.layout.transposed()
        let container = Size(width: 1000, height: c.width)
        let result = rtl(layout, container)
        #expect(result.contentSize == layout.layout(in: container).contentSize)
        let mirror = HorizontalMirror(width: result.contentSize.width)
        for (section, item, frame) in c.cells {
            #expect(result.itemFrame(section: section, item: item) == mirror(frame.transposed), "cell \(section).\(item)")
        }
        for (section, frame) in c.backgrounds {
            #expect(result.attributes(kind: .background, section: section)?.frame == frame.map { mirror($0.transposed) })
        }
    }

    /// Seven 50×50 items on 320: right to left the first line runs 0 at 270, 1 at 202.5, … and the
    /// last line starts at the right on the grid columns (5 at 270, 6 at 202.5).
    @Test func linesFillFromTheRight() {
        let result = rtl(FlowLayout(sections: [FlowSection(items: .count(7))]), Size(width: 320, height: 1000))
        #expect(result.itemFrame(section: 0, item: 0) == r(270, 0, 50, 50))
        #expect(result.itemFrame(section: 0, item: 1) == r(202.5, 0, 50, 50))
        #expect(result.itemFrame(section: 0, item: 4) == r(0, 0, 50, 50))
        #expect(result.itemFrame(section: 0, item: 5) == r(270, 60, 50, 50))
        #expect(result.itemFrame(section: 0, item: 6) == r(202.5, 60, 50, 50))
    }

    /// Scrolling horizontally, section 0 is at the right end of the content and section 1 to its left;
    /// each section's first column is its rightmost.
    @Test func horizontalSectionZeroIsAtTheRight() throws {
        var layout = FlowLayout(sections: [FlowSection(items: .count(6)), FlowSection(items: .count(3))])
        layout.scrollDirection = .horizontal
        let result = rtl(layout, Size(width: 300, height: 110))
        // Left to right: two rows of 50; section 0 is 3 columns (0…170), section 1 two (170…280).
        #expect(result.contentSize == Size(width: 280, height: 110))
        let first = try #require(result.sectionFrame(0))
        let second = try #require(result.sectionFrame(1))
        #expect(first.maxX == 280 && second.maxX == first.minX)
        #expect(result.itemFrame(section: 0, item: 0) == r(230, 0, 50, 50))
        #expect(result.itemFrame(section: 0, item: 1) == r(230, 60, 50, 50))
        #expect(result.itemFrame(section: 1, item: 0) == r(60, 0, 50, 50))
    }

    /// A pinned header of a horizontal layout sticks to the leading edge of the visible bounds: the
    /// right one, right to left.
    @Test func pinnedHeadersStickToTheRightEdge() throws {
        var layout = FlowLayout(sections: [FlowSection(items: .count(10)), FlowSection(items: .count(10))])
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = Size(width: 30, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        let result = rtl(layout, Size(width: 200, height: 110))
        let header = try #require(result.attributes(kind: .header, section: 0)?.frame)
        #expect(header.maxX == result.contentSize.width)
        // Scrolled 60 points leftwards from the start (the visible bounds' left edge 60 points below
        // the content's start at the right), the header rides the right edge of the bounds.
        let visible = Rect(x: result.contentSize.width - 200 - 60, y: 0, width: 200, height: 110)
        let pinned = result.elements(in: visible, context: ScrollContext(visibleBounds: visible))
            .first { $0.kind == .header && $0.section == 0 }
        #expect(pinned?.isPinned == true)
        #expect(pinned?.frame == Rect(x: visible.maxX - 30, y: header.minY, width: 30, height: header.height))
    }

    /// Measured from the safe area (59 on the left only), the section inset's physical sides keep
    /// their meaning for the safe area: it stays on the left, items end at the right edge.
    @Test func safeAreaReferenceStaysPhysical() {
        var layout = FlowLayout(sections: [FlowSection(items: .count(1), itemSize: Size(width: 100, height: 50))])
        layout.sectionInsetReference = .fromSafeArea
        layout.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let environment = LayoutEnvironment(
            bounds: Size(width: 400, height: 300),
            safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 0, right: 0),
            layoutDirection: .rightToLeft)
        let result = layout.layout(in: environment)
        #expect(result.itemFrame(section: 0, item: 0) == r(300, 0, 100, 50))
        var ltr = environment
        ltr.layoutDirection = .leftToRight
        #expect(layout.layout(in: ltr).itemFrame(section: 0, item: 0) == r(59, 0, 100, 50))
    }
}
