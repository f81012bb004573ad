import Testing

@testable import SectionLayout

// Issue 13 §3, every boundary supplementary item (`NSCollectionLayoutBoundarySupplementaryItem`). From
// `UICollectionViewCompositionalLayout.h`: the alignment positions the item "relative the containing
// geometry's coordinate space" (the anchor diagram: `.top` is centred along the top edge, corners sit in
// the corners); `extendsBoundary` "will automatically extend the content area of the host geometry";
// section supplementaries "follow any section-specific contentInsets" by default; the configuration's
// `boundarySupplementaryItems` are "global headers and footers". Decided here where the header is
// silent: extending items at one edge push the content by the longest of them (as the open
// reimplementation IBPCollectionViewCompositionalLayout does); items aligned only to an edge across
// the scroll axis (`.leading`/`.trailing` scrolling vertically) sit centred along the section and
// never extend it. Each case also runs transposed.

/// A boundary item of `kind`, `width` × `height` points, at `alignment`.
func boundary(
    _ kind: String, _ width: Double, _ height: Double, _ alignment: RectAlignment,
    extends: Bool = true
) -> BoundarySupplementaryItem {
    BoundarySupplementaryItem(
        elementKind: kind, size: LayoutSize(width: .absolute(width), height: .absolute(height)),
        alignment: alignment, extendsBoundary: extends)
}

/// Two 50-tall full-width cells.
let twoRows = row(.fractionalWidth(1), .absolute(50), [fill])

let boundaryCases: [CompositionalCase] = [
    CompositionalCase(
        id: "topLeading header extends, topTrailing badge overlaps, both inside the section's insets",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2, group: twoRows, contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                boundarySupplementaryItems: [
                    boundary("header", 100, 30, .topLeading),
                    boundary("badge", 60, 20, .topTrailing, extends: false),
                ])
        ]),
        cells: [(0, 0, box(16, 30, 343, 50)), (0, 1, box(16, 80, 343, 50))],
        headers: [(0, box(16, 0, 100, 30))], others: [("badge", 0, nil, box(299, 0, 60, 20))], contentHeight: 130),
    CompositionalCase(
        id: "a global header and footer around all sections",
        layout: CompositionalLayout(
            interSectionSpacing: 20, sections: Array(repeating: LayoutSection(items: 1, group: twoRows), count: 2),
            boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), alignment: .top),
                BoundarySupplementaryItem(
                    elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .bottom
                ),
            ]),
        cells: [(0, 0, box(0, 50, 375, 50)), (1, 0, box(0, 120, 375, 50))],
        others: [
            ("header", LayoutAttributes.layoutWideSection, nil, box(0, 0, 375, 50)),
            ("footer", LayoutAttributes.layoutWideSection, nil, box(0, 170, 375, 30)),
        ], contentHeight: 200),
    CompositionalCase(
        id: "every alignment on a 375 × 100 section (items that do not extend it)",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2, group: twoRows,
                boundarySupplementaryItems: RectAlignment.allCases.map { boundary($0.rawValue, 40, 20, $0, extends: false) })
        ]),
        cells: [(0, 0, box(0, 0, 375, 50))],
        others: [
            ("top", 0, nil, box(167.5, 0, 40, 20)), ("topLeading", 0, nil, box(0, 0, 40, 20)),
            ("leading", 0, nil, box(0, 40, 40, 20)), ("bottomLeading", 0, nil, box(0, 80, 40, 20)),
            ("bottom", 0, nil, box(167.5, 80, 40, 20)), ("bottomTrailing", 0, nil, box(335, 80, 40, 20)),
            ("trailing", 0, nil, box(335, 40, 40, 20)), ("topTrailing", 0, nil, box(335, 0, 40, 20)),
        ],
        contentHeight: 100),
    CompositionalCase(
        id: "extending items push the content by the longest at each edge; cross-edge items never extend",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2, group: twoRows,
                boundarySupplementaryItems: [
                    boundary("short", 40, 30, .topLeading), boundary("tall", 40, 50, .topTrailing),
                    boundary("side", 40, 200, .leading), boundary("end", 375, 20, .bottom),
                ],
                background: BackgroundDecoration())
        ]),
        cells: [(0, 0, box(0, 50, 375, 50)), (0, 1, box(0, 100, 375, 50))], backgrounds: [(0, box(0, 0, 375, 170))],
        others: [
            ("short", 0, nil, box(0, 0, 40, 30)), ("tall", 0, nil, box(335, 0, 40, 50)),
            ("side", 0, nil, box(0, -15, 40, 200)), ("end", 0, nil, box(0, 150, 375, 20)),
        ], contentHeight: 170),
    CompositionalCase(
        id: "absoluteOffset moves an item after alignment, contentInsets shrink it in its slot",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 1, group: twoRows,
                boundarySupplementaryItems: [
                    BoundarySupplementaryItem(
                        elementKind: "banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                        alignment: .top, absoluteOffset: Point(x: 0, y: -10),
                        contentInsets: DirectionalEdgeInsets(all: 5))
                ])
        ]),
        cells: [(0, 0, box(0, 40, 375, 50))], others: [("banner", 0, nil, box(5, -5, 365, 30))], contentHeight: 90),
    CompositionalCase(
        id: "an estimated boundary item takes its estimate and ignores its insets on that axis",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 1, group: twoRows,
                boundarySupplementaryItems: [
                    BoundarySupplementaryItem(
                        elementKind: "title", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                        alignment: .top, contentInsets: DirectionalEdgeInsets(all: 4))
                ])
        ]),
        cells: [(0, 0, box(0, 44, 375, 50))], others: [("title", 0, nil, box(4, 0, 367, 44))], contentHeight: 94),
    CompositionalCase(
        id: "the safe area reference acts as none until the device is modelled: the container's full width",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 1, group: twoRows, contentInsets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(30)),
                boundarySupplementaryItems: [boundary("pill", 60, 20, .topTrailing, extends: false)],
                supplementaryContentInsetsReference: .safeArea)
        ]),
        cells: [(0, 0, box(20, 30, 335, 50))], headers: [(0, box(0, 0, 375, 30))],
        others: [("pill", 0, nil, box(315, 0, 60, 20))], contentHeight: 80),
    CompositionalCase(
        id: "a narrower header is centred along the top, as `.top` is",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 1, group: twoRows, header: BoundarySupplementaryItem(width: .absolute(75), height: .absolute(30)),
                footer: BoundarySupplementaryItem(width: .absolute(175), height: .absolute(10)))
        ]),
        cells: [(0, 0, box(0, 30, 375, 50))], headers: [(0, box(150, 0, 75, 30))], footers: [(0, box(100, 80, 175, 10))],
        contentHeight: 90),
]

@Suite("Compositional boundary supplementary items")
struct CompositionalBoundaryItemTests {
    @Test(arguments: boundaryCases)
    func frames(_ c: CompositionalCase) { c.checkBothDirections() }

    /// Query order: the layout's leading items, then each section — background, then the header, the
    /// section's items and the footer, those not at the trailing edge before the cells, the others after
    /// them —, then the layout's trailing items.
    @Test func queriesReportEveryItemInOrderWithItsElementKind() {
        let section = LayoutSection(
            items: 1, group: twoRows, header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(10)),
            footer: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(10)),
            boundarySupplementaryItems: [boundary("end", 10, 10, .bottomLeading), boundary("side", 10, 10, .leading)],
            background: BackgroundDecoration())
        let layout = CompositionalLayout(
            sections: [section],
            boundarySupplementaryItems: [
                boundary("tail", 375, 5, .bottom), boundary("head", 375, 5, .top),
            ])
        let result = layout.layout(in: Size(width: 375, height: 667))
        let names = result.allElements().map { "\($0.kind.rawValue)@\($0.isLayoutWide ? "layout" : String($0.section))" }
        #expect(names == ["head@layout", "background@0", "header@0", "side@0", "cell@0", "end@0", "footer@0", "tail@layout"])
        #expect(result.elements(in: box(0, 0, 375, 1000)).map(\.kind) == result.allElements().map(\.kind))
        #expect(result.elements(in: box(0, 0, 375, 4)).map(\.kind.rawValue) == ["head"], "rect queries filter them too")
        #expect(result.namesSupplementaryKinds)
        #expect(!FlowLayout().layout(in: Size(width: 375, height: 667)).namesSupplementaryKinds)
    }

    /// `cell` and `background` name a section's own elements: boundary items of those kinds built in
    /// Swift are not laid out (a spec refuses them).
    @Test func reservedKindsAreLeftOut() {
        let layout = CompositionalLayout(sections: [
            LayoutSection(
                items: 1, group: twoRows,
                boundarySupplementaryItems: [
                    boundary("background", 375, 40, .top), boundary("cell", 375, 40, .top), boundary("ok", 375, 40, .top),
                ])
        ])
        let result = layout.layout(in: Size(width: 375, height: 667))
        #expect(result.allElements().map(\.kind.rawValue) == ["ok", "cell"])
        #expect(result.itemFrame(section: 0, item: 0) == box(0, 40, 375, 50))
    }
}
