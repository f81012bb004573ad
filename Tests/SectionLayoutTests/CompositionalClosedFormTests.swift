import Testing

@testable import SectionLayout

/// A section's items (and their badges) are kept as one group's frames repeated at a pitch. Laying the
/// same groups out one by one — each resolved at its own origin, one group's length after the previous
/// one, the last holding the items left in its first slots — must give the same frames (but for
/// rounding), whatever the group holds (estimated sizes, nested groups,
/// edge spacing, custom frames, badges), and every frame of a random layout must be finite.
@Suite("Compositional closed form equals an explicit layout (seeded random layouts)")
struct CompositionalClosedFormTests {
    /// Each section's cells and badges laid out group by group, in content coordinates.
    static func explicitFrames(
        of layout: CompositionalLayout, in result: LayoutResult,
        container: Size
    ) -> [(section: Int, cells: [Rect], badges: [Rect])] {
        let axis = layout.scrollDirection
        let size = Size(width: Swift.max(0, finite(container.width)), height: Swift.max(0, finite(container.height)))
        return layout.sections.enumerated().map { index, section in
            let insets = section.contentInsets.sanitized
            let available = Size(
                width: Swift.max(0, size.width - insets.horizontal), height: Swift.max(0, size.height - insets.vertical))
            let proposed = section.group.size.resolved(in: available)
            let orthogonal = section.orthogonalScrollingBehavior.scrollsOrthogonally
            let advance = orthogonal ? axis.toggled : axis
            let spacing = finite(section.interGroupSpacing)
            // Where the first group starts: the pattern's first slot is the first group's first cell.
            var first = GroupResolver(needed: Swift.max(0, section.items))
            let firstSize = first.resolve(section.group, proposed: proposed, origin: .zero)
            guard let start = result.itemFrame(section: index, item: 0), let template = first.leaves.first else {
                return (index, [], [])
            }
            let origin = Point(x: start.minX - template.minX, y: start.minY - template.minY)
            var cells: [Rect] = []
            var badges: [Rect] = []
            var position = origin.main(advance)
            // Each group is resolved whole where the previous one ended; the last, partly filled one holds
            // its items in its first slots, placed as in a full group.
            let perGroup = first.leaves.count
            var remaining = Swift.max(0, section.items)
            while remaining > 0 {
                var resolver = GroupResolver(needed: perGroup)
                let groupOrigin = Point(main: position, cross: origin.cross(advance), axis: advance)
                _ = resolver.resolve(section.group, proposed: proposed, origin: groupOrigin)
                let held = Swift.min(remaining, resolver.leaves.count)
                guard held > 0 else { break }
                cells += resolver.leaves.prefix(held)
                badges += resolver.badges.filter { $0.leaf < held && !ElementKindTable.isReservedForItems($0.elementKind) }.map(
                    \.frame)
                remaining -= held
                position += firstSize.main(advance) + spacing
            }
            return (index, cells, badges)
        }
    }

    /// The same frames but for rounding: the closed form adds `g · pitch` to the first group's frames,
    /// the explicit layout resolves each group at its origin, so the sums are made in another order.
    static func same(_ a: [Rect], _ b: [Rect]) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * (1 + abs(x) + abs(y)) }
        return a.count == b.count
            && zip(a, b).allSatisfy { p, q in
                close(p.minX, q.minX) && close(p.minY, q.minY) && close(p.width, q.width) && close(p.height, q.height)
            }
    }

    @Test(arguments: 0..<300)
    func closedFormEqualsGroupByGroup(seed: Int) {
        var rng = SeededRandom(seed: UInt64(60_000 + seed))
        let layout = RandomCompositionalLayouts.make(&rng, fitting: seed % 2 == 0)
        let container = RandomCompositionalLayouts.container(&rng)
        let result = layout.layout(in: container)
        let all = result.allElements()
        for (section, cells, badges) in Self.explicitFrames(of: layout, in: result, container: container) {
            let laidOut = all.filter { $0.section == section && $0.kind == .cell }.map(\.frame)
            #expect(Self.same(laidOut, cells), "seed \(seed): cells of section \(section): \(laidOut) vs \(cells)")
            let attached = all.filter { $0.section == section && $0.item != nil && $0.kind != .cell }.map(\.frame)
            #expect(Self.same(attached, badges), "seed \(seed): badges of section \(section): \(attached) vs \(badges)")
        }
    }

    @Test(arguments: 0..<300)
    func everyFrameIsFinite(seed: Int) {
        var rng = SeededRandom(seed: UInt64(70_000 + seed))
        let layout = RandomCompositionalLayouts.make(&rng, fitting: false)
        let result = layout.layout(in: RandomCompositionalLayouts.container(&rng))
        #expect(result.contentSize.width.isFinite && result.contentSize.height.isFinite)
        for element in result.allElements() {
            let frame = element.frame
            #expect(
                frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
                    && frame.width >= 0 && frame.height >= 0, "seed \(seed): \(element)")
        }
    }
}
