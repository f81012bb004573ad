import Testing

@testable import SectionLayout

/// Rect queries that pin stay O(log n + k) (issue 14 §1: "a pinned element is found from the sections
/// the visible rect touches, not by scanning"): a pinned element never leaves its section, so the
/// sections the binary search finds near the rect hold every answer. Counted with `QueryWork`, as in
/// `QueryWorkTests`.
@Suite("Pinned queries touch O(log n + k) entries")
struct PinningQueryWorkTests {
    /// Every screen of `layout`, pinned at itself, within the bound; some show a pinned element.
    static func expectLogarithmic(_ layout: LayoutResult, _ name: String) {
        let logN = Double(Int.bitWidth - layout.numberOfItems.leadingZeroBitCount)
        var pinnedSeen = 0
        for rect in QueryWorkTests.screens(in: layout) {
            let context = ScrollContext(visibleBounds: rect)
            let (found, touched) = QueryWork.measure { layout.elements(in: rect, context: context) }
            pinnedSeen += found.filter(\.isPinned).count
            #expect(
                Double(touched) <= QueryWorkTests.factor * (logN + Double(found.count)),
                "\(name): \(touched) entries for \(found.count) elements at \(rect)")
        }
        #expect(pinnedSeen > 0, "\(name): pinned elements were found")
    }

    @Test func tenMillionItemsWithPinnedHeadersAndFooters() {
        let sections = (0..<10_000).map { _ in FlowSection(items: .count(1_000)) }
        var flow = FlowLayout(
            sectionInset: EdgeInsets(all: 10), headerReferenceSize: Size(width: 0, height: 30),
            footerReferenceSize: Size(width: 0, height: 20), background: SectionBackground(cover: .section),
            sections: sections)
        flow.sectionHeadersPinToVisibleBounds = true
        flow.sectionFootersPinToVisibleBounds = true
        let layout = flow.layout(in: Size(width: 375, height: 667))
        #expect(layout.numberOfItems == 10_000_000)
        Self.expectLogarithmic(layout, "flow")
    }

    @Test func tenMillionCompositionalItemsWithPinnedBoundaryItems() {
        let item = LayoutItem(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
            subitem: .item(item), count: 2)
        let section = LayoutSection(
            items: 1_000, group: group, interGroupSpacing: 8, header: pinnedHeader,
            boundarySupplementaryItems: [pinned(boundary("more", 80, 20, .bottomTrailing))])
        let banner = pinned(
            BoundarySupplementaryItem(
                elementKind: "banner",
                size: LayoutSize(
                    width: .fractionalWidth(1),
                    height: .absolute(40)),
                alignment: .top))
        let layout = CompositionalLayout(sections: Array(repeating: section, count: 10_000), boundarySupplementaryItems: [banner])
            .layout(in: Size(width: 375, height: 667))
        #expect(layout.numberOfItems == 10_000_000)
        Self.expectLogarithmic(layout, "compositional")
    }
}
