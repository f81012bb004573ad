import Testing

@testable import SectionLayout

@Suite("Flow layout properties (seeded random layouts)")
struct FlowPropertyTests {
    @Test(arguments: 0..<300)
    func cellsNeverOverlapAndStayInTheirBand(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let layout = RandomFlowLayouts.make(&rng)
        let result = layout.layout(in: RandomFlowLayouts.container(&rng))
        let axis = result.scrollDirection
        let cells = result.allElements().filter { $0.kind == .cell }
        for section in 0..<result.numberOfSections {
            guard let band = result.sectionFrame(section) else { continue }
            let frames = cells.filter { $0.section == section }.map(\.frame)
            for frame in frames {
                #expect(
                    frame.minMain(axis) >= band.minMain(axis) - 1e-9 && frame.maxMain(axis) <= band.maxMain(axis) + 1e-9,
                    "seed \(seed): \(frame) outside section \(section) band \(band)")
            }
            for i in frames.indices {
                for j in frames.indices where j > i {
                    #expect(
                        !frames[i].intersects(frames[j].insetBy(1e-9)),
                        "seed \(seed): section \(section) items \(i) and \(j) overlap: \(frames[i]) \(frames[j])")
                }
            }
        }
    }

    @Test(arguments: 0..<300)
    func rectQueriesEqualBruteForce(seed: Int) {
        var rng = SeededRandom(seed: UInt64(1000 + seed))
        let layout = RandomFlowLayouts.make(&rng, hostile: seed % 2 == 1)
        let result = layout.layout(in: RandomFlowLayouts.container(&rng))
        let all = result.allElements()
        for _ in 0..<8 {
            let rect = RandomFlowLayouts.rect(&rng, within: result.contentSize)
            let expected = all.filter { $0.frame.intersects(rect) }
            #expect(result.elements(in: rect) == expected, "seed \(seed) rect \(rect)")
        }
    }

    @Test(arguments: 0..<200)
    func backgroundsSitBelowAndComeFirst(seed: Int) {
        var rng = SeededRandom(seed: UInt64(5000 + seed))
        let result = RandomFlowLayouts.make(&rng).layout(in: RandomFlowLayouts.container(&rng))
        let all = result.allElements()
        let maxBackground = all.filter { $0.kind == .background }.map(\.zIndex).max() ?? Int.min
        let minOther = all.filter { $0.kind != .background }.map(\.zIndex).min() ?? Int.max
        #expect(maxBackground < minOther)
        for section in 0..<result.numberOfSections {
            let kinds = all.filter { $0.section == section }.map(\.kind)
            if let index = kinds.firstIndex(of: .background) { #expect(index == 0) }
        }
    }

    @Test(arguments: 0..<200)
    func horizontalMirrorsVertical(seed: Int) {
        var rng = SeededRandom(seed: UInt64(9000 + seed))
        var layout = RandomFlowLayouts.make(&rng, hostile: seed % 3 == 0)
        layout.scrollDirection = .vertical
        let container = RandomFlowLayouts.container(&rng)
        let vertical = layout.layout(in: container)
        let horizontal = layout.transposed().layout(in: container.transposed)
        #expect(horizontal.contentSize == vertical.contentSize.transposed)
        let mirrored = vertical.allElements().map { element -> LayoutAttributes in
            var copy = element
            copy.frame = element.frame.transposed
            return copy
        }
        #expect(horizontal.allElements() == mirrored, "seed \(seed)")
    }
}

extension Rect {
    /// Shrunk by `amount` on every side (to ignore floating-point touching).
    func insetBy(_ amount: Double) -> Rect { inset(by: EdgeInsets(all: amount)) }
}
