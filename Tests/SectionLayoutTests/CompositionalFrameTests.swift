import Testing

@testable import SectionLayout

/// A compositional frame case: a layout (vertical), a container, and frames it must produce. Each case
/// is also run transposed, in the horizontal direction, and must mirror.
struct CompositionalCase: CustomTestStringConvertible, Sendable {
    var id: String
    var layout: CompositionalLayout
    var container = Size(width: 375, height: 667)
    var cells: [(section: Int, item: Int, frame: Rect)] = []
    var headers: [(Int, Rect?)] = []
    var footers: [(Int, Rect?)] = []
    var backgrounds: [(Int, Rect?)] = []
    /// Other elements by element kind: boundary items (`item` nil), badges (with their item), the
    /// layout's own (section `LayoutAttributes.layoutWideSection`).
    var others: [(kind: String, section: Int, item: Int?, frame: Rect?)] = []
    var contentHeight: Double?
    var testDescription: String { id }
}

func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// An item with the given dimensions.
func cell(_ width: LayoutDimension, _ height: LayoutDimension, insets: DirectionalEdgeInsets = .zero) -> LayoutSubitem {
    .item(LayoutItem(width: width, height: height, contentInsets: insets))
}

/// A horizontal group repeating `subitems`.
func row(
    _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [LayoutSubitem],
    spacing: LayoutSpacing = .zero, insets: DirectionalEdgeInsets = .zero
) -> LayoutGroup {
    .horizontal(
        LayoutSize(width: width, height: height), subitems: subitems, interItemSpacing: spacing,
        contentInsets: insets)
}

/// The whole-item cell used by most cases.
let fill = cell(.fractionalWidth(1), .fractionalHeight(1))

let appleBackgroundSample = CompositionalLayout(
    sections: Array(
        repeating: LayoutSection(
            items: 5, group: row(.fractionalWidth(1), .absolute(44), [fill]), interGroupSpacing: 5,
            contentInsets: DirectionalEdgeInsets(all: 10),
            background: BackgroundDecoration(contentInsets: DirectionalEdgeInsets(all: 5))), count: 5))

let headerFooterSection = LayoutSection(
    items: 3, group: row(.fractionalWidth(1), .absolute(50), [cell(.fractionalWidth(0.5), .fractionalHeight(1))]),
    contentInsets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40),
    header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(44)),
    footer: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(22)),
    background: BackgroundDecoration())

let compositionalCases: [CompositionalCase] = [
    CompositionalCase(
        id: "Apple's section background sample: 5×5, insets 10, background insets 5",
        layout: appleBackgroundSample,
        cells: (0..<5).flatMap { s in (0..<5).map { i in (s, i, box(10, 260 * Double(s) + 10 + 49 * Double(i), 355, 44)) } },
        backgrounds: (0..<5).map { s in (s, box(5, 260 * Double(s) + 5, 365, 250)) }, contentHeight: 1300),
    CompositionalCase(
        id: "0.2 grid: 75×75 cells, 5 per row, last row partly filled from the left",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 12,
                group: row(.fractionalWidth(1), .fractionalWidth(0.2), [cell(.fractionalWidth(0.2), .fractionalHeight(1))]))
        ]),
        cells: (0..<12).map { i in (0, i, box(75 * Double(i % 5), 75 * Double(i / 5), 75, 75)) }, contentHeight: 225),
    CompositionalCase(
        id: "count group: 3 slots of 100 at 0, 110, 220 on 320 (the item's own width ignored)",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 5,
                group: .horizontal(
                    LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                    subitem: cell(.absolute(30), .fractionalHeight(1)), count: 3, interItemSpacing: .fixed(10)))
        ]),
        container: Size(width: 320, height: 480),
        cells: [
            (0, 0, box(0, 0, 100, 50)), (0, 1, box(110, 0, 100, 50)), (0, 2, box(220, 0, 100, 50)),
            (0, 3, box(0, 50, 100, 50)), (0, 4, box(110, 50, 100, 50)),
        ], contentHeight: 100),
    CompositionalCase(
        id: "item contentInsets 2 on a 20×20 item: 16×16 cell, slot unchanged",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 17,
                group: row(
                    .fractionalWidth(1), .absolute(20),
                    [cell(.absolute(20), .absolute(20), insets: DirectionalEdgeInsets(all: 2))]))
        ]),
        container: Size(width: 320, height: 480),
        cells: [
            (0, 0, box(2, 2, 16, 16)), (0, 1, box(22, 2, 16, 16)), (0, 15, box(302, 2, 16, 16)),
            (0, 16, box(2, 22, 16, 16)),
        ], contentHeight: 40),
    CompositionalCase(
        id: "header and footer extend the section, follow the insets; background includes them",
        layout: CompositionalLayout(sections: [headerFooterSection]), container: Size(width: 320, height: 480),
        cells: [(0, 0, box(20, 54, 130, 50)), (0, 1, box(150, 54, 130, 50)), (0, 2, box(20, 104, 130, 50))],
        headers: [(0, box(20, 0, 260, 44))], footers: [(0, box(20, 184, 260, 22))],
        backgrounds: [(0, box(0, 0, 320, 206))], contentHeight: 206),
    CompositionalCase(
        id: "supplementaries not following the insets span the container",
        layout: CompositionalLayout(sections: [
            {
                var section = headerFooterSection
                section.supplementariesFollowContentInsets = false
                return section
            }()
        ]), container: Size(width: 320, height: 480),
        cells: [(0, 0, box(20, 54, 130, 50))],
        headers: [(0, box(0, 0, 320, 44))], footers: [(0, box(0, 184, 320, 22))], contentHeight: 206),
    CompositionalCase(
        id: "non-extending header and footer overlap the section at its edges",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2, group: row(.fractionalWidth(1), .absolute(40), [fill]), interGroupSpacing: 5,
                contentInsets: DirectionalEdgeInsets(all: 10),
                header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(30), extendsBoundary: false),
                footer: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(30), extendsBoundary: false))
        ]),
        container: Size(width: 320, height: 480),
        cells: [(0, 0, box(10, 10, 300, 40)), (0, 1, box(10, 55, 300, 40))],
        headers: [(0, box(10, 0, 300, 30))], footers: [(0, box(10, 75, 300, 30))], contentHeight: 105),
    CompositionalCase(
        id: "interSectionSpacing between sections, not after the last",
        layout: CompositionalLayout(
            interSectionSpacing: 20,
            sections: Array(
                repeating: LayoutSection(
                    items: 1, group: row(.fractionalWidth(1), .absolute(50), [fill])), count: 2)),
        container: Size(width: 320, height: 480),
        cells: [(0, 0, box(0, 0, 320, 50)), (1, 0, box(0, 70, 320, 50))], contentHeight: 120),
    CompositionalCase(
        id: "flexible spacing shares the leftover over the gaps",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3,
                group: row(
                    .fractionalWidth(1), .absolute(40), [cell(.absolute(90), .fractionalHeight(1))], spacing: .flexible(10)))
        ]),
        container: Size(width: 320, height: 480),
        cells: [(0, 0, box(0, 0, 90, 40)), (0, 1, box(115, 0, 90, 40)), (0, 2, box(230, 0, 90, 40))]),
    CompositionalCase(
        id: "subitems repeat in order while they fit",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 5,
                group: row(
                    .fractionalWidth(1), .absolute(30),
                    [
                        cell(.absolute(100), .fractionalHeight(1)),
                        cell(.absolute(50), .fractionalHeight(1)),
                    ],
                    spacing: .fixed(10)))
        ]),
        container: Size(width: 320, height: 480),
        cells: [
            (0, 0, box(0, 0, 100, 30)), (0, 1, box(110, 0, 50, 30)), (0, 2, box(170, 0, 100, 30)),
            (0, 3, box(0, 30, 100, 30)), (0, 4, box(110, 30, 50, 30)),
        ], contentHeight: 60),
    CompositionalCase(
        id: "nested vertical group beside an item",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 4,
                group: row(
                    .fractionalWidth(1), .absolute(200),
                    [
                        cell(.fractionalWidth(0.5), .fractionalHeight(1)),
                        .group(
                            .vertical(
                                LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                                subitems: [cell(.fractionalWidth(1), .fractionalHeight(0.5))])),
                    ]))
        ]),
        container: Size(width: 320, height: 480),
        cells: [
            (0, 0, box(0, 0, 160, 200)), (0, 1, box(160, 0, 160, 100)), (0, 2, box(160, 100, 160, 100)),
            (0, 3, box(0, 200, 160, 200)),
        ], contentHeight: 400),
    CompositionalCase(
        id: "group contentInsets pad its subitems and shrink what fractions resolve against",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3,
                group: row(
                    .fractionalWidth(1), .absolute(60), [cell(.fractionalWidth(0.5), .fractionalHeight(1))],
                    insets: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)))
        ]),
        container: Size(width: 320, height: 480),
        cells: [(0, 0, box(10, 5, 150, 50)), (0, 1, box(160, 5, 150, 50)), (0, 2, box(10, 65, 150, 50))],
        contentHeight: 120),
    CompositionalCase(
        id: "orthogonal row: groups run across, one group thick",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 4, group: row(.absolute(150), .absolute(100), [fill]), interGroupSpacing: 10,
                contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                orthogonalScrollingBehavior: .continuous),
            LayoutSection(items: 1, group: row(.fractionalWidth(1), .absolute(50), [fill])),
        ]),
        cells: (0..<4).map { g in (0, g, box(16 + 160 * Double(g), 0, 150, 100)) } + [(1, 0, box(0, 100, 375, 50))],
        contentHeight: 150),
    CompositionalCase(
        id: "empty section keeps its insets, header and background",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 0, group: row(.fractionalWidth(1), .absolute(50), [fill]),
                contentInsets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0),
                header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(20)),
                background: BackgroundDecoration())
        ]),
        headers: [(0, box(0, 0, 375, 20))], backgrounds: [(0, box(0, 0, 375, 40))], contentHeight: 40),
    CompositionalCase(
        id: "fractionalHeight of a section's group: the container's height minus the section insets",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2, group: row(.fractionalWidth(1), .fractionalHeight(0.5), [fill]),
                contentInsets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))
        ]),
        cells: [(0, 0, box(0, 10, 375, 323.5)), (0, 1, box(0, 333.5, 375, 323.5))], contentHeight: 667),
    CompositionalCase(
        id: "an item longer than its group still gets the first slot",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2, group: row(.fractionalWidth(1), .absolute(10), [cell(.absolute(500), .fractionalHeight(1))]))
        ]),
        cells: [(0, 0, box(0, 0, 500, 10)), (0, 1, box(0, 10, 500, 10))], contentHeight: 20),
    CompositionalCase(
        id: "background contentInsets that leave no area drop it; negative ones grow it",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 1, group: row(.fractionalWidth(1), .absolute(20), [fill]),
                background: BackgroundDecoration(
                    contentInsets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))),
            LayoutSection(
                items: 1, group: row(.fractionalWidth(1), .absolute(20), [fill]),
                background: BackgroundDecoration(contentInsets: DirectionalEdgeInsets(all: -4))),
        ]),
        backgrounds: [(0, nil), (1, box(-4, 16, 383, 28))], contentHeight: 40),
]

@Suite("Compositional layout frames")
struct CompositionalFrameTests {
    @Test(arguments: compositionalCases)
    func vertical(_ c: CompositionalCase) { c.checkBothDirections() }
}
