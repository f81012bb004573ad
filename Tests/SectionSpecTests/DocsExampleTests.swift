import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// The example of docs/spec.md decodes, and reads back the same once written.
@Test func docsSpecExampleDecodesAndRoundTrips() throws {
    let blocks = try docsJSONBlocks("docs/spec.md", under: "# Spec files")
    let example = try #require(blocks.first)
    let spec = try decodeSpec(example)
    #expect(spec.sectionTitles == ["Favourites", "Tags", "Empty"])
    #expect(try decodeSpec(spec.jsonText) == spec)
}

/// The first example of docs/compositional.md lays out to the frames its text gives.
@Test func docsCompositionalExampleLaysOutFrameByFrame() throws {
    let blocks = try docsJSONBlocks("docs/compositional.md", under: "# Compositional layouts")
    #expect(blocks.count == 2, "the paging example, then boundary items and badges")
    let example = try #require(blocks.first)
    let spec = try decodeSpec(example)
    #expect(spec.jsonText == example, "the page shows the spec as it is written back")
    #expect(spec.sectionTitles == ["Featured", "Pairs"])
    let result = spec.layout()
    let red = BackgroundStyle(color: Color("systemRed"), cornerRadius: 12)
    let yellow = BackgroundStyle(color: Color("systemYellow"), cornerRadius: 12)
    // Backgrounds at zIndex 0, the cells of their sections promoted to 1 (`UICollectionViewCompositionalLayout.h`).
    var expected = [LayoutAttributes(kind: .background, section: 0, frame: rect(10, 10, 355, 355), zIndex: 0, style: red)]
    for i in 0..<5 {
        expected.append(
            LayoutAttributes(kind: .cell, section: 0, item: i, frame: rect(10 + 355 * Double(i), 10, 355, 355), zIndex: 1))
    }
    expected += [
        LayoutAttributes(kind: .background, section: 1, frame: rect(10, 405, 355, 200), zIndex: 0, style: yellow),
        LayoutAttributes(kind: .cell, section: 1, item: 0, frame: rect(10, 405, 177.5, 100), zIndex: 1),
        LayoutAttributes(kind: .cell, section: 1, item: 1, frame: rect(187.5, 405, 177.5, 100), zIndex: 1),
        LayoutAttributes(kind: .cell, section: 1, item: 2, frame: rect(10, 505, 177.5, 100), zIndex: 1),
    ]
    #expect(result.allElements() == expected)
    #expect(result.contentSize == size(375, 615))
    #expect(result.orthogonalScrolling(inSection: 0) == .groupPaging)
    #expect(result.orthogonalScrolling(inSection: 1) == OrthogonalScrollingBehavior.none)
}

/// The boundary-item example of docs/compositional.md lays out as its text says (extending leading items
/// push the content, badges sit centred on their cells' corners, the layout's own items around all
/// sections).
@Test func docsBoundaryItemExampleLaysOutAsDescribed() throws {
    let blocks = try docsJSONBlocks("docs/compositional.md", under: "# Compositional layouts")
    let result = try decodeSpec(try #require(blocks.last)).layout()
    func frame(_ kind: String, _ section: Int, _ item: Int? = nil) -> Rect? {
        result.attributes(kind: ElementKind(rawValue: kind), section: section, item: item)?.frame
    }
    let layoutWide = LayoutAttributes.layoutWideSection
    #expect(frame("banner", layoutWide) == rect(0, 0, 375, 50))
    #expect(frame("background", 0) == rect(0, 50, 375, 316))
    #expect(frame("header", 0) == rect(16, 50, 100, 30))
    #expect(frame("count", 0) == rect(299, 50, 60, 20))
    for item in 0..<6 {
        let column = Double(item % 2)
        let row = Double(item / 2)
        #expect(result.itemFrame(section: 0, item: item) == rect(24 + 171.5 * column, 88 + 90 * row, 155.5, 74))
        #expect(frame("badge", 0, item) == rect(169.5 + 171.5 * column, 78 + 90 * row, 20, 20))
    }
    #expect(frame("legal", layoutWide) == rect(0, 366, 375, 30))
    #expect(result.contentSize == size(375, 396))
    #expect(result.attributes(kind: .cell, section: 0, item: 0)?.zIndex == 1)
}
