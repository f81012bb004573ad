import Testing

@testable import SectionLayout

/// Right to left on seeded random layouts of both engines: every frame is the left-to-right one
/// reflected across the content's width; rect queries (O(log n + k), with scrolled orthogonal rows and
/// pinned supplementaries at random visible bounds) equal a brute-force filter of every element.
@Suite("Right-to-left properties (seeded random layouts)")
struct RightToLeftPropertyTests {
    static func layouts(seed: Int) -> (ltr: LayoutResult, rtl: LayoutResult) {
        var rng = SeededRandom(seed: UInt64(140_000 + seed))
        if seed % 2 == 0 {
            var flow = RandomFlowLayouts.make(&rng, hostile: false)
            flow.sectionHeadersPinToVisibleBounds = Bool.random(using: &rng)
            let container = RandomFlowLayouts.container(&rng)
            return (
                flow.layout(in: LayoutEnvironment(bounds: container)),
                flow.layout(in: LayoutEnvironment(bounds: container, layoutDirection: .rightToLeft))
            )
        }
        var compositional = RandomCompositionalLayouts.make(&rng, fitting: seed % 4 == 1)
        for index in compositional.sections.indices {
            compositional.sections[index].header?.pinToVisibleBounds = Bool.random(using: &rng)
        }
        let container = RandomCompositionalLayouts.container(&rng)
        return (
            compositional.layout(in: LayoutEnvironment(bounds: container)),
            compositional.layout(in: LayoutEnvironment(bounds: container, layoutDirection: .rightToLeft))
        )
    }

    @Test(arguments: 0..<200)
    func framesAreMirrored(seed: Int) {
        let (ltr, rtl) = Self.layouts(seed: seed)
        let mirror = HorizontalMirror(width: ltr.contentSize.width)
        #expect(rtl.contentSize == ltr.contentSize)
        #expect(
            rtl.allElements()
                == ltr.allElements().map { element in
                    var copy = element
                    copy.frame = mirror(element.frame)
                    return copy
                }, "seed \(seed)")
    }

    @Test(arguments: 0..<200)
    func rectQueriesEqualBruteForce(seed: Int) {
        let (_, result) = Self.layouts(seed: seed)
        var rng = SeededRandom(seed: UInt64(150_000 + seed))
        let axis = result.scrollDirection
        for _ in 0..<6 {
            let rect = RandomCompositionalLayouts.rect(&rng, within: result.contentSize)
            let offsets = RandomCompositionalLayouts.offsets(&rng, sections: result.numberOfSections)
            let visible = Rect(
                main: rng.points(-100...result.contentSize.main(axis) + 100), cross: 0,
                mainLength: rng.points(0...500), crossLength: result.contentSize.cross(axis), axis: axis)
            let context = ScrollContext(visibleBounds: visible, orthogonalOffsets: offsets)
            let all = result.allElements(context: context)
            #expect(
                result.elements(in: rect, context: context) == all.filter { $0.frame.intersects(rect) },
                "seed \(seed) rect \(rect)")
        }
    }
}
