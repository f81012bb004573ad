import Testing
@testable import SectionLayout

@Suite("Compositional layout properties (seeded random layouts)")
struct CompositionalPropertyTests {
    @Test(arguments: 0..<300)
    func cellsNeverOverlapAndStayInTheirSection(seed: Int) {
        var rng = SeededRandom(seed: UInt64(20_000 + seed))
        let layout = RandomCompositionalLayouts.make(&rng, fitting: true)
        let result = layout.layout(in: RandomCompositionalLayouts.container(&rng))
        let axis = result.scrollDirection
        let cells = result.allElements().filter { $0.kind == .cell }
        #expect(cells.count == layout.sections.reduce(0) { $0 + $1.items })
        // A cell with no area may sit outside when insets exceed its group's size; it draws nothing.
        for element in cells where !element.frame.isEmpty {
            guard let band = result.sectionFrame(element.section) else { continue }
            let slack = 1e-6 * (1 + abs(band.maxMain(axis)))
            #expect(element.frame.minMain(axis) >= band.minMain(axis) - slack
                    && element.frame.maxMain(axis) <= band.maxMain(axis) + slack,
                    "seed \(seed): \(element) outside its section \(band)")
        }
        for i in cells.indices where !cells[i].frame.isEmpty {
            let frame = cells[i].frame
            let shrunk = frame.inset(by: EdgeInsets(all: 1e-6 * (1 + abs(frame.minX) + abs(frame.minY))))
            for j in cells.indices where j > i && !cells[j].frame.isEmpty && shrunk.intersects(cells[j].frame) {
                Issue.record("seed \(seed): \(cells[i]) overlaps \(cells[j])")
            }
        }
    }

    @Test(arguments: 0..<300)
    func rectQueriesEqualBruteForce(seed: Int) {
        var rng = SeededRandom(seed: UInt64(30_000 + seed))
        let layout = RandomCompositionalLayouts.make(&rng, fitting: seed % 2 == 0)
        let result = layout.layout(in: RandomCompositionalLayouts.container(&rng))
        let all = result.allElements()
        for _ in 0..<8 {
            let rect = RandomCompositionalLayouts.rect(&rng, within: result.contentSize)
            #expect(result.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            let offsets = RandomCompositionalLayouts.offsets(&rng, sections: result.numberOfSections)
            let scrolled = all.map { element -> LayoutAttributes in
                guard element.kind == .cell, result.orthogonalRow(inSection: element.section) != nil,
                      let offset = offsets[element.section] else { return element }
                var copy = element
                copy.frame = result.scrolled(element.frame, by: offset)
                return copy
            }
            #expect(result.elements(in: rect, context: ScrollContext(orthogonalOffsets: offsets)) == scrolled.filter { $0.frame.intersects(rect) },
                    "seed \(seed) rect \(rect) offsets \(offsets)")
        }
    }

    @Test(arguments: 0..<200)
    func backgroundsSitBelowAndComeFirst(seed: Int) {
        var rng = SeededRandom(seed: UInt64(40_000 + seed))
        let layout = RandomCompositionalLayouts.make(&rng, fitting: seed % 2 == 0)
        let result = layout.layout(in: RandomCompositionalLayouts.container(&rng))
        let all = result.allElements()
        let maxBackground = all.filter { $0.kind == .background }.map(\.zIndex).max() ?? Int.min
        let minOther = all.filter { $0.kind != .background }.map(\.zIndex).min() ?? Int.max
        #expect(maxBackground < minOther)
        for section in 0..<result.numberOfSections {
            let kinds = all.filter { $0.section == section }.map(\.kind)
            if let index = kinds.firstIndex(of: .background) { #expect(index == 0) }
            #expect((layout.sections[section].background == nil) == (result.attributes(kind: .background, section: section) == nil)
                    || layout.sections[section].background != nil, "seed \(seed): a background nobody declared")
        }
    }

    @Test(arguments: 0..<200)
    func horizontalMirrorsVertical(seed: Int) {
        var rng = SeededRandom(seed: UInt64(50_000 + seed))
        var layout = RandomCompositionalLayouts.make(&rng, fitting: seed % 2 == 0)
        layout.scrollDirection = .vertical
        let container = RandomCompositionalLayouts.container(&rng)
        let vertical = layout.layout(in: container)
        let horizontal = layout.transposed().layout(in: container.transposed)
        #expect(horizontal.contentSize == vertical.contentSize.transposed)
        #expect(horizontal.allElements() == vertical.allElements().map(\.transposed), "seed \(seed)")
        for section in 0..<vertical.numberOfSections {
            #expect(horizontal.orthogonalRow(inSection: section) == vertical.orthogonalRow(inSection: section))
        }
    }
}
