import Testing

@testable import SectionLayout

// Issue 14 §1, pinned boundary items of a compositional layout. Apple's documentation of
// `NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds` (UICollectionViewCompositionalLayout.h):
// "whether a header or footer is pinned to the top or bottom visible boundary of the section or layout
// it's attached to … the boundary supplementary item is shown while any portion of the section or
// layout it's attached to is visible"; default false. Decided here where Apple is silent: an item at
// the trailing edge of the scroll axis (`bottom`, `bottomLeading`, `bottomTrailing` scrolling
// vertically) pins like a footer, every other alignment like a header; it keeps its zIndex (Apple's
// sample, PinnedSectionHeaderFooterViewController, raises a pinned header's zIndex to 2 itself; the
// renderers draw pinned elements above the rest of their zIndex); a section's items stay inside its
// frame (the inter-section spacing is not theirs), the layout's own inside the whole content.

/// A pinned header (`header` shorthand) of 30.
let pinnedHeader: BoundarySupplementaryItem = {
    var header = BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(30))
    header.pinToVisibleBounds = true
    return header
}()

/// `item`, pinned.
func pinned(_ item: BoundarySupplementaryItem) -> BoundarySupplementaryItem {
    var copy = item
    copy.pinToVisibleBounds = true
    return copy
}

/// Two sections of three 50-tall rows, 20 apart, with a pinned header 30 (and `footer`, a pinned footer
/// 20): section 0 spans 0–180 (0–200 with the footer), section 1 200–380 (220–420).
func pinnedSections(
    footer: Bool = false, others: [BoundarySupplementaryItem] = [], background: Bool = false,
    global: [BoundarySupplementaryItem] = []
) -> CompositionalLayout {
    var section = LayoutSection(
        items: 3, group: twoRows, header: pinnedHeader,
        footer: footer ? pinned(BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(20))) : nil,
        boundarySupplementaryItems: others)
    if background { section.background = BackgroundDecoration() }
    return CompositionalLayout(interSectionSpacing: 20, sections: [section, section], boundarySupplementaryItems: global)
}

/// An offset and where the elements of one kind start along the scroll axis, in order.
struct CompositionalPinningRow: CustomTestStringConvertible, Sendable {
    let id: String
    let layout: CompositionalLayout
    let offset: Double
    /// The view's length along the scroll axis.
    let length: Double
    let kind: String
    let starts: [Double]
    var testDescription: String { "\(id) at \(offset)" }
}

let compositionalPinningRows: [CompositionalPinningRow] = [
    .init(id: "headers", layout: pinnedSections(), offset: 0, length: 300, kind: "header", starts: [0, 200]),
    .init(id: "headers", layout: pinnedSections(), offset: 100, length: 300, kind: "header", starts: [100, 200]),
    .init(
        id: "headers pushed by the section's end (not the next header, 20 later)", layout: pinnedSections(),
        offset: 160, length: 300, kind: "header", starts: [150, 200]),
    .init(id: "headers", layout: pinnedSections(), offset: 190, length: 300, kind: "header", starts: [150, 200]),
    .init(id: "headers", layout: pinnedSections(), offset: 250, length: 300, kind: "header", starts: [150, 250]),
    .init(id: "headers", layout: pinnedSections(), offset: -40, length: 300, kind: "header", starts: [0, 200]),
    .init(id: "footers", layout: pinnedSections(footer: true), offset: 0, length: 100, kind: "footer", starts: [80, 220]),
    .init(id: "footers", layout: pinnedSections(footer: true), offset: 150, length: 100, kind: "footer", starts: [180, 230]),
    .init(id: "footers", layout: pinnedSections(footer: true), offset: 400, length: 100, kind: "footer", starts: [180, 400]),
    .init(
        id: "a header beside a pinned footer", layout: pinnedSections(footer: true), offset: 190, length: 100,
        kind: "header", starts: [170, 220]),
    .init(
        id: "a topTrailing item pins like a header",
        layout: pinnedSections(others: [pinned(boundary("count", 60, 20, .topTrailing, extends: false))]),
        offset: 170, length: 300, kind: "count", starts: [160, 200]),
    .init(
        id: "a bottomLeading item pins like a footer",
        layout: pinnedSections(others: [pinned(boundary("more", 60, 20, .bottomLeading, extends: false))]),
        offset: 0, length: 100, kind: "more", starts: [80, 200]),
    .init(
        id: "in a section with a background", layout: pinnedSections(background: true), offset: 100, length: 300,
        kind: "header", starts: [100, 200]),
    .init(
        id: "the layout's own header stays on top of the whole content",
        layout: pinnedSections(global: [pinned(boundary("banner", 375, 40, .top)), pinned(boundary("legal", 375, 10, .bottom))]),
        offset: 300, length: 100, kind: "banner", starts: [300]),
    .init(
        id: "the layout's own footer at the bottom of the view",
        layout: pinnedSections(global: [pinned(boundary("banner", 375, 40, .top)), pinned(boundary("legal", 375, 10, .bottom))]),
        offset: 100, length: 100, kind: "legal", starts: [190]),
    .init(
        id: "the layout's own header pushed by the content's end (430)",
        layout: pinnedSections(global: [pinned(boundary("banner", 375, 40, .top)), pinned(boundary("legal", 375, 10, .bottom))]),
        offset: 420, length: 100, kind: "banner", starts: [390]),
]

@Suite("Compositional layout: pinned boundary items (issue 14 §1)")
struct CompositionalPinningTests {
    @Test(arguments: compositionalPinningRows)
    func pinnedBoundaryItems(row: CompositionalPinningRow) {
        for layout in [row.layout, row.layout.transposed()] {
            let axis = layout.scrollDirection
            let result = layout.layout(in: Size(width: 375, height: 667).transposed(if: axis == .horizontal))
            let bounds = Rect(main: row.offset, cross: 0, mainLength: row.length, crossLength: 375, axis: axis)
            let found = result.allElements(context: ScrollContext(visibleBounds: bounds))
                .filter { $0.kind == ElementKind(rawValue: row.kind) }
            #expect(found.map { $0.frame.minMain(axis) } == row.starts, "\(axis)")
            for element in found {
                let resting = result.attributes(kind: element.kind, section: element.section)
                #expect(element.isPinned == (element.frame != resting?.frame), "\(element)")
                #expect(element.zIndex == resting?.zIndex, "pinning keeps the zIndex")
                #expect(element.frame.minCross(axis) == resting?.frame.minCross(axis), "only the scroll axis moves")
            }
        }
    }

    /// The promotion of a section with a background applies to its pinned header too (UIKit:
    /// "all other section items will be automatically promoted to zIndex=1").
    @Test func aPinnedHeaderKeepsItsPromotedZIndex() throws {
        let result = pinnedSections(background: true).layout(in: Size(width: 375, height: 667))
        let header = try #require(
            result.allElements(context: ScrollContext(visibleBounds: box(0, 100, 375, 300)))
                .first { $0.kind == .header })
        #expect(header.isPinned && header.zIndex == 1 && header.frame == box(0, 100, 375, 30))
    }

    /// An orthogonal row's offset moves its cells, never its pinned header.
    @Test func orthogonalOffsetsLeavePinnedHeadersAlone() throws {
        var layout = pinnedSections()
        layout.sections[0].orthogonalScrollingBehavior = .continuous
        let result = layout.layout(in: Size(width: 375, height: 667))
        let context = ScrollContext(visibleBounds: box(0, 10, 375, 300), orthogonalOffsets: [0: 200])
        let header = try #require(result.allElements(context: context).first { $0.kind == .header })
        #expect(header.frame == box(0, 10, 375, 30))
    }
}

extension Size {
    /// The size, transposed when `flag`.
    func transposed(if flag: Bool) -> Size { flag ? transposed : self }
}
