import Testing

@testable import SectionLayout

// Issue 14 §4, right to left in a compositional layout. Sources: `NSDirectionalEdgeInsets` — "edge insets
// that take language direction into account", leading is the right edge in a right-to-left layout
// (Apple's documentation of `NSDirectionalEdgeInsets` and `NSDirectionalRectEdge`); a section's
// `contentInsets`, a group's and an item's are `NSDirectionalEdgeInsets`, boundary items align by
// `NSRectAlignment` (`.topLeading`, …: leading, not left), and an orthogonal row's groups follow the
// reading direction. The collection view's `safeAreaInsets`, `layoutMargins` and `contentInset` are
// `UIEdgeInsets`: physical left and right whatever the direction (`directionalLayoutMargins` is the
// leading/trailing form). Where the sources are silent (decided here, said in docs/devices.md): a boundary
// item's `absoluteOffset`, a custom group's frames and a badge's offset (CGPoints) are mirrored with
// the rest; a row's offset counts from its start in reading order, so right to left it moves the cells
// rightwards (UIKit's orthogonal scroll view then has `contentOffset.x = contentWidth − width − offset`).
//
// Every existing compositional case runs mirrored: its left-to-right frames, reflected across the
// content's width (x' = W − x − w), are what the layout must give right to left, vertically and
// transposed horizontally.

extension CompositionalCase {
    /// The case right to left: vertical frames reflected across the container's width; transposed,
    /// reflected across the content's width.
    func checkRightToLeft() {
        let vertical = layout.layout(in: LayoutEnvironment(bounds: container, layoutDirection: .rightToLeft))
        #expect(vertical.layoutDirection == .rightToLeft)
        let width = container.width
        check(vertical, map: { HorizontalMirror(width: width)($0) })
        let horizontal = layout.transposed().layout(
            in: LayoutEnvironment(
                bounds: container.transposed,
                layoutDirection: .rightToLeft))
        let contentWidth = contentHeight ?? horizontal.contentSize.width
        check(horizontal, map: { HorizontalMirror(width: contentWidth)($0.transposed) })
        // Nothing but frames changes: the same elements in the same order, and the same content size.
        let leftToRight = layout.layout(in: container)
        #expect(vertical.contentSize == leftToRight.contentSize)
        #expect(
            vertical.allElements().map { HorizontalMirror(width: width)($0.frame) } == leftToRight.allElements().map(\.frame),
            "\(id): mirrored twice gives the left-to-right frames")
    }
}

let mirroredCompositionalCases = compositionalCases + boundaryCases + badgeCases + estimatedCases + centredPagingCases

@Suite("Compositional layout right to left")
struct CompositionalRightToLeftTests {
    @Test(arguments: mirroredCompositionalCases)
    func everyCaseMirrored(_ c: CompositionalCase) { c.checkRightToLeft() }

    /// The safe-area cases whose environment is the same on the left and the right mirror as they are.
    @Test(
        arguments: compositionalSafeAreaCases.filter { c in
            let e = c.environment
            return e.safeAreaInsets.left == e.safeAreaInsets.right && e.layoutMargins.left == e.layoutMargins.right
                && e.contentInset.left == e.contentInset.right
        })
    func symmetricEnvironmentsMirrored(_ c: CompositionalEnvironmentCase) {
        var environment = c.environment
        environment.layoutDirection = .rightToLeft
        let result = c.layout.layout(in: environment)
        let width = result.contentSize.width
        #expect(width == c.layout.layout(in: c.environment).contentSize.width)
        c.check(result, map: { HorizontalMirror(width: width)($0) })
    }

    /// Section insets leading 20, trailing 40 on 320: right to left, the 20 is on the right. Cells
    /// 130 wide: 0 at 320 − 20 − 130 = 170, 1 at 40; the header (260 wide) at 40.
    @Test func asymmetricInsetsPutLeadingOnTheRight() {
        let result = CompositionalLayout(sections: [headerFooterSection])
            .layout(in: LayoutEnvironment(bounds: Size(width: 320, height: 480), layoutDirection: .rightToLeft))
        #expect(result.itemFrame(section: 0, item: 0) == box(170, 54, 130, 50))
        #expect(result.itemFrame(section: 0, item: 1) == box(40, 54, 130, 50))
        #expect(result.itemFrame(section: 0, item: 2) == box(170, 104, 130, 50))
        #expect(result.attributes(kind: .header, section: 0)?.frame == box(40, 0, 260, 44))
    }

    /// A `.topLeading` header 100 wide sits at the right edge right to left; `.topTrailing` at the left.
    @Test func leadingAlignmentIsTheRightEdge() {
        let size = LayoutSize(width: .absolute(100), height: .absolute(30))
        let section = LayoutSection(
            items: 1, group: row(.fractionalWidth(1), .absolute(50), [fill]),
            boundarySupplementaryItems: [
                BoundarySupplementaryItem(elementKind: "lead", size: size, alignment: .topLeading),
                BoundarySupplementaryItem(elementKind: "trail", size: size, alignment: .topTrailing),
            ])
        let layout = CompositionalLayout(sections: [section])
        let ltr = layout.layout(in: LayoutEnvironment(bounds: Size(width: 320, height: 480)))
        let rtl = layout.layout(in: LayoutEnvironment(bounds: Size(width: 320, height: 480), layoutDirection: .rightToLeft))
        #expect(ltr.attributes(kind: ElementKind(rawValue: "lead"), section: 0)?.frame.minX == 0)
        #expect(rtl.attributes(kind: ElementKind(rawValue: "lead"), section: 0)?.frame.minX == 220)
        #expect(rtl.attributes(kind: ElementKind(rawValue: "trail"), section: 0)?.frame.minX == 0)
    }

    /// An orthogonal row (groups 150 wide, spacing 10, insets 16 on 375) starts at the right: group 0 at
    /// 375 − 16 − 150 = 209, group 1 at 49, group 2 at −111 (off screen to the left). Scrolled by 100
    /// towards its end, the cells move right by 100: group 2 at −11.
    @Test func orthogonalRowsStartAtTheRightAndScrollLeftwards() throws {
        let layout = CompositionalLayout(sections: [
            LayoutSection(
                items: 4, group: row(.absolute(150), .absolute(100), [fill]), interGroupSpacing: 10,
                contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                orthogonalScrollingBehavior: .continuous)
        ])
        let result = layout.layout(in: LayoutEnvironment(bounds: Size(width: 375, height: 667), layoutDirection: .rightToLeft))
        #expect(result.itemFrame(section: 0, item: 0) == box(209, 0, 150, 100))
        #expect(result.itemFrame(section: 0, item: 1) == box(49, 0, 150, 100))
        #expect(result.itemFrame(section: 0, item: 2) == box(-111, 0, 150, 100))
        let row = try #require(result.orthogonalRow(inSection: 0))
        let rowEnd: Double = 16 + 4 * 150 + 3 * 10 + 16 - 375
        #expect(row.offsetRange == 0...rowEnd)
        let scrolled = result.elements(in: box(0, 0, 375, 100), context: ScrollContext(orthogonalOffsets: [0: 100]))
        #expect(scrolled.map(\.frame) == [box(309, 0, 150, 100), box(149, 0, 150, 100), box(-11, 0, 150, 100)])
    }

    /// An asymmetric safe area (landscape, the sensor housing on the left: 59 left, 0 right) stays on
    /// its physical side right to left: measured from the safe area, the leading inset 10 is on the
    /// right (cells end at 852 − 0 − 10), and the left edge keeps its 59 + 10.
    @Test func safeAreaStaysOnItsPhysicalSide() {
        let environment = LayoutEnvironment(
            bounds: Size(width: 852, height: 393),
            safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 0),
            layoutDirection: .rightToLeft)
        let result = referenceLayout(.safeArea).layout(in: environment)
        // Width between the references: 852 − 59 − 10 − 10 = 773, two halves of 386.5.
        #expect(result.itemFrame(section: 0, item: 0) == box(455.5, 30, 386.5, 50))
        #expect(result.itemFrame(section: 0, item: 1) == box(69, 30, 386.5, 50))
        #expect(result.attributes(kind: .header, section: 0)?.frame == box(69, 0, 773, 30))
    }
}
