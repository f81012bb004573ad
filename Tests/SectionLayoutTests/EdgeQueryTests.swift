import Testing

@testable import SectionLayout

/// Rect queries on the edge (issue 30): a frame, or the query's rect, of no or next to no width
/// (10⁻³⁰⁰) that lies on the other's edge once mirrored right to left (`x' = width − maxX`, which
/// rounds: `375 − 1e-300` is 375) or moved by an orthogonal offset. A query answers exactly what
/// filtering the elements as handed out (`allElements(context:)`) by `Rect.intersects` does
/// (docs/limits.md): the element is judged where it is shown, not where the index keeps it.
@Suite("Rect queries on the edge")
struct EdgeQueryTests {
    /// Three cells on a full line of a 375-point container — 10⁻³⁰⁰ wide, 100 wide, 10⁻³⁰⁰ wide —, spread
    /// across it (a line that is not the last), then one that fills the next line. Left to right the
    /// first three sit at 0, 137.5 and 375 − 10⁻³⁰⁰ = 375; mirrored at 375, 137.5 and 0.
    static let thinCells = FlowLayout(
        minimumInteritemSpacing: 0,
        sections: [
            FlowSection(
                items: .sizes([
                    Size(width: 1e-300, height: 50), Size(width: 100, height: 50), Size(width: 1e-300, height: 50),
                    Size(width: 375, height: 50),
                ]))
        ])

    func cells(_ result: LayoutResult, in rect: Rect, context: ScrollContext = .unscrolled) -> [Int] {
        result.elements(in: rect, context: context).filter { $0.kind == .cell }.compactMap(\.item)
    }

    @Test func rightToLeftThinCellsAreJudgedWhereTheyAreShown() {
        let result = Self.thinCells.layout(
            in: LayoutEnvironment(bounds: Size(width: 375, height: 600), layoutDirection: .rightToLeft))
        #expect(result.itemFrame(section: 0, item: 0) == Rect(x: 375, y: 0, width: 1e-300, height: 50))
        #expect(result.itemFrame(section: 0, item: 2) == Rect(x: 0, y: 0, width: 1e-300, height: 50))
        // Cell 0 starts on the rect's right edge: outside. Cell 2 starts on its left edge and is
        // 10⁻³⁰⁰ wide: inside. (Mirroring the rect into the stored coordinates judged both the other way.)
        #expect(cells(result, in: Rect(x: 0, y: 0, width: 375, height: 50)) == [1, 2])
        #expect(cells(result, in: Rect(x: 375, y: 0, width: 10, height: 50)).isEmpty, "touches cell 0's left edge")
        #expect(cells(result, in: Rect(x: 374, y: 0, width: 2, height: 50)) == [0])
    }

    @Test func aThinQueryOnTheEdgeOfOverflowingCells() {
        // A container 10⁻³⁰⁰ wide: each 50-point cell overflows on the trailing side, which right to
        // left is the left: the cells end at x = 0, where the query starts.
        let layout = FlowLayout(sections: [FlowSection(items: .count(3))])
        let result = layout.layout(in: LayoutEnvironment(bounds: Size(width: 1e-300, height: 600), layoutDirection: .rightToLeft))
        #expect(result.itemFrame(section: 0, item: 0) == Rect(x: -50, y: 0, width: 50, height: 50))
        #expect(cells(result, in: Rect(x: 0, y: 0, width: 1e-300, height: 710)).isEmpty)
        #expect(cells(result, in: Rect(x: -1e-300, y: 0, width: 1e-300, height: 710)) == [0, 1, 2])
    }

    /// An orthogonal row of cells 3·10¹² points wide starting 3·10¹² before the row's leading edge (a
    /// negative inset, which Swift allows): the cells end near x = 100, where every moved edge rounds
    /// by about 10⁻³ (a unit in the last place of 3·10¹²). Queries that touch those edges from either
    /// side answer what the brute-force filter does, whatever the offset.
    @Test(arguments: [0.7, 0.3, -0.3, -0.7, 1e-300, 12_345.678])
    func scrolledRowsOfHugeCellsAreJudgedWhereTheyAreShown(offset: Double) {
        let item = LayoutItem(size: LayoutSize(width: .absolute(3e12 + 100.3), height: .absolute(50)))
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .absolute(3e12 + 100.3), height: .absolute(50)), subitems: [.item(item)])
        var section = LayoutSection(
            items: 3, group: group, interGroupSpacing: 0.1,
            contentInsets: DirectionalEdgeInsets(leading: -3e12))
        section.orthogonalScrollingBehavior = .continuous
        let result = CompositionalLayout(sections: [section]).layout(in: Size(width: 375, height: 600))
        let context = ScrollContext(orthogonalOffsets: [0: offset])
        let all = result.allElements(context: context)
        #expect(all.count == 3)
        for frame in all.map(\.frame) {
            for rect in Self.touching(frame) + [
                Rect(x: frame.maxX.nextDown, y: 0, width: 1, height: 10),
                Rect(x: frame.maxX - 1, y: 0, width: 1, height: 10),
            ] {
                let answer = result.elements(in: rect, context: context)
                #expect(answer == all.filter { $0.frame.intersects(rect) }, "offset \(offset) rect \(rect)")
            }
        }
    }

    /// Seeded random layouts of both engines with thin and zero-size items, right to left and left to
    /// right, scrolled rows, queried by rects that touch an element's shown edges or have no size at
    /// its corners: each answer equals the brute-force filter.
    @Test(arguments: 0..<120)
    func touchingQueriesEqualBruteForce(seed: Int) {
        var rng = SeededRandom(seed: UInt64(310_000 + seed))
        let result = Self.thinLayout(&rng, seed: seed)
        let context = ScrollContext(
            orthogonalOffsets: RandomCompositionalLayouts.offsets(&rng, sections: result.numberOfSections))
        let all = result.allElements(context: context)
        guard !all.isEmpty else { return }
        for _ in 0..<8 {
            let frame = all[Int.random(in: 0..<all.count, using: &rng)].frame
            for rect in Self.touching(frame) {
                let answer = result.elements(in: rect, context: context)
                let expected = all.filter { $0.frame.intersects(rect) }
                let agrees = answer == expected
                #expect(
                    agrees,
                    "seed \(seed) rect \(rect): misses \(expected.filter { !answer.contains($0) }.prefix(2)), adds \(answer.filter { !expected.contains($0) }.prefix(2))"
                )
            }
        }
    }

    /// A random layout whose item sizes are often 0 or 10⁻³⁰⁰ across, in a container of an awkward
    /// width, either direction.
    static func thinLayout(_ rng: inout SeededRandom, seed: Int) -> LayoutResult {
        let widths: [Double] = [375, 393, 277, 1e-300, 320.1, 1032]
        let width = widths.randomElement(using: &rng) ?? 375
        let direction: LayoutDirection = seed % 3 == 0 ? .leftToRight : .rightToLeft
        let environment = LayoutEnvironment(bounds: Size(width: width, height: 700), layoutDirection: direction)
        if seed % 2 == 0 {
            var flow = RandomFlowLayouts.make(&rng)
            for index in flow.sections.indices {
                let count = Int.random(in: 1...30, using: &rng)
                flow.sections[index].items = .sizes(
                    (0..<count).map { _ in
                        Size(
                            width: [0.0, 1e-300, 1e-9, 11, 100.3].randomElement(using: &rng) ?? 0,
                            height: [0.0, 1e-300, 50, 117].randomElement(using: &rng) ?? 0)
                    })
            }
            return flow.layout(in: environment)
        }
        var compositional = RandomCompositionalLayouts.make(&rng, fitting: false)
        for index in compositional.sections.indices where Bool.random(using: &rng) {
            compositional.sections[index].group.subitems = [
                .item(
                    LayoutItem(
                        size: LayoutSize(
                            width: .absolute([0.0, 1e-300, 0.1].randomElement(using: &rng) ?? 0),
                            height: .absolute(11))))
            ]
        }
        return compositional.layout(in: environment)
    }

    /// Rects that touch `frame` along each edge, and rects of no size at its corners.
    static func touching(_ f: Rect) -> [Rect] {
        [
            Rect(x: f.maxX, y: f.minY, width: 10, height: f.height), Rect(x: f.minX - 10, y: f.minY, width: 10, height: f.height),
            Rect(x: f.minX, y: f.maxY, width: f.width, height: 5), Rect(x: f.minX, y: f.minY - 5, width: f.width, height: 5),
            Rect(x: f.maxX, y: f.minY, width: 0, height: f.height), Rect(x: f.minX, y: f.minY, width: 1e-300, height: f.height),
            Rect(x: f.minX, y: f.minY, width: 0, height: 0), Rect(x: f.maxX, y: f.maxY, width: 0, height: 0),
        ]
    }
}
