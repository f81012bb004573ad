import Testing

@testable import SectionLayout

// Issue 14 §3, `screenScale`: a compositional layout's frames come out on the screen's pixel grid,
// round(scale · v) / scale on each frame's origin and size. Source: measured on devices and reported in
// answers to "interItemSpacing = .fixed(0) not always working in UICollectionViewLayout" (Stack
// Overflow, mirrored at codepudding.com/os/270336.html): "it rounds the x, y, width and height values to
// match the screen scale … On a @2x device … 37.48 … will be rounded to … 37.5", 84.18 → 84.0,
// 84.58 → 84.5. The flow layout is not rounded: UIKit documents no rounding for it (see
// `FlowSafeAreaTests.flowFramesAreNotRounded`). Each case also runs transposed.

/// Three cells of `fractionalWidth(1/3)` (written as the issue writes it) in a 320-wide container.
let thirds = CompositionalLayout(sections: [
    LayoutSection(
        items: 6, group: row(.fractionalWidth(1), .absolute(50), [cell(.fractionalWidth(0.3333333333), .fractionalHeight(1))]))
])

@Suite("Screen scale: compositional frames on the pixel grid")
struct ScreenScaleTests {
    /// The case: width 320, three items `fractionalWidth` 0.3333333333, `screenScale` 2 →
    /// x 0, 106.5, 213.5, width 106.5.
    @Test func thirdsAtTwoX() {
        let result = thirds.layout(in: LayoutEnvironment(bounds: s(320, 480), screenScale: 2))
        #expect(result.itemFrame(section: 0, item: 0) == r(0, 0, 106.5, 50))
        #expect(result.itemFrame(section: 0, item: 1) == r(106.5, 0, 106.5, 50))
        #expect(result.itemFrame(section: 0, item: 2) == r(213.5, 0, 106.5, 50))
        #expect(result.itemFrame(section: 0, item: 5) == r(213.5, 50, 106.5, 50))
        let sideways = thirds.transposed().layout(in: LayoutEnvironment(bounds: s(480, 320), screenScale: 2))
        #expect(sideways.itemFrame(section: 0, item: 2) == r(0, 213.5, 50, 106.5))
    }

    /// At 3x: a third of a point is a pixel, so 106.66… becomes 106 + 2/3 as 3x rounds it.
    @Test func thirdsAtThreeX() {
        let result = thirds.layout(in: LayoutEnvironment(bounds: s(320, 480), screenScale: 3))
        let width = 320 * 0.3333333333
        let third = (width * 3).rounded() / 3
        #expect(result.itemFrame(section: 0, item: 1) == r(third, 0, third, 50))
        #expect(result.itemFrame(section: 0, item: 2) == r(((2 * width) * 3).rounded() / 3, 0, third, 50))
    }

    /// Without `screenScale` the exact maths stays: today's numbers.
    @Test func noScaleKeepsExactFrames() {
        let width = 320 * 0.3333333333
        let result = thirds.layout(in: LayoutEnvironment(bounds: s(320, 480)))
        #expect(result.itemFrame(section: 0, item: 1) == r(width, 0, width, 50))
        #expect(result.itemFrame(section: 0, item: 2) == r(width + width, 0, width, 50))
        #expect(result == thirds.layout(in: s(320, 480), bounds: s(320, 480)))
    }

    /// Every element kind is rounded: boundary items, backgrounds, badges, the layout's own items, and
    /// the content size.
    @Test func everyElementIsRounded() {
        let badge = LayoutSupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(10.3), height: .absolute(10.3)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(width: .fractionalWidth(0.3333333333), height: .fractionalHeight(1), supplementaryItems: [badge])
        let header = BoundarySupplementaryItem(
            elementKind: "header", size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(20.3)),
            alignment: .topLeading)
        let banner = BoundarySupplementaryItem(
            elementKind: "banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10.1)),
            alignment: .top)
        let layout = CompositionalLayout(
            sections: [
                LayoutSection(
                    items: 3, group: row(.fractionalWidth(1), .absolute(33.3), [.item(item)]),
                    contentInsets: DirectionalEdgeInsets(top: 0.3, leading: 0.3, bottom: 0.3, trailing: 0.3),
                    boundarySupplementaryItems: [header], background: BackgroundDecoration())
            ],
            boundarySupplementaryItems: [banner])
        let result = layout.layout(in: LayoutEnvironment(bounds: s(320, 480), screenScale: 2))
        func onGrid(_ value: Double) -> Bool { (value * 2).rounded() == value * 2 }
        let all = result.allElements()
        #expect(all.count == 3 + 3 + 3)
        for element in all {
            #expect(
                onGrid(element.frame.minX) && onGrid(element.frame.minY) && onGrid(element.frame.width)
                    && onGrid(element.frame.height), "\(element) is on the 2x grid")
        }
        #expect(onGrid(result.contentSize.height))
        let exact = layout.layout(in: s(320, 480), bounds: s(320, 480)).allElements()
        for (rounded, exact) in zip(all, exact) {
            #expect(
                abs(rounded.frame.minX - exact.frame.minX) <= 0.25 && abs(rounded.frame.width - exact.frame.width) <= 0.25
                    && abs(rounded.frame.minY - exact.frame.minY) <= 0.25
                    && abs(rounded.frame.height - exact.frame.height) <= 0.25, "\(rounded) is \(exact) rounded")
        }
    }

    /// Rect queries of a rounded layout equal a filter over its rounded elements (random layouts of
    /// every element kind, both directions, random safe areas and margins, random rects, orthogonal rows
    /// scrolled too).
    @Test(arguments: 0..<150)
    func queriesEqualBruteForce(seed: Int) {
        var rng = SeededRandom(seed: UInt64(140_000 + seed))
        let layout = RandomCompositionalLayouts.make(&rng, fitting: seed % 2 == 0)
        let size = RandomCompositionalLayouts.container(&rng)
        let safeArea = EdgeInsets(
            top: rng.points(0...60), left: rng.points(0...60), bottom: rng.points(0...40), right: rng.points(0...60))
        var environment = LayoutEnvironment(bounds: size, safeAreaInsets: safeArea, screenScale: seed % 3 == 0 ? 3 : 2)
        environment.layoutMargins = EdgeInsets(
            top: safeArea.top, left: safeArea.left + 16, bottom: safeArea.bottom, right: safeArea.right + 16)
        let result = layout.layout(in: environment)
        let all = result.allElements()
        for _ in 0..<8 {
            let rect = RandomCompositionalLayouts.rect(&rng, within: result.contentSize)
            #expect(result.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            let offsets = RandomCompositionalLayouts.offsets(&rng, sections: result.numberOfSections)
            let scrolled = all.map { element -> LayoutAttributes in
                guard element.item != nil, !element.isLayoutWide, result.orthogonalRow(inSection: element.section) != nil,
                    let offset = offsets[element.section]
                else { return element }
                var copy = element
                copy.frame = result.scrolled(element.frame, by: offset)
                return copy
            }
            #expect(
                result.elements(in: rect, context: ScrollContext(orthogonalOffsets: offsets))
                    == scrolled.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect) offsets \(offsets)")
        }
    }

    /// The pixel grid rides in the padding of a compositional section's item pattern: a section entry
    /// stays 400 bytes.
    @Test func sectionEntriesKeepTheirSize() {
        #expect(MemoryLayout<SectionEntry>.stride == 400)
    }
}
