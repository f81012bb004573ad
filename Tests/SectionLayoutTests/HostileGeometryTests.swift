import Testing

@testable import SectionLayout

/// Geometry that cannot be laid out as intended — items longer than the line, zero sizes, millions of
/// zero-size items with zero spacing, insets larger than the container, negative spacings, values at
/// the spec maxima — lays out deterministically, UIKit's way, with finite frames, and answers rect
/// queries exactly like a brute-force filter. Transposed layouts too.
@Suite("Hostile geometry")
struct HostileGeometryTests {
    /// A flow layout, its container, and the frames of its first cells (nil: only the invariants).
    struct FlowCase: CustomTestStringConvertible, Sendable {
        var id: String
        var layout: FlowLayout
        var container = Size(width: 320, height: 480)
        var cells: [Rect]?
        var testDescription: String { id }
    }

    static let flowCases: [FlowCase] = [
        FlowCase(
            id: "item longer than the line gets a line of its own at the leading inset",
            layout: FlowLayout(itemSize: s(500, 40), sections: [FlowSection(items: .count(3))]),
            cells: [r(0, 0, 500, 40), r(0, 50, 500, 40), r(0, 100, 500, 40)]),
        FlowCase(
            id: "sized: a short lone line is centred, a long one starts at the inset, the last is left-aligned",
            layout: FlowLayout(sections: [FlowSection(items: .sizes([s(100, 20), s(500, 20), s(100, 20)]))]),
            cells: [r(110, 0, 100, 20), r(0, 30, 500, 20), r(0, 60, 100, 20)]),
        FlowCase(
            id: "zero-size items sit on the grid of a full line",
            layout: FlowLayout(itemSize: .zero, sections: [FlowSection(items: .count(4))]),
            cells: [r(0, 0, 0, 0), r(10, 0, 0, 0), r(20, 0, 0, 0), r(30, 0, 0, 0)]),
        FlowCase(
            id: "a million zero-size items with zero spacing share one line",
            layout: FlowLayout(
                itemSize: .zero, minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                sections: [FlowSection(items: .count(1_000_000))]),
            cells: [r(0, 0, 0, 0), r(320.0 / 999_999, 0, 0, 0)]),
        FlowCase(
            id: "a million sized items, half of them zero-size, with zero spacing",
            layout: FlowLayout(
                minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                sections: [
                    FlowSection(items: .sizes((0..<1_000_000).map { $0 % 2 == 0 ? s(1, 1) : .zero }))
                ])),
        FlowCase(
            id: "insets larger than the container put every item alone at the leading inset",
            layout: FlowLayout(
                sectionInset: EdgeInsets(top: 10, left: 80, bottom: 0, right: 80),
                sections: [FlowSection(items: .count(3))]),
            container: s(100, 100), cells: [r(80, 10, 50, 50), r(80, 70, 50, 50), r(80, 130, 50, 50)]),
        FlowCase(
            id: "negative spacings overlap items and lines",
            layout: FlowLayout(
                minimumLineSpacing: -20, minimumInteritemSpacing: -5,
                sections: [FlowSection(items: .count(9))]),
            cells: [
                r(0, 0, 50, 50), r(45, 0, 50, 50), r(90, 0, 50, 50), r(135, 0, 50, 50), r(180, 0, 50, 50),
                r(225, 0, 50, 50), r(270, 0, 50, 50), r(0, 30, 50, 50), r(45, 30, 50, 50),
            ]),
        FlowCase(
            id: "zero-size items with negative spacing share one line",
            layout: FlowLayout(itemSize: .zero, minimumInteritemSpacing: -5, sections: [FlowSection(items: .count(5))]),
            cells: [r(0, 0, 0, 0), r(80, 0, 0, 0), r(160, 0, 0, 0), r(240, 0, 0, 0), r(320, 0, 0, 0)]),
        FlowCase(
            id: "zero-width container", layout: FlowLayout(sections: [FlowSection(items: .count(3))]),
            container: s(0, 0), cells: [r(0, 0, 50, 50), r(0, 60, 50, 50), r(0, 120, 50, 50)]),
        FlowCase(
            id: "values at the spec maxima stay finite",
            layout: FlowLayout(
                itemSize: s(1e7, 1e7), minimumLineSpacing: 1e7, minimumInteritemSpacing: -1e7,
                sectionInset: EdgeInsets(all: 1e7), headerReferenceSize: s(1e7, 1e7),
                footerReferenceSize: s(1e7, 1e7),
                sections: Array(repeating: FlowSection(items: .count(20_000)), count: 100))),
        FlowCase(
            id: "not-finite values from Swift lay out finite",
            layout: FlowLayout(
                itemSize: s(.nan, .infinity), minimumLineSpacing: .nan, minimumInteritemSpacing: -.infinity,
                sectionInset: EdgeInsets(top: .nan, left: .infinity, bottom: -.infinity, right: 1),
                headerReferenceSize: s(.infinity, .infinity),
                sections: [FlowSection(items: .count(5)), FlowSection(items: .sizes([s(.nan, 1), s(2, -.infinity)]))]),
            container: s(.infinity, .nan)),
    ]

    @Test(arguments: flowCases)
    func flowLaysOutDeterministicallyAndFinite(_ c: FlowCase) {
        let result = c.layout.layout(in: c.container)
        if let expected = c.cells {
            let frames = (0..<expected.count).map { result.itemFrame(section: 0, item: $0) }
            #expect(frames == expected)
        }
        #expect(result == c.layout.layout(in: c.container), "deterministic")
        Self.checkInvariants(result, id: c.id)
        let transposed = c.layout.transposed().layout(in: c.container.transposed)
        Self.checkInvariants(transposed, id: c.id + " (transposed)")
        if c.container.width.isFinite, c.container.height.isFinite {
            #expect(transposed.contentSize == result.contentSize.transposed)
        }
    }

    @Test func theMaximaLayOutTwentyMillionItemsInClosedForm() throws {
        let layout = FlowLayout(
            itemSize: s(1e7, 1e7), minimumLineSpacing: 1e7, sectionInset: EdgeInsets(all: 1e7),
            headerReferenceSize: s(1e7, 1e7), footerReferenceSize: s(1e7, 1e7),
            sections: [FlowSection(items: .count(20_000_000))])
        let result = layout.layout(in: s(1e7, 1e7))
        // Each item is longer than the line (1e7 inside insets of 1e7): one per line, 2e7 apart.
        let last = try #require(result.itemFrame(section: 0, item: 19_999_999))
        #expect(last == r(1e7, 2e7 + 19_999_999 * 2e7, 1e7, 1e7))
        #expect(result.contentSize == s(1e7, 4e7 + 20_000_000 * 2e7 - 1e7))
        let near = Rect(x: 0, y: last.minY - 1, width: 2e7, height: 2)
        #expect(result.elements(in: near).map(\.item) == [19_999_999])
    }

    /// A compositional layout and its container.
    struct CompositionalCase: CustomTestStringConvertible, Sendable {
        var id: String
        var layout: CompositionalLayout
        var container = Size(width: 375, height: 667)
        var testDescription: String { id }
    }

    static let compositionalCases: [CompositionalCase] = [
        CompositionalCase(
            id: "item longer than its group",
            layout: CompositionalLayout(sections: [
                LayoutSection(items: 5, group: row(.absolute(100), .absolute(20), [cell(.absolute(300), .absolute(20))]))
            ])),
        CompositionalCase(
            id: "a million zero-size items in count groups",
            layout: CompositionalLayout(sections: [
                LayoutSection(
                    items: 1_000_000,
                    group: .horizontal(
                        LayoutSize(width: .absolute(0), height: .absolute(0)),
                        subitem: fill, count: 100_000))
            ])),
        CompositionalCase(
            id: "section insets larger than the container",
            layout: CompositionalLayout(sections: [
                LayoutSection(
                    items: 6, group: row(.fractionalWidth(1), .absolute(30), [cell(.fractionalWidth(0.5), .fractionalHeight(1))]),
                    contentInsets: DirectionalEdgeInsets(all: 400))
            ])),
        CompositionalCase(
            id: "negative spacings",
            layout: CompositionalLayout(
                interSectionSpacing: -100,
                sections: [
                    LayoutSection(
                        items: 9,
                        group: row(
                            .fractionalWidth(1), .absolute(30), [cell(.absolute(40), .fractionalHeight(1))],
                            spacing: .fixed(-10)), interGroupSpacing: -15),
                    LayoutSection(items: 9, group: row(.fractionalWidth(1), .absolute(30), [fill]), interGroupSpacing: -15),
                ])),
        CompositionalCase(
            id: "values at the spec maxima",
            layout: CompositionalLayout(
                interSectionSpacing: 1e7,
                sections: [
                    LayoutSection(
                        items: 100_000,
                        group: row(
                            .fractionalWidth(1e7), .absolute(1e7), [cell(.fractionalWidth(1e7), .absolute(1e7))],
                            spacing: .flexible(1e7)),
                        interGroupSpacing: 1e7, contentInsets: DirectionalEdgeInsets(all: 1e7))
                ]),
            container: s(1e7, 1e7)),
    ]

    @Test(arguments: compositionalCases)
    func compositionalLaysOutDeterministicallyAndFinite(_ c: CompositionalCase) {
        let result = c.layout.layout(in: c.container)
        #expect(result == c.layout.layout(in: c.container), "deterministic")
        Self.checkInvariants(result, id: c.id)
        Self.checkInvariants(c.layout.transposed().layout(in: c.container.transposed), id: c.id + " (transposed)")
    }

    /// Found by measuring: 2,000 one-item sections of 1e-300-point items each resolved 100,000 frames
    /// per group (8 minutes, 9 GB). A section resolves only as many frames as it has items.
    @Test func aSectionResolvesNoMoreFramesThanItHasItems() {
        let tiny = row(.fractionalWidth(1), .absolute(10), [cell(.absolute(1e-300), .absolute(10))])
        let counted = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
            subitem: fill, count: 100_000)
        let sections = (0..<2_000).map { LayoutSection(items: 1 + $0 % 3, group: $0 % 2 == 0 ? tiny : counted) }
        let result = CompositionalLayout(sections: sections).layout(in: s(375, 667))
        for (index, entry) in result.sections.enumerated() {
            guard case .pattern(let pattern, _) = entry.items else {
                Issue.record("section \(index) is not a pattern")
                return
            }
            #expect(pattern.slots.count == 1 + index % 3)
        }
        #expect(result.itemFrame(section: 1, item: 1) == r(0.00375, 10, 0.00375, 10))
    }

    /// Resolving fewer frames never moves the ones resolved: flexible spacing still counts every item
    /// that fits, nested and counted groups keep their slots.
    @Test(arguments: [1, 2, 3, 7, 40])
    func fewerItemsKeepTheFramesOfMore(items: Int) {
        let flexible = row(.fractionalWidth(1), .absolute(20), [cell(.absolute(30), .fractionalHeight(1))], spacing: .flexible(5))
        let nested = LayoutGroup.vertical(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
            subitems: [
                .group(flexible),
                .group(
                    .horizontal(
                        LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), subitem: fill, count: 4)),
            ])
        for group in [flexible, nested] {
            let many = CompositionalLayout(sections: [LayoutSection(items: 1_000, group: group)]).layout(in: s(375, 667))
            let few = CompositionalLayout(sections: [LayoutSection(items: items, group: group)]).layout(in: s(375, 667))
            #expect(
                (0..<items).map { few.itemFrame(section: 0, item: $0) }
                    == (0..<items).map { many.itemFrame(section: 0, item: $0) })
        }
    }

    /// Found by the fuzzer (seed 127417): a group's cells at x −64…0 and 0…1e-300 have a bounding box of
    /// width 64 computed as 1e-300 − (−64), which ends at 0, before the tiny cell; queries pruned by the
    /// box missed the cell. Boxes now round their extents up to contain what they bound.
    @Test func boundingBoxesContainEdgesLostToRounding() throws {
        let union = Rect(x: -64, y: 0, width: 64, height: 1).union(Rect(x: 0, y: 1e-300, width: 1e-300, height: 1))
        #expect(union.maxX >= 1e-300 && union.maxY >= 1 + 1e-300 && union.minX == -64)
        let group = LayoutGroup.vertical(
            LayoutSize(width: .absolute(1e-300), height: .absolute(200)),
            subitems: [
                cell(.fractionalWidth(1.33), .absolute(75)),
                cell(.absolute(0), .absolute(10), insets: DirectionalEdgeInsets(top: 0, leading: -64, bottom: 0, trailing: 0)),
            ])
        let compositional = CompositionalLayout(sections: [LayoutSection(items: 4, group: group)]).layout(in: s(375, 667))
        let tiny = try #require(compositional.itemFrame(section: 0, item: 0))
        #expect(tiny.minX == 0 && tiny.width > 0)
        #expect(compositional.elements(in: r(0, 0, 100, 1000)).compactMap(\.item) == [0, 2])
        let flow = FlowLayout(
            minimumInteritemSpacing: 0, sectionInset: EdgeInsets(top: 0, left: -64, bottom: 0, right: 0),
            sections: [FlowSection(items: .sizes([s(64, 10), s(1e-300, 10)]))]
        ).layout(in: s(320, 480))
        #expect(flow.itemFrame(section: 0, item: 1) == r(0, 0, 1e-300, 10))
        #expect(flow.elements(in: r(0, 0, 10, 10)).compactMap(\.item) == [1])
        Self.checkInvariants(compositional, id: "compositional")
        Self.checkInvariants(flow, id: "flow")
    }

    /// Every frame finite, queries equal to a brute-force filter of every element.
    static func checkInvariants(_ result: LayoutResult, id: String) {
        #expect(result.contentSize.width.isFinite && result.contentSize.height.isFinite, "\(id): \(result.contentSize)")
        let all = result.allElements()
        let frames = all.map(\.frame)
        #expect(
            frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite },
            "\(id): a frame is not finite")
        let content = result.contentSize
        var rects = [
            Rect(x: 0, y: 0, width: content.width, height: content.height),
            Rect(x: -1e9, y: -1e9, width: 2e18, height: 2e18), Rect(x: -10, y: -10, width: 20, height: 20),
            Rect(x: 0, y: 0, width: 320, height: 1), Rect(x: 40, y: 25, width: 1, height: 1e6),
        ]
        if let middle = frames.dropFirst(frames.count / 2).first {
            rects.append(Rect(x: middle.minX - 5, y: middle.minY - 5, width: 10 + middle.width, height: 10 + middle.height))
        }
        for rect in rects {
            #expect(result.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "\(id): query \(rect)")
        }
    }
}
