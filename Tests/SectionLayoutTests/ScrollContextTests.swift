import Testing

@testable import SectionLayout

/// The query surface of issue 12: one `ScrollContext`, element kinds by name, sections whose other
/// elements are a list, and `layout(in:)` measured against the bounds minus the content inset.
@Suite("Scroll context and element kinds")
struct ScrollContextTests {
    /// A header 30, a footer 20 and a background over the header: one of each built-in kind.
    static let result = FlowLayout(
        sectionInset: EdgeInsets(all: 10), headerReferenceSize: s(0, 30),
        footerReferenceSize: s(0, 20),
        background: SectionBackground(cover: .section, includeHeader: true),
        sections: [FlowSection(items: .count(3)), FlowSection(items: .count(0))]
    )
    .layout(in: s(200, 400))

    @Test func elementKindsAreNamesWithTheBuiltInOnesStoredAsSuch() {
        #expect(ElementKind(rawValue: "header") == .header)
        #expect(ElementKind(rawValue: "background") == .background)
        #expect(ElementKind(rawValue: "cell") == .cell)
        let badge = ElementKind(rawValue: "badge")
        #expect(badge.rawValue == "badge" && badge != .header && badge != .cell)
        #expect(ElementKind(rawValue: "badge") == badge)
        #expect([ElementKind.cell, .header, .footer, .background].map(\.rawValue) == ["cell", "header", "footer", "background"])
        #expect(ElementKind.background.zIndex == -1 && ElementKind.footer.zIndex == 0 && badge.zIndex == 0)
    }

    @Test func aSectionListsItsOtherElementsAroundItsCells() {
        // Section 0: background (header included), header, three cells, footer; section 1 (empty): header
        // and footer only, no background without coversEmptySections.
        let kinds = Self.result.allElements().map { "\($0.kind) \($0.section)" }
        #expect(kinds == ["background 0", "header 0", "cell 0", "cell 0", "cell 0", "footer 0", "header 1", "footer 1"])
        #expect(Self.result.attributes(kind: .footer, section: 0)?.frame == r(0, 100, 200, 20))
        #expect(Self.result.attributes(kind: .background, section: 0)?.frame == r(0, 0, 200, 100))
        #expect(Self.result.attributes(kind: .background, section: 1) == nil)
        #expect(Self.result.attributes(kind: ElementKind(rawValue: "badge"), section: 0) == nil)
    }

    @Test func aListKeepsItsOrderPastTheInlineElementsAndStopsWhenAsked() {
        var list = SupplementaryList()
        let kinds: [SupplementaryElement.Kind] = [.background, .header, .footer, .header, .background]
        for (index, kind) in kinds.enumerated() {
            list.append(SupplementaryElement(kind: kind, frame: r(Double(index), 0, 1, 1), followsCells: index > 2))
        }
        var seen: [Double] = []
        #expect(
            list.forEach {
                seen.append($0.frame.minX)
                return true
            })
        #expect(seen == [0, 1, 2, 3, 4] && list.count == 5)
        seen = []
        #expect(
            !list.forEach {
                seen.append($0.frame.minX)
                return seen.count < 4
            })
        #expect(seen == [0, 1, 2, 3])
        #expect(SupplementaryList().forEach { _ in false }, "an empty list calls nothing")
    }

    @Test func theWholeLayoutWalkAndTheCollectorAgree() {
        var walked: [LayoutAttributes] = []
        Self.result.forEachElement { walked.append($0) }
        #expect(walked == Self.result.allElements())
        let everything = r(-1, -1, 202, 402)
        var visited: [LayoutAttributes] = []
        Self.result.forEachElement(in: everything) { visited.append($0) }
        #expect(visited == Self.result.elements(in: everything) && visited == walked)
    }

    @Test(arguments: [PinningPolicy.followsVisibleBounds, .resting])
    func visibleBoundsMoveNothingInALayoutThatPinsNothing(pinning: PinningPolicy) {
        let rect = r(0, 20, 200, 100)
        let context = ScrollContext(visibleBounds: r(0, 40, 200, 60), pinning: pinning)
        #expect(Self.result.elements(in: rect, context: context) == Self.result.elements(in: rect))
        #expect(
            ScrollContext.unscrolled
                == ScrollContext(
                    visibleBounds: nil, orthogonalOffsets: [:],
                    pinning: .followsVisibleBounds))
    }

    @Test func theContainerIsTheBoundsMinusTheContentInset() {
        let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(s(320, 480).inset(by: insets) == s(260, 440))
        #expect(s(320, 480).inset(by: EdgeInsets(all: -5)) == s(330, 490))
        #expect(s(50, 30).inset(by: insets) == s(0, 0))
    }
}
