import SectionLayout

/// `compositional.prepare` and `compositional.prepare.sparse`: the cost of computing a compositional
/// layout, and of one whose groups have far more slots than items (each section resolves only the frames
/// of its items: 2,000 such sections took 8 minutes and 9 GB before that rule).
struct CompositionalBenchmarks {
    let sizes: BenchSizes

    func run() -> [Metric] {
        [
            Metric(name: "compositional.prepare", value: prepareNested() * 1e3, unit: "ms"),
            Metric(name: "compositional.prepare.sparse", value: prepareSparse() * 1e3, unit: "ms"),
        ]
    }

    /// Seconds to lay out the nested-group compositional layout.
    private func prepareNested() -> Double {
        let layout = Fixtures.compositional(
            sections: sizes.compositionalSections,
            itemsPerSection: sizes.compositionalItemsPerSection)
        let result = layout.layout(in: Fixtures.container)
        BenchCheck.require(
            result.numberOfItems == sizes.compositionalSections * sizes.compositionalItemsPerSection,
            "compositional.prepare lost items")
        let height = result.contentSize.height
        let rects = (0..<8).map { Rect(x: 0, y: height * Double($0) / 8, width: 375, height: 667) }
        AnswerCheck.queriesMatchBruteForce(result, rects: rects, reach: 700, "compositional.prepare")
        return Stopwatch.median(runs: sizes.runs) {
            blackHole(layout.layout(in: Fixtures.container))
        }
    }

    /// Seconds to lay out `sparseSections` sections, each a 10 pt high row of 100,000 slots (items a
    /// hundred-thousandth of the width) holding one to three items.
    private func prepareSparse() -> Double {
        let layout = Self.sparseLayout(sections: sizes.sparseSections)
        let sections = layout.sections
        let result = layout.layout(in: Fixtures.container)
        let expectedItems = sections.reduce(0) { $0 + $1.items }
        BenchCheck.require(
            result.numberOfItems == expectedItems,
            "compositional.prepare.sparse: \(result.numberOfItems) items, expected \(expectedItems)")
        let last = sizes.sparseSections - 1
        let expected = Rect(x: 0, y: 10 * Double(last), width: 375.0 / 100_000, height: 10)
        BenchCheck.require(
            result.itemFrame(section: last, item: 0) == expected,
            "compositional.prepare.sparse: the last section's item is not at \(expected)")
        return Stopwatch.median(runs: sizes.slowRuns) {
            blackHole(layout.layout(in: Fixtures.container))
        }
    }

    /// `sections` sections, each a 10 pt high row of 100,000 slots holding one to three items.
    static func sparseLayout(sections: Int) -> CompositionalLayout {
        let item = LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1))
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
            subitem: .item(item), count: 100_000)
        return CompositionalLayout(sections: (0..<sections).map { LayoutSection(items: 1 + $0 % 3, group: group) })
    }
}
