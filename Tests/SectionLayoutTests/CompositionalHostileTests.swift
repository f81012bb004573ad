import Testing

@testable import SectionLayout

/// A hostile layout: it must lay out without crashing or hanging, give finite frames, keep every item,
/// and answer queries like brute force (when it is small enough to enumerate).
struct HostileCase: CustomTestStringConvertible, Sendable {
    var id: String
    var layout: CompositionalLayout
    var container = Size(width: 375, height: 667)
    var testDescription: String { id }
}

private func section(
    _ items: Int, _ group: LayoutGroup, spacing: Double = 0,
    insets: DirectionalEdgeInsets = .zero
) -> LayoutSection {
    LayoutSection(
        items: items, group: group, interGroupSpacing: spacing, contentInsets: insets,
        header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(10)),
        background: BackgroundDecoration(contentInsets: insets))
}

let hostileCases: [HostileCase] = [
    HostileCase(
        id: "NaN everywhere",
        layout: CompositionalLayout(
            interSectionSpacing: .nan,
            sections: [
                section(
                    7,
                    row(
                        .absolute(.nan), .fractionalHeight(.nan),
                        [
                            cell(
                                .fractionalWidth(.nan), .absolute(.nan),
                                insets: DirectionalEdgeInsets(all: .nan))
                        ],
                        spacing: .flexible(.nan), insets: DirectionalEdgeInsets(all: .nan)),
                    spacing: .nan, insets: DirectionalEdgeInsets(all: .nan))
            ]),
        container: Size(width: .nan, height: .nan)),
    HostileCase(
        id: "infinities",
        layout: CompositionalLayout(
            interSectionSpacing: .infinity,
            sections: [
                section(
                    7,
                    row(
                        .absolute(.infinity), .fractionalWidth(.infinity), [cell(.fractionalWidth(1), .absolute(-.infinity))],
                        spacing: .fixed(-.infinity)), spacing: .infinity),
                section(3, row(.fractionalWidth(1), .absolute(20), [fill])),
            ]),
        container: Size(width: .infinity, height: -.infinity)),
    HostileCase(
        id: "negative sizes, counts and container",
        layout: CompositionalLayout(sections: [
            section(-5, row(.absolute(-50), .absolute(-1), [fill])),
            section(4, .horizontal(LayoutSize(width: .absolute(-10), height: .absolute(30)), subitem: fill, count: -3)),
        ]),
        container: Size(width: -100, height: -1)),
    HostileCase(
        id: "zero-size group, many items",
        layout: CompositionalLayout(sections: [
            section(1_000, row(.absolute(0), .absolute(0), [fill]))
        ])),
    HostileCase(
        id: "group without subitems lays out as one item",
        layout: CompositionalLayout(sections: [
            section(3, row(.fractionalWidth(1), .absolute(40), [], insets: DirectionalEdgeInsets(all: 5)))
        ])),
    HostileCase(
        id: "zero-length items repeat one cycle, not forever",
        layout: CompositionalLayout(sections: [
            section(
                9, row(.fractionalWidth(1), .absolute(40), [cell(.absolute(0), .absolute(10)), cell(.absolute(0), .absolute(5))]))
        ])),
    HostileCase(
        id: "negative spacing that undoes each item repeats one cycle",
        layout: CompositionalLayout(sections: [
            section(9, row(.fractionalWidth(1), .absolute(40), [cell(.absolute(30), .absolute(10))], spacing: .fixed(-30)))
        ])),
    HostileCase(
        id: "count of Int.max is capped",
        layout: CompositionalLayout(sections: [
            section(12, .horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), subitem: fill, count: .max))
        ])),
    HostileCase(
        id: "nested Int.max counts stay within the group budget",
        layout: CompositionalLayout(sections: [
            section(
                5,
                .horizontal(
                    LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
                    subitem: .group(
                        .vertical(
                            LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                            subitem: fill, count: .max)), count: .max))
        ])),
    HostileCase(
        id: "tiny items fill a group up to the budget",
        layout: CompositionalLayout(sections: [
            section(5, row(.fractionalWidth(1), .absolute(20), [cell(.absolute(1e-300), .fractionalHeight(1))]))
        ])),
    HostileCase(
        id: "negative inter-group spacing runs groups backwards",
        layout: CompositionalLayout(sections: [
            section(6, row(.fractionalWidth(1), .absolute(20), [fill]), spacing: -50)
        ])),
    HostileCase(
        id: "insets larger than the group",
        layout: CompositionalLayout(sections: [
            section(
                6,
                row(
                    .absolute(10), .absolute(10),
                    [cell(.fractionalWidth(1), .fractionalHeight(1), insets: DirectionalEdgeInsets(all: 30))],
                    insets: DirectionalEdgeInsets(all: 20)), insets: DirectionalEdgeInsets(all: 400))
        ])),
]

@Suite("Compositional layout with hostile values")
struct CompositionalHostileTests {
    @Test(arguments: hostileCases)
    func laysOutFiniteAndQueriesLikeBruteForce(_ c: HostileCase) {
        for layout in [c.layout, c.layout.transposed(), orthogonal(c.layout)] {
            let result = layout.layout(in: c.container)
            let all = result.allElements()
            #expect(result.numberOfItems == layout.sections.reduce(0) { $0 + max(0, $1.items) })
            #expect(result.contentSize.width.isFinite && result.contentSize.height.isFinite)
            for element in all {
                let f = element.frame
                #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "\(element)")
            }
            for rect in [
                Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: -50, y: -50, width: 1e6, height: 1e6),
                Rect(x: 3, y: 7, width: 1, height: 1),
            ] {
                #expect(result.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "\(rect)")
                let offsets = Dictionary(uniqueKeysWithValues: result.orthogonalSections.map { ($0, 33.0) })
                let scrolled = all.map { element -> LayoutAttributes in
                    guard element.kind == .cell, let offset = offsets[element.section] else { return element }
                    var copy = element
                    copy.frame = result.scrolled(element.frame, by: offset)
                    return copy
                }
                #expect(
                    result.elements(in: rect, context: ScrollContext(orthogonalOffsets: offsets))
                        == scrolled.filter { $0.frame.intersects(rect) })
            }
            for section in result.orthogonalSections {
                let row = result.orthogonalRow(inSection: section)
                #expect(row.map { $0.offsetRange.lowerBound.isFinite && $0.offsetRange.upperBound.isFinite } == true)
                #expect(row?.restingOffset(near: .infinity).isFinite == true)
            }
        }
    }

    /// The frames each named case promises, worked out by hand. Every case's section has a 10 pt header
    /// at y 0 (the items start below it) and a background inset like its content.
    static func cells(_ id: String) -> (result: LayoutResult, cells: [Rect]) {
        guard let hostile = hostileCases.first(where: { $0.id == id }) else { return (.empty, []) }
        let result = hostile.layout.layout(in: hostile.container)
        return (result, result.allElements().filter { $0.kind == .cell }.map(\.frame))
    }

    @Test func negativeInterGroupSpacingRunsGroupsBackwards() {
        // One full-width 20 pt group an item; a group starts 20 − 50 = −30 pt after the one before: the
        // first below the header, each next one 30 pt higher. The section ends with its header.
        let (result, cells) = Self.cells("negative inter-group spacing runs groups backwards")
        #expect(cells == (0..<6).map { Rect(x: 0, y: 10 - 30 * Double($0), width: 375, height: 20) })
        #expect(result.contentSize == Size(width: 375, height: 10))
    }

    @Test func aGroupWithoutSubitemsIsOneItemInsideItsInsets() {
        // Each 40 pt group holds one item filling it inside its 5 pt insets: 365 × 30 at (5, top + 5).
        let (result, cells) = Self.cells("group without subitems lays out as one item")
        #expect(cells == [15, 55, 95].map { Rect(x: 5, y: $0, width: 365, height: 30) })
        #expect(result.contentSize == Size(width: 375, height: 130))
    }

    @Test func zeroLengthItemsRepeatOneCycle() {
        // The two items (0 × 10, 0 × 5) and one repeat of them, which advances nothing: four a group.
        let (result, cells) = Self.cells("zero-length items repeat one cycle, not forever")
        let group = { (y: Double) in [10.0, 5, 10, 5].map { Rect(x: 0, y: y, width: 0, height: $0) } }
        #expect(cells == group(10) + group(50) + [Rect(x: 0, y: 90, width: 0, height: 10)])
        #expect(result.contentSize == Size(width: 375, height: 130))
    }

    @Test func negativeSpacingThatUndoesEachItemRepeatsOneCycle() {
        // A 30 pt item and −30 pt spacing bring the next item back to x 0: the item and one repeat.
        let (result, cells) = Self.cells("negative spacing that undoes each item repeats one cycle")
        let expected = (0..<9).map { Rect(x: 0, y: 10 + 40 * Double($0 / 2), width: 30, height: 10) }
        #expect(cells == expected)
        #expect(result.contentSize == Size(width: 375, height: 210))
    }

    @Test func countsOfIntMaxAreCappedAtTheGroupBudget() {
        // A count of Int.max is taken as 100,000: items 375/100,000 pt wide, all twelve in the first group.
        let (_, capped) = Self.cells("count of Int.max is capped")
        #expect(capped.count == 12)
        for (index, frame) in capped.enumerated() {
            #expect(frame.size == Size(width: 375.0 / 100_000, height: 20) && frame.minY == 10)
            #expect(abs(frame.minX - Double(index) * 375 / 100_000) < 1e-15, "item \(index) at \(frame.minX)")
        }
        // Nested, each level is capped alike: columns 375/100,000 pt wide of items 20/100,000 pt high;
        // the section's five items are the first five of the first column.
        let (_, nested) = Self.cells("nested Int.max counts stay within the group budget")
        #expect(nested.count == 5)
        for (index, frame) in nested.enumerated() {
            #expect(frame.size == Size(width: 375.0 / 100_000, height: 20.0 / 100_000) && frame.minX == 0)
            #expect(abs(frame.minY - (10 + Double(index) * 20 / 100_000)) < 1e-12, "item \(index) at \(frame.minY)")
        }
        // Items of 1e-300 pt would fit 3.75e302 times: the first group takes the budget, so all five sit
        // side by side in it.
        let (_, tiny) = Self.cells("tiny items fill a group up to the budget")
        #expect(tiny == (0..<5).map { Rect(x: Double($0) * 1e-300, y: 10, width: 1e-300, height: 20) })
    }

    @Test func insetsLargerThanTheGroupLeaveZeroSizeItemsInsideThem() {
        // Section insets 400: the group (10 × 10) sits at (400, 10 + 400); its 20 pt insets and the
        // item's 30 pt leave a 0 × 0 item at (450, 460), which advances nothing: two items a group, the
        // groups 10 pt apart. The background, inset 400 from a 375 pt wide section, has nothing left.
        let (result, cells) = Self.cells("insets larger than the group")
        #expect(cells == [460.0, 460, 470, 470, 480, 480].map { Rect(x: 450, y: $0, width: 0, height: 0) })
        #expect(result.contentSize == Size(width: 375, height: 840)) // 400 + 10 + 3 · 10 + 400
        #expect(result.attributes(kind: .background, section: 0) == nil)
    }

    @Test func hugeItemCountsStayClosedForm() throws {
        let result = CompositionalLayout(sections: [
            section(
                1_000_000_000_000, row(.fractionalWidth(1), .absolute(50), [cell(.fractionalWidth(0.5), .fractionalHeight(1))])),
            section(.max, row(.absolute(0), .absolute(0), [fill])),
            section(.max, row(.fractionalWidth(1), .absolute(50), [fill])),
        ]).layout(in: Size(width: 320, height: 480))
        let lastY = 10 + 499_999_999_999 * 50.0
        #expect(result.itemFrame(section: 0, item: 999_999_999_999) == Rect(x: 160, y: lastY, width: 160, height: 50))
        let nearEnd = Rect(x: 0, y: lastY - 20, width: 320, height: 30)
        #expect(
            result.elements(in: nearEnd).filter { $0.kind == .cell }.compactMap(\.item)
                == [999_999_999_996, 999_999_999_997, 999_999_999_998, 999_999_999_999])
        #expect(result.numberOfItems(inSection: 1) == .max)
        let zeroSection = try #require(result.sectionFrame(1))
        let probe = Rect(x: 0, y: zeroSection.minY, width: 320, height: 480)
        #expect(
            result.elements(in: probe).allSatisfy { $0.kind != .cell || $0.section != 1 },
            "coinciding zero-size cells at the probe's edge")
        let last = try #require(result.itemFrame(section: 2, item: .max - 1))
        #expect(last.minY.isFinite && last.minY > 1e20)
    }

    /// The same layout with every section scrolling orthogonally.
    private func orthogonal(_ layout: CompositionalLayout) -> CompositionalLayout {
        var copy = layout
        for index in copy.sections.indices { copy.sections[index].orthogonalScrollingBehavior = .groupPagingCentered }
        return copy
    }
}
