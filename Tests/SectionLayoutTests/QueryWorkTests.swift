import SeededRandom
import Testing

@testable import SectionLayout

/// Rect queries touch O(log n + k) index entries (binary-search probes, sections walked, candidate items
/// computed — `QueryWork`), not O(n): a query that scanned everything would return the same elements and
/// pass every test of its answers, so the work itself is counted and bounded.
@Suite("Rect queries touch O(log n + k) entries")
struct QueryWorkTests {
    /// The bound: at most `factor` · (log₂ n + k) entries for a query returning k elements out of n items.
    static let factor = 4.0

    /// Screen-sized rects (375×667 pt) at seeded offsets along the content.
    static func screens(in layout: LayoutResult, count: Int = 50) -> [Rect] {
        var random = SplitMix64(seed: 2_024)
        let axis = layout.scrollDirection
        let range = Swift.max(0, layout.contentSize.main(axis) - 667)
        return (0..<count).map { _ in
            Rect(main: Double.random(in: 0...range, using: &random), cross: 0, mainLength: 667, crossLength: 375, axis: axis)
        }
    }

    /// Checks every screen of `layout` against the bound.
    static func expectLogarithmic(_ layout: LayoutResult, _ name: String) {
        // ⌈log₂ n⌉ for n ≥ 1: 24 for ten million, 20 for a million.
        let logN = Double(Int.bitWidth - layout.numberOfItems.leadingZeroBitCount)
        for rect in screens(in: layout) {
            let (found, touched) = QueryWork.measure { layout.elements(in: rect) }
            let k = Double(found.count)
            #expect(!found.isEmpty, "\(name): the screen at \(rect) shows something")
            #expect(Double(touched) <= factor * (logN + k), "\(name): \(touched) entries for \(found.count) elements at \(rect)")
        }
    }

    @Test func tenMillionUniformItems() {
        let sections = (0..<10_000).map { _ in FlowSection(items: .count(1_000)) }
        let layout = FlowLayout(
            sectionInset: EdgeInsets(all: 10), headerReferenceSize: Size(width: 0, height: 30),
            background: SectionBackground(cover: .section), sections: sections
        )
        .layout(in: Size(width: 375, height: 667))
        #expect(layout.numberOfItems == 10_000_000)
        Self.expectLogarithmic(layout, "uniform") // at most 1.2 · (log₂ n + k) here
    }

    @Test func tenMillionCompositionalItems() {
        let item = LayoutItem(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
            subitem: .item(item), count: 2)
        let section = LayoutSection(
            items: 1_000, group: group, interGroupSpacing: 8,
            header: BoundarySupplementaryItem(
                size: LayoutSize(
                    width: .fractionalWidth(1),
                    height: .absolute(30))))
        let layout = CompositionalLayout(sections: Array(repeating: section, count: 10_000))
            .layout(in: Size(width: 375, height: 667))
        #expect(layout.numberOfItems == 10_000_000)
        Self.expectLogarithmic(layout, "compositional") // at most 1.8 · (log₂ n + k) here
    }

    /// Badges are found like their cells (the groups in closed form, the slots by binary search), a
    /// section's boundary items only in the sections the rect reaches, the layout's own few by looking
    /// at each.
    @Test func tenMillionBadgedCompositionalItemsWithBoundaryItems() {
        let badge = LayoutSupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(12), height: .absolute(12)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
        let item = LayoutItem(width: .fractionalWidth(0.5), height: .fractionalHeight(1), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .estimated(60)),
            subitem: .item(item), count: 2)
        let side = BoundarySupplementaryItem(
            elementKind: "index", size: LayoutSize(width: .absolute(20), height: .fractionalHeight(0.5)),
            alignment: .trailing, extendsBoundary: false)
        let section = LayoutSection(
            items: 1_000, group: group, interGroupSpacing: 8,
            header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(30)),
            boundarySupplementaryItems: [side], background: BackgroundDecoration())
        let global = [
            BoundarySupplementaryItem(
                elementKind: "banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)),
                alignment: .top)
        ]
        let layout = CompositionalLayout(sections: Array(repeating: section, count: 10_000), boundarySupplementaryItems: global)
            .layout(in: Size(width: 375, height: 667))
        #expect(layout.numberOfItems == 10_000_000)
        Self.expectLogarithmic(layout, "badged compositional")
        let screen = Rect(x: 0, y: layout.contentSize.height / 2, width: 375, height: 667)
        #expect(layout.elements(in: screen).contains { $0.kind == ElementKind(rawValue: "badge") })
    }

    /// Sized items replay their lines from a checkpoint every 16 lines; items in lines stored one by one
    /// (negative line spacing) are found by binary search over the lines.
    @Test(arguments: [10.0, -2.0])
    func aMillionSizedItems(lineSpacing: Double) {
        var random = SplitMix64(seed: 7)
        let sections = (0..<100).map { _ in
            FlowSection(
                items: .sizes(
                    (0..<10_000).map { _ in
                        Size(
                            width: Double(Int.random(in: 20...120, using: &random)),
                            height: Double(Int.random(in: 20...80, using: &random)))
                    }))
        }
        let layout = FlowLayout(minimumLineSpacing: lineSpacing, sectionInset: EdgeInsets(all: 10), sections: sections)
            .layout(in: Size(width: 375, height: 667))
        #expect(layout.numberOfItems == 1_000_000)
        switch layout.sections[0].items {
        case .lines: #expect(lineSpacing >= 0)
        case .explicitLines: #expect(lineSpacing < 0)
        default: Issue.record("sized items kept neither as lines nor as explicit lines")
        }
        Self.expectLogarithmic(layout, "sized, line spacing \(lineSpacing)") // at most 2.1 · (log₂ n + k)
    }

    /// The count sees a scan: the same answer from a filter over every element touches nothing it counts,
    /// but a walk from the first section touches every section before the screen.
    @Test func countingSeesTheWorkNotTheAnswer() {
        let sections = (0..<10_000).map { _ in FlowSection(items: .count(1_000)) }
        let layout = FlowLayout(sections: sections).layout(in: Size(width: 375, height: 667))
        let rect = Rect(x: 0, y: layout.contentSize.height / 2, width: 375, height: 667)
        let (_, walked) = QueryWork.measure {
            var count = 0
            layout.forEachSection(near: Rect(x: 0, y: 0, width: 375, height: rect.maxY)) { _ in
                count += 1
                return true
            }
            return count
        }
        #expect(walked >= 5_000, "walking the sections from the top touches each (\(walked))")
        let (_, queried) = QueryWork.measure { layout.elements(in: rect) }
        #expect(queried < 200, "the query finds the screen by binary search (\(queried))")
    }
}
