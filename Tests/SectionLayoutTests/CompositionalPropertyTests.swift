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
            #expect(
                element.frame.minMain(axis) >= band.minMain(axis) - slack
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
            // Cells and their badges move with their row; boundary items and backgrounds stay.
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
                    == scrolled.filter { $0.frame.intersects(rect) },
                "seed \(seed) rect \(rect) offsets \(offsets)")
        }
    }

    /// zIndex as UIKit sets it: a background decoration at 0, first in its section, and every other
    /// element of a section with a background promoted by 1 ("all other section items will be
    /// automatically promoted to zIndex=1", `UICollectionViewCompositionalLayout.h`); without one, cells
    /// at 0 and supplementaries at their own zIndex. The layout's own items are never promoted.
    @Test(arguments: 0..<200)
    func zIndexIsPromotedAboveABackground(seed: Int) {
        var rng = SeededRandom(seed: UInt64(40_000 + seed))
        let layout = RandomCompositionalLayouts.make(&rng, fitting: seed % 2 == 0)
        let result = layout.layout(in: RandomCompositionalLayouts.container(&rng))
        let all = result.allElements()
        for section in 0..<result.numberOfSections {
            let declared = layout.sections[section]
            let promotion = declared.background == nil ? 0 : 1
            let elements = all.filter { $0.section == section }
            if let index = elements.firstIndex(where: { $0.kind == .background }) {
                #expect(index == 0 && elements[index].zIndex == 0, "seed \(seed)")
            }
            #expect(
                declared.background != nil || result.attributes(kind: .background, section: section) == nil,
                "seed \(seed): a background nobody declared")
            for element in elements where element.kind == .cell { #expect(element.zIndex == promotion, "seed \(seed)") }
            for item in declared.boundarySupplementaryItems {
                let kind = ElementKind(rawValue: item.elementKind)
                let found = result.attributes(kind: kind, section: section)
                #expect(found?.zIndex == item.zIndex + promotion, "seed \(seed): \(item.elementKind) of section \(section)")
            }
        }
        for item in layout.boundarySupplementaryItems {
            let found = result.attributes(
                kind: ElementKind(rawValue: item.elementKind), section: LayoutAttributes.layoutWideSection)
            #expect(found?.zIndex == item.zIndex && found?.isLayoutWide == true, "seed \(seed)")
        }
        #expect(all.filter(\.isLayoutWide).count == layout.boundarySupplementaryItems.count)
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
