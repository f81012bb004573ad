import Testing

@testable import SectionLayout

/// `forEachElement(in:context:while:)`: the walk gives the elements of `elements(in:)` in the
/// same order and ends at the first `false`, for every item store (uniform grids, sized lines, stored
/// lines, compositional patterns) and for scrolled orthogonal rows.
@Suite("Queries that stop early")
struct StoppingQueryTests {
    /// Walks `rect` stopping after `limit` elements; returns what was seen and whether the walk finished.
    private func walk(
        _ result: LayoutResult, _ rect: Rect, offsets: [Int: Double] = [:],
        limit: Int
    ) -> (seen: [LayoutAttributes], finished: Bool) {
        var seen: [LayoutAttributes] = []
        let finished = result.forEachElement(in: rect, context: ScrollContext(orthogonalOffsets: offsets)) { element in
            seen.append(element)
            return seen.count < limit
        }
        return (seen, finished)
    }

    private func check(_ result: LayoutResult, _ rect: Rect, offsets: [Int: Double], seed: Int) {
        let all = result.elements(in: rect, context: ScrollContext(orthogonalOffsets: offsets))
        for limit in Set([1, 2, all.count / 2, all.count, all.count + 1]) where limit > 0 {
            let (seen, finished) = walk(result, rect, offsets: offsets, limit: limit)
            #expect(seen == Array(all.prefix(limit)), "seed \(seed) limit \(limit)")
            #expect(finished == (limit > all.count), "seed \(seed) limit \(limit): finished \(finished)")
        }
    }

    @Test(arguments: 0..<150)
    func flowWalksStopWhereAsked(seed: Int) {
        var rng = SeededRandom(seed: UInt64(70_000 + seed))
        let result = RandomFlowLayouts.make(&rng, hostile: seed % 2 == 1).layout(in: RandomFlowLayouts.container(&rng))
        for _ in 0..<4 {
            check(result, RandomFlowLayouts.rect(&rng, within: result.contentSize), offsets: [:], seed: seed)
        }
    }

    @Test(arguments: 0..<150)
    func compositionalWalksStopWhereAsked(seed: Int) {
        var rng = SeededRandom(seed: UInt64(80_000 + seed))
        let result = RandomCompositionalLayouts.make(&rng, fitting: seed % 2 == 0)
            .layout(in: RandomCompositionalLayouts.container(&rng))
        for _ in 0..<4 {
            let offsets = RandomCompositionalLayouts.offsets(&rng, sections: result.numberOfSections)
            check(result, RandomCompositionalLayouts.rect(&rng, within: result.contentSize), offsets: offsets, seed: seed)
        }
    }

    @Test func aWalkThatStopsAtOnceCostsNothingMore() {
        // Ten million uniform items all inside the rect: stopping after the third is immediate.
        var flow = FlowLayout(itemSize: Size(width: 1, height: 1), minimumLineSpacing: 0, minimumInteritemSpacing: 0)
        flow.sections = [FlowSection(items: .count(10_000_000))]
        let result = flow.layout(in: Size(width: 1_000, height: 1_000))
        let (seen, finished) = walk(result, Rect(x: 0, y: 0, width: 1_000, height: 10_000), limit: 3)
        #expect(!finished)
        #expect(seen.map(\.item) == [0, 1, 2])
    }
}
