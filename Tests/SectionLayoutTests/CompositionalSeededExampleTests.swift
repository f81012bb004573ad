import Testing

@testable import SectionLayout

/// The first example of docs/compositional.md: a full-width square card paging orthogonally, then three items two per
/// row, on red and yellow rounded backgrounds, in a 375×667 viewport.
let seededExample: CompositionalLayout = {
    let square = LayoutGroup.horizontal(
        LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1)),
        subitems: [.item(LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1)))])
    let pair = LayoutGroup.horizontal(
        LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
        subitems: [.item(LayoutItem(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))])
    func background(_ color: String) -> BackgroundDecoration {
        BackgroundDecoration(
            contentInsets: DirectionalEdgeInsets(all: 10),
            style: BackgroundStyle(color: Color(color), cornerRadius: 12))
    }
    return CompositionalLayout(
        interSectionSpacing: 20,
        sections: [
            LayoutSection(
                items: 5, group: square, contentInsets: DirectionalEdgeInsets(all: 10),
                orthogonalScrollingBehavior: .groupPaging, background: background("systemRed")),
            LayoutSection(
                items: 3, group: pair, contentInsets: DirectionalEdgeInsets(all: 10),
                background: background("systemYellow")),
        ])
}()

@Suite("Compositional seeded example (docs/compositional.md)")
struct CompositionalSeededExampleTests {
    let result = seededExample.layout(in: Size(width: 375, height: 667))
    let red = BackgroundStyle(color: Color("systemRed"), cornerRadius: 12)
    let yellow = BackgroundStyle(color: Color("systemYellow"), cornerRadius: 12)

    /// Section 0: insets 10 → a 355 × 355 group (fractionalWidth 1 of 375 − 20, for both extents); five
    /// groups in one row from x 10 at a pitch of 355; the section is 10 + 355 + 10 = 375 tall. Section 1
    /// starts 20 later, at 395: groups of 355 × 100 holding two 177.5-wide items, from y 405; it ends at
    /// 405 + 200 + 10 = 615. Each background is its section's frame inset by 10. Backgrounds sit at
    /// zIndex 0 and the cells of their sections are promoted to 1 ("all other section items will be
    /// automatically promoted to zIndex=1", `UICollectionViewCompositionalLayout.h`).
    @Test func everyFrame() {
        let expected: [LayoutAttributes] = [
            LayoutAttributes(kind: .background, section: 0, frame: box(10, 10, 355, 355), zIndex: 0, style: red),
            LayoutAttributes(kind: .cell, section: 0, item: 0, frame: box(10, 10, 355, 355), zIndex: 1),
            LayoutAttributes(kind: .cell, section: 0, item: 1, frame: box(365, 10, 355, 355), zIndex: 1),
            LayoutAttributes(kind: .cell, section: 0, item: 2, frame: box(720, 10, 355, 355), zIndex: 1),
            LayoutAttributes(kind: .cell, section: 0, item: 3, frame: box(1075, 10, 355, 355), zIndex: 1),
            LayoutAttributes(kind: .cell, section: 0, item: 4, frame: box(1430, 10, 355, 355), zIndex: 1),
            LayoutAttributes(kind: .background, section: 1, frame: box(10, 405, 355, 200), zIndex: 0, style: yellow),
            LayoutAttributes(kind: .cell, section: 1, item: 0, frame: box(10, 405, 177.5, 100), zIndex: 1),
            LayoutAttributes(kind: .cell, section: 1, item: 1, frame: box(187.5, 405, 177.5, 100), zIndex: 1),
            LayoutAttributes(kind: .cell, section: 1, item: 2, frame: box(10, 505, 177.5, 100), zIndex: 1),
        ]
        #expect(result.allElements() == expected)
        #expect(result.contentSize == Size(width: 375, height: 615))
        #expect(result.sectionFrame(0) == box(0, 0, 375, 375))
        #expect(result.sectionFrame(1) == box(0, 395, 375, 220))
        #expect(expected.filter { $0.kind == .background }.allSatisfy { $0.zIndex == 0 })
    }

    @Test func theFirstSectionScrollsOnItsOwnAndPagesByGroup() {
        #expect(result.orthogonalScrolling(inSection: 0) == .groupPaging)
        #expect(result.orthogonalScrolling(inSection: 1) == OrthogonalScrollingBehavior.none)
        #expect(result.orthogonalScrolling(inSection: 7) == OrthogonalScrollingBehavior.none)
        #expect(result.orthogonalSections == [0])
        let row = result.orthogonalRow(inSection: 0)
        #expect(
            row
                == OrthogonalRow(
                    behavior: .groupPaging, contentLength: 1795, visibleLength: 375, groupStart: 10,
                    groupLength: 355, groupPitch: 355, groupCount: 5))
        #expect(row?.offsetRange == 0...1420)
        #expect(row?.pageLength == 355)
        #expect(row?.restingOffset(near: 200) == 355)
        #expect(row?.restingOffset(near: 1000) == 1065)
        #expect(row?.restingOffset(near: 10_000) == 1420)
        #expect(row?.restingOffset(near: -50) == 0)
        #expect(row?.restingOffset(near: .nan) == 0)
    }

    @Test func theVisibleRectFollowsTheRowsOffset() {
        let viewport = box(0, 0, 375, 667)
        let unscrolled = result.elements(in: viewport).filter { $0.section == 0 && $0.kind == .cell }
        #expect(unscrolled.map(\.frame) == [box(10, 10, 355, 355), box(365, 10, 355, 355)])
        let scrolled = result.elements(in: viewport, context: ScrollContext(orthogonalOffsets: [0: 355, 1: 100]))
        #expect(
            scrolled.filter { $0.section == 0 }.map(\.frame)
                == [box(10, 10, 355, 355), box(-345, 10, 355, 355), box(10, 10, 355, 355), box(365, 10, 355, 355)])
        #expect(scrolled.filter { $0.section == 0 && $0.kind == .cell }.compactMap(\.item) == [0, 1, 2])
        #expect(scrolled.filter { $0.section == 1 } == result.elements(in: viewport).filter { $0.section == 1 })
        #expect(result.itemFrame(section: 0, item: 1) == box(365, 10, 355, 355), "look-ups stay unscrolled")
    }
}

/// A row of four 150-wide groups at a pitch of 160 from x 16 (trailing inset 16): 662 long, 375 visible.
/// `groupPagingCentered` pads both ends by (343 − 150) / 2 = 96.5 so each group can rest centred in the
/// section's effective width, the first one at offset 0: 855 long, resting at multiples of 160.
struct RowCase: CustomTestStringConvertible, Sendable {
    var behavior: OrthogonalScrollingBehavior
    var length = 662.0
    var range: ClosedRange<Double>
    var page: Double?
    var resting: [(proposed: Double, offset: Double)]
    var testDescription: String { behavior.rawValue }
}

let rowCases: [RowCase] = [
    RowCase(behavior: .continuous, range: 0...287, page: nil, resting: [(100, 100), (-5, 0), (400, 287)]),
    RowCase(
        behavior: .continuousGroupLeadingBoundary, range: 0...287, page: 160,
        resting: [(100, 160), (70, 0), (250, 287)]),
    RowCase(behavior: .groupPaging, range: 0...287, page: 160, resting: [(100, 160), (79.9, 0)]),
    RowCase(behavior: .paging, range: 0...287, page: 375, resting: [(100, 0), (200, 287)]),
    RowCase(
        behavior: .groupPagingCentered, length: 855, range: 0...480, page: 160,
        resting: [(0, 0), (-200, 0), (300, 320), (400, 480), (79.9, 0)]),
]

@Suite("Orthogonal rows")
struct OrthogonalRowTests {
    @Test(arguments: rowCases)
    func restingOffsets(_ c: RowCase) {
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .absolute(150), height: .absolute(100)),
            subitems: [.item(LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1)))])
        let layout = CompositionalLayout(sections: [
            LayoutSection(
                items: 4, group: group, interGroupSpacing: 10,
                contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                orthogonalScrollingBehavior: c.behavior)
        ])
        for result in [
            layout.layout(in: Size(width: 375, height: 667)),
            layout.transposed().layout(in: Size(width: 667, height: 375)),
        ] {
            let row = result.orthogonalRow(inSection: 0)
            #expect(row?.contentLength == c.length)
            #expect(row?.offsetRange == c.range)
            #expect(row?.pageLength == c.page)
            for (proposed, offset) in c.resting {
                #expect(row?.restingOffset(near: proposed) == offset, "near \(proposed)")
            }
        }
    }
}
