import Testing

@testable import SectionLayout

// Issue 13 §5. `UICollectionViewCompositionalLayout.h`: `groupPagingCentered` is "Same of group paging
// with additional leading and trailing content insets to center each group's contents along the
// orthogonal axis" — so the layout itself pads the row (by half of what the group leaves of the
// section's effective width, at each end) and the first group is centred at rest, without scrolling;
// `paging` is "paging behavior ... with page size == extent of the collection view's bounds" — the
// viewport, not the container inside the content inset; custom groups place their items at "the frames
// relative to this group's geometry" the item provider returns; a background decoration's "zIndex ...
// default is 0; all other section items will be automatically be promoted to zIndex=1".

let centredPagingCases: [CompositionalCase] = [
    CompositionalCase(
        id: "groupPagingCentered: three 0.8-wide groups, 10 apart, the first one centred",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3, group: row(.fractionalWidth(0.8), .absolute(100), [fill]), interGroupSpacing: 10,
                orthogonalScrollingBehavior: .groupPagingCentered)
        ]),
        cells: [(0, 0, box(37.5, 0, 300, 100)), (0, 1, box(347.5, 0, 300, 100)), (0, 2, box(657.5, 0, 300, 100))],
        contentHeight: 100),
    CompositionalCase(
        id: "groupPagingCentered centres in the section's effective width (content insets 20 and 20)",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2, group: row(.fractionalWidth(0.8), .absolute(100), [fill]), interGroupSpacing: 10,
                contentInsets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                orthogonalScrollingBehavior: .groupPagingCentered)
        ]),
        cells: [(0, 0, box(53.5, 0, 268, 100)), (0, 1, box(331.5, 0, 268, 100))], contentHeight: 100),
    CompositionalCase(
        id: "custom group: its frames, in order, repeated; an estimated one reaches its farthest frame (the last holds two: 100)",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 5,
                group: .custom(
                    LayoutSize(width: .fractionalWidth(1), height: .estimated(10)),
                    frames: [box(0, 0, 100, 100), box(110, 0, 50, 50), box(110, 50, 50, 60)]), interGroupSpacing: 5)
        ]),
        cells: [
            (0, 0, box(0, 0, 100, 100)), (0, 1, box(110, 0, 50, 50)), (0, 2, box(110, 50, 50, 60)),
            (0, 3, box(0, 115, 100, 100)), (0, 4, box(110, 115, 50, 50)),
        ], contentHeight: 215),
    CompositionalCase(
        id: "a custom group nested in a group",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3,
                group: row(
                    .fractionalWidth(1), .absolute(80),
                    [
                        cell(.absolute(100), .fractionalHeight(1)),
                        .group(
                            .custom(
                                LayoutSize(width: .absolute(100), height: .fractionalHeight(1)),
                                frames: [box(10, 10, 30, 30), box(50, 40, 30, 30)])),
                    ]))
        ]),
        cells: [(0, 0, box(0, 0, 100, 80)), (0, 1, box(110, 10, 30, 30)), (0, 2, box(150, 40, 30, 30))], contentHeight: 80),
]

@Suite("Compositional paging at rest, custom groups, zIndex")
struct CompositionalPagingTests {
    @Test(arguments: centredPagingCases)
    func frames(_ c: CompositionalCase) { c.checkBothDirections() }

    /// The row is 37.5 + 3 · 300 + 2 · 10 + 37.5 = 995 long and rests at k · 310; paging to group 1 and
    /// back to group 0 shows exactly the first picture.
    @Test(arguments: [Axis.vertical, .horizontal])
    func centredGroupsRestAtMultiplesOfThePitch(_ direction: Axis) throws {
        var layout = CompositionalLayout(sections: [
            LayoutSection(
                items: 3, group: row(.fractionalWidth(0.8), .absolute(100), [fill]), interGroupSpacing: 10,
                orthogonalScrollingBehavior: .groupPagingCentered)
        ])
        var container = Size(width: 375, height: 667)
        if direction == .horizontal {
            layout = layout.transposed()
            container = container.transposed
        }
        let result = layout.layout(in: container)
        let row = try #require(result.orthogonalRow(inSection: 0))
        #expect(row.contentLength == 995 && row.groupStart == 37.5 && row.groupPitch == 310)
        #expect(row.offsetRange == 0...620 && row.pageLength == 310)
        #expect([0, 100, 200, 400, 600, 1000, -50].map(row.restingOffset(near:)) == [0, 0, 310, 310, 620, 620, 0])
        let screen = Rect(origin: .zero, size: container)
        let first = result.elements(in: screen, context: ScrollContext(orthogonalOffsets: [0: 0]))
        var offset = row.restingOffset(near: 0 + 310)
        #expect(offset == 310)
        offset = row.restingOffset(near: offset - 310)
        #expect(result.elements(in: screen, context: ScrollContext(orthogonalOffsets: [0: offset])) == first)
        #expect(first == result.elements(in: screen), "the first group is centred without scrolling")
    }

    /// With a content inset of 20 on each side, a 375-wide collection view lays out in 335 points, and
    /// a `paging` row pages by the whole 375.
    @Test func pagingPagesByTheBounds() throws {
        let layout = CompositionalLayout(sections: [
            LayoutSection(
                items: 4, group: row(.fractionalWidth(1), .absolute(100), [fill]), orthogonalScrollingBehavior: .paging)
        ])
        let inset = layout.layout(in: Size(width: 335, height: 667), bounds: Size(width: 375, height: 667))
        let row = try #require(inset.orthogonalRow(inSection: 0))
        #expect(row.visibleLength == 335 && row.boundsLength == 375 && row.pageLength == 375)
        #expect(row.offsetRange == 0...1005)
        #expect([100, 200, 900, 1000].map(row.restingOffset(near:)) == [0, 375, 750, 1005])
        #expect(
            layout.layout(in: Size(width: 335, height: 667)).orthogonalRow(inSection: 0)?.pageLength == 335,
            "without bounds, the container is the collection view")
    }

    @Test func zIndexIsPromotedInSectionsWithABackground() {
        let item = LayoutItem(
            width: .fractionalWidth(1), height: .fractionalHeight(1),
            supplementaryItems: [
                LayoutSupplementaryItem(
                    elementKind: "dot", size: LayoutSize(width: .absolute(5), height: .absolute(5)),
                    containerAnchor: LayoutAnchor(edges: [.top]), zIndex: 1)
            ])
        var pin = boundary("pin", 10, 10, .topTrailing, extends: false)
        pin.zIndex = 2
        let section = LayoutSection(
            items: 1, group: row(.fractionalWidth(1), .absolute(50), [.item(item)]),
            header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(20)),
            boundarySupplementaryItems: [pin])
        var backed = section
        backed.background = BackgroundDecoration()
        var global = boundary("banner", 375, 10, .top)
        global.zIndex = 5
        let result = CompositionalLayout(sections: [backed, section], boundarySupplementaryItems: [global])
            .layout(in: Size(width: 375, height: 667))
        let zIndices = result.allElements().map { "\($0.kind.rawValue)\($0.isLayoutWide ? "" : String($0.section)) \($0.zIndex)" }
        #expect(
            zIndices == [
                "banner 5", "background0 0", "header0 1", "pin0 3", "cell0 1", "dot0 2",
                "header1 0", "pin1 2", "cell1 0", "dot1 1",
            ])
        #expect(result.attributes(kind: .cell, section: 0, item: 0)?.zIndex == 1)
        #expect(result.attributes(kind: ElementKind(rawValue: "dot"), section: 0, item: 0)?.zIndex == 2)
    }
}
