import Testing

@testable import SectionLayout

/// Issue 14 §1's properties, on seeded random layouts of both engines (pinning switched on at random,
/// hostile geometry included) and random visible bounds: a pinned element stays inside what it is
/// attached to and inside the visible bounds whenever they show enough of it; rect queries with
/// pinning equal a brute-force filter of every element placed at those bounds; pinning moves nothing
/// but pinning elements, and only along the scroll axis. Sources as in `FlowPinningTests` and
/// `CompositionalPinningTests`.
@Suite("Pinning properties (seeded random layouts and offsets)")
struct PinningPropertyTests {
    /// A random layout of either engine with pinning on somewhere, laid out.
    static func layout(seed: Int) -> LayoutResult {
        var rng = SeededRandom(seed: UInt64(7_000 + seed))
        if seed % 2 == 0 {
            var flow = RandomFlowLayouts.make(&rng, hostile: seed % 4 == 2)
            flow.sectionHeadersPinToVisibleBounds = Bool.random(using: &rng) || seed % 8 == 0
            flow.sectionFootersPinToVisibleBounds = Bool.random(using: &rng) || seed % 8 == 0
            if flow.footerReferenceSize == .zero { flow.footerReferenceSize = Size(width: 20, height: 20) }
            return flow.layout(in: RandomFlowLayouts.container(&rng))
        }
        var compositional = RandomCompositionalLayouts.make(&rng, fitting: seed % 4 == 1)
        for index in compositional.sections.indices {
            compositional.sections[index].header?.pinToVisibleBounds = Bool.random(using: &rng)
            compositional.sections[index].footer?.pinToVisibleBounds = Bool.random(using: &rng)
        }
        return compositional.layout(in: RandomCompositionalLayouts.container(&rng))
    }

    /// Random visible bounds along the content: before it, inside it, past it, short and long.
    static func bounds(_ rng: inout SeededRandom, in result: LayoutResult) -> Rect {
        let axis = result.scrollDirection
        let size = result.contentSize
        return Rect(
            main: rng.points(-200...size.main(axis) + 200), cross: 0, mainLength: rng.points(0...600),
            crossLength: size.cross(axis), axis: axis)
    }

    /// Along the scroll axis, what `element` is attached to: its section's frame, or the whole content.
    static func extent(of element: LayoutAttributes, in result: LayoutResult) -> (start: Double, end: Double)? {
        let axis = result.scrollDirection
        if element.isLayoutWide { return (0, result.contentSize.main(axis)) }
        return result.sectionFrame(element.section).map { ($0.minMain(axis), $0.maxMain(axis)) }
    }

    @Test(arguments: 0..<240)
    func pinnedElementsStayInTheirSectionAndOnScreen(seed: Int) throws {
        let result = Self.layout(seed: seed)
        let axis = result.scrollDirection
        var rng = SeededRandom(seed: UInt64(90_000 + seed))
        let resting = result.allElements()
        for _ in 0..<6 {
            let visible = Self.bounds(&rng, in: result)
            let placed = result.allElements(context: ScrollContext(visibleBounds: visible))
            try #require(placed.count == resting.count)
            for (element, rest) in zip(placed, resting) {
                #expect(element.kind == rest.kind && element.section == rest.section && element.item == rest.item)
                guard element.isPinned else {
                    #expect(element == rest, "seed \(seed): only pinned elements move")
                    continue
                }
                #expect(element.frame.size == rest.frame.size && element.frame.minCross(axis) == rest.frame.minCross(axis))
                let (start, end) = try #require(Self.extent(of: element, in: result))
                let low = element.frame.minMain(axis)
                let high = element.frame.maxMain(axis)
                let tolerance = 1e-9 * (1 + abs(start) + abs(end))
                let restsInside = rest.frame.minMain(axis) >= start - tolerance && rest.frame.maxMain(axis) <= end + tolerance
                if restsInside {
                    #expect(
                        low >= start - tolerance && high <= end + tolerance,
                        "seed \(seed): \(element) leaves \(start)…\(end) at \(visible)")
                }
                // The room the visible bounds give it: from its resting start (header) or up to its resting
                // end (footer), inside what it is attached to.
                let leading = low > rest.frame.minMain(axis)
                let room =
                    leading
                    ? Swift.min(end, visible.maxMain(axis)) - Swift.max(rest.frame.minMain(axis), visible.minMain(axis))
                    : Swift.min(rest.frame.maxMain(axis), visible.maxMain(axis)) - Swift.max(start, visible.minMain(axis))
                if restsInside, room >= high - low {
                    #expect(
                        low >= visible.minMain(axis) - tolerance && high <= visible.maxMain(axis) + tolerance,
                        "seed \(seed): \(element) off the visible bounds \(visible)")
                }
            }
        }
    }

    @Test(arguments: 0..<240)
    func pinnedQueriesEqualBruteForce(seed: Int) {
        let result = Self.layout(seed: seed)
        var rng = SeededRandom(seed: UInt64(50_000 + seed))
        for _ in 0..<4 {
            var context = ScrollContext(visibleBounds: Self.bounds(&rng, in: result))
            if Bool.random(using: &rng) {
                context.orthogonalOffsets = RandomCompositionalLayouts.offsets(&rng, sections: result.numberOfSections)
            }
            let all = result.allElements(context: context)
            for _ in 0..<6 {
                let rect =
                    Bool.random(using: &rng)
                    ? (context.visibleBounds ?? .zero)
                    : RandomCompositionalLayouts.rect(&rng, within: result.contentSize)
                let expected = all.filter { $0.frame.intersects(rect) }
                #expect(result.elements(in: rect, context: context) == expected, "seed \(seed) rect \(rect)")
                var walked: [LayoutAttributes] = []
                result.forEachElement(in: rect, context: context) { walked.append($0) }
                #expect(walked == expected)
            }
        }
    }
}
