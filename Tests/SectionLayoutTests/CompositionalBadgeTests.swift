import Testing

@testable import SectionLayout

// Issue 13 §4, item supplementaries and edge spacing. `UICollectionViewCompositionalLayout.h`: a
// supplementary is "anchored to the top+trailing edge of a cell" with `edges: [.top, .trailing]
// fractionalOffset: CGPoint(x: 0.5, y: -0.5)` (drawn centred on the corner: the offset is in units of the
// badge's own size); "Combine a container anchor with an item anchor for fine-grained positioning"
// (the item anchor's point of the badge meets the container anchor's point of the cell; without one the
// badge's point named by the container anchor's edges does, so `[.top, .trailing]` alone keeps it inside
// the corner, as Apple's documentation says of a zero offset). Edge spacing "specifies additional space
// required surrounding an item when laying out"; `bottom: .flexible(0.0)` "forces items to align to the
// top of their group's geometry". Each case also runs transposed.

/// A 20×20 badge anchored to its cell as given.
func badge(
    _ edges: DirectionalRectEdges, _ offset: LayoutAnchor.Offset = .zero, kind: String = "badge",
    itemAnchor: LayoutAnchor? = nil, width: LayoutDimension = .absolute(20)
) -> LayoutSupplementaryItem {
    LayoutSupplementaryItem(
        elementKind: kind, size: LayoutSize(width: width, height: .absolute(20)),
        containerAnchor: LayoutAnchor(edges: edges, offset: offset), itemAnchor: itemAnchor)
}

/// A 100×100 group holding one 100×100 item with `badges` (and `insets`).
func badged(_ badges: [LayoutSupplementaryItem], insets: DirectionalEdgeInsets = .zero, items: Int = 1) -> CompositionalLayout {
    let item = LayoutItem(
        width: .fractionalWidth(1), height: .fractionalHeight(1), contentInsets: insets, supplementaryItems: badges)
    return CompositionalLayout(sections: [LayoutSection(items: items, group: row(.absolute(100), .absolute(100), [.item(item)]))])
}

/// An item of `width` × `height` points with `spacing`.
func spaced(_ width: Double, _ height: LayoutDimension, _ spacing: LayoutEdgeSpacing) -> LayoutSubitem {
    .item(LayoutItem(width: .absolute(width), height: height, edgeSpacing: spacing))
}

let badgeCases: [CompositionalCase] = [
    CompositionalCase(
        id: "a badge centred on the top-trailing corner (fractional offset 0.5, -0.5)",
        layout: badged([badge([.top, .trailing], .fractional(Point(x: 0.5, y: -0.5)))]),
        cells: [(0, 0, box(0, 0, 100, 100))], others: [("badge", 0, 0, box(90, -10, 20, 20))]),
    CompositionalCase(
        id: "edges alone keep the badge inside the corner; no edges centre it",
        layout: badged([badge([.top, .trailing], kind: "corner"), badge([], kind: "centre")]),
        others: [("corner", 0, 0, box(80, 0, 20, 20)), ("centre", 0, 0, box(40, 40, 20, 20))]),
    CompositionalCase(
        id: "an absolute offset moves it by points",
        layout: badged([badge([.bottom, .leading], .absolute(Point(x: -5, y: 5)))]),
        others: [("badge", 0, 0, box(-5, 85, 20, 20))]),
    CompositionalCase(
        id: "an item anchor: the badge's bottom-leading corner on the cell's top-trailing one, offset (10, -10)",
        layout: badged([
            badge(
                [.top, .trailing], .absolute(Point(x: 10, y: -10)),
                itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
        ]),
        others: [("badge", 0, 0, box(110, -30, 20, 20))]),
    CompositionalCase(
        id: "anchored to the cell after its content insets; fractions are of the cell",
        layout: badged([badge([.top, .leading], width: .fractionalWidth(0.5))], insets: DirectionalEdgeInsets(all: 10)),
        cells: [(0, 0, box(10, 10, 80, 80))], others: [("badge", 0, 0, box(10, 10, 40, 20))]),
    CompositionalCase(
        id: "badges repeat with their items, the last group's too",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 5,
                group: row(
                    .fractionalWidth(1), .absolute(100),
                    [
                        .item(
                            LayoutItem(
                                width: .absolute(100), height: .fractionalHeight(1),
                                supplementaryItems: [badge([.top, .trailing], .fractional(Point(x: 0.5, y: -0.5)))])),
                        cell(.absolute(100), .fractionalHeight(1)),
                    ]))
        ]),
        // Three slots a group (badged, plain, badged); the last group holds items 3 and 4.
        others: [
            ("badge", 0, 0, box(90, -10, 20, 20)), ("badge", 0, 1, nil), ("badge", 0, 2, box(290, -10, 20, 20)),
            ("badge", 0, 3, box(90, 90, 20, 20)), ("badge", 0, 4, nil), ("badge", 0, 5, nil),
        ]),
    CompositionalCase(
        id: "leading edge spacing goes before each slot along the group",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 4,
                group: row(
                    .fractionalWidth(1), .absolute(100),
                    [
                        spaced(100, .absolute(50), LayoutEdgeSpacing(leading: .fixed(10)))
                    ]))
        ]),
        cells: [
            (0, 0, box(10, 0, 100, 50)), (0, 1, box(120, 0, 100, 50)), (0, 2, box(230, 0, 100, 50)),
            (0, 3, box(10, 100, 100, 50)),
        ]),
    CompositionalCase(
        id: "flexible top and bottom centre an item across its group; bottom alone keeps it at the top",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2,
                group: row(
                    .fractionalWidth(1), .absolute(100),
                    [
                        spaced(100, .absolute(50), LayoutEdgeSpacing(top: .flexible(0), bottom: .flexible(0))),
                        spaced(100, .absolute(50), LayoutEdgeSpacing(bottom: .flexible(0))),
                    ]))
        ]),
        cells: [(0, 0, box(0, 25, 100, 50)), (0, 1, box(100, 0, 100, 50))]),
    CompositionalCase(
        id: "flexible edge spacing along the group shares the leftover length",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3,
                group: row(
                    .fractionalWidth(1), .absolute(50),
                    [
                        spaced(100, .fractionalHeight(1), LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
                    ]))
        ]),
        cells: [(0, 0, box(12.5, 0, 100, 50)), (0, 1, box(137.5, 0, 100, 50)), (0, 2, box(262.5, 0, 100, 50))]),
    CompositionalCase(
        id: "a count group insets each item in its equal slot by its edge spacing",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2,
                group: .horizontal(
                    LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                    subitem: spaced(10, .fractionalHeight(1), LayoutEdgeSpacing(leading: .fixed(5), trailing: .flexible(7))),
                    count: 3))
        ]),
        container: Size(width: 300, height: 480),
        cells: [(0, 0, box(5, 0, 88, 50)), (0, 1, box(105, 0, 88, 50))]),
]

@Suite("Compositional item supplementaries (badges) and edge spacing")
struct CompositionalBadgeTests {
    @Test(arguments: badgeCases)
    func frames(_ c: CompositionalCase) { c.checkBothDirections() }

    /// Badges come after their section's cells, carry their item, and move with an orthogonal row.
    @Test func badgesFollowTheCellsAndTheirRow() {
        var layout = badged([badge([.top, .trailing], .fractional(Point(x: 0.5, y: -0.5)))], items: 3)
        layout.sections[0].orthogonalScrollingBehavior = .continuous
        let result = layout.layout(in: Size(width: 375, height: 667))
        #expect(
            result.allElements().map { "\($0.kind.rawValue) \($0.item ?? -1)" }
                == ["cell 0", "cell 1", "cell 2", "badge 0", "badge 1", "badge 2"])
        let scrolled = result.elements(in: box(0, -20, 375, 200), context: ScrollContext(orthogonalOffsets: [0: 150]))
        #expect(scrolled.filter { $0.kind != .cell }.map(\.frame) == [box(40, -10, 20, 20), box(140, -10, 20, 20)])
        #expect(
            result.attributes(kind: ElementKind(rawValue: "badge"), section: 0, item: 2)?.frame == box(290, -10, 20, 20),
            "look-ups stay unscrolled")
        #expect(result.attributes(kind: ElementKind(rawValue: "badge"), section: 0, item: 3) == nil)
        #expect(result.attributes(kind: ElementKind(rawValue: "other"), section: 0, item: 0) == nil)
    }

    /// `header`, `footer`, `cell` and `background` name the section's own elements: badges of those
    /// kinds built in Swift are not laid out (a spec refuses them), so no badge is drawn as a header.
    @Test func badgesOfTheSectionsOwnKindsAreLeftOut() {
        let result = badged([badge([.top], kind: "header"), badge([.top], kind: "cell"), badge([.top], kind: "dot")]).layout(
            in: Size(width: 375, height: 667))
        #expect(result.allElements().map(\.kind.rawValue) == ["cell", "dot"])
        #expect(result.attributes(kind: .header, section: 0) == nil)
    }
}

/// A renderer that does not draw badges has the query skip them whole.
@Suite("Queries without item supplementaries")
struct QueriesWithoutBadgesTests {
    /// A million zero-size cells at x −100 with a 1 × 20 badge each 150 pt to their right, all at the
    /// same place, (49.5, −5).
    static let crowd = CompositionalLayout(sections: [
        LayoutSection(
            items: 1_000_000,
            group: row(
                .fractionalWidth(1), .absolute(0),
                [
                    .item(
                        LayoutItem(
                            width: .absolute(0), height: .absolute(0),
                            supplementaryItems: [badge([], .absolute(Point(x: 150, y: 0)), width: .absolute(1))]))
                ]),
            contentInsets: DirectionalEdgeInsets(top: 5, leading: -100, bottom: 5, trailing: 0),
            background: BackgroundDecoration())
    ]).layout(in: Size(width: 375, height: 667))

    @Test(arguments: 0..<50)
    func theAnswerIsTheFullOneWithoutBadges(seed: Int) {
        var rng = SeededRandom(seed: UInt64(80_000 + seed))
        let result = RandomCompositionalLayouts.make(&rng, fitting: seed % 2 == 0).layout(
            in: RandomCompositionalLayouts.container(&rng))
        let rect = RandomCompositionalLayouts.rect(&rng, within: result.contentSize)
        var seen: [LayoutAttributes] = []
        result.forEachElement(in: rect, context: .unscrolled, includesItemSupplementaries: false) { element in
            seen.append(element)
            return true
        }
        #expect(seen == result.elements(in: rect).filter { $0.kind == .cell || $0.item == nil }, "seed \(seed)")
    }

    @Test func skippingBadgesSkipsTheirWork() {
        let rect = box(0, 0, 100, 10)
        let (all, touchedAll) = QueryWork.measure { Self.crowd.elements(in: rect) }
        #expect(all.count == 1 + 1_000_000, "the background and every badge")
        #expect(all.last?.frame == box(49.5, -5, 1, 20))
        let (none, touched) = QueryWork.measure {
            var count = 0
            Self.crowd.forEachElement(in: rect, context: .unscrolled, includesItemSupplementaries: false) { _ in
                count += 1
                return true
            }
            return count
        }
        #expect(none == 1 && touched < 100 && touchedAll > 1_000_000, "\(touched) entries touched, \(touchedAll) with badges")
    }
}
