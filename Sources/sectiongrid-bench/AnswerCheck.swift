import SectionLayout

/// Checks of what the benchmarks measure, through the public API only: a benchmark of a wrong answer is
/// worthless, so each metric checks its own (`BenchCheck.require` ends the run with one line).
enum AnswerCheck {
    /// Every element of `section`, in the order a query reports them: background, header, cells, footer.
    static func elements(of layout: LayoutResult, section: Int) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        if let background = layout.attributes(kind: .background, section: section) { result.append(background) }
        if let header = layout.attributes(kind: .header, section: section) { result.append(header) }
        for item in 0..<layout.numberOfItems(inSection: section) {
            if let cell = layout.attributes(kind: .cell, section: section, item: item) { result.append(cell) }
        }
        if let footer = layout.attributes(kind: .footer, section: section) { result.append(footer) }
        return result
    }

    /// Requires `elements(in: rect)` to equal a filter over every element of the sections near `rect`
    /// (those whose frame comes within `reach` points of it along the scroll axis), for each rect.
    static func queriesMatchBruteForce(_ layout: LayoutResult, rects: [Rect], reach: Double, _ name: String) {
        let axis = layout.scrollDirection
        for rect in rects {
            let low = rect.minMain(axis) - reach
            let high = rect.maxMain(axis) + reach
            // The first section ending after `low`, by binary search over the section frames.
            var first = 0
            var last = layout.numberOfSections
            while first < last {
                let middle = (first + last) / 2
                if (layout.sectionFrame(middle)?.maxMain(axis) ?? 0) < low { first = middle + 1 } else { last = middle }
            }
            var expected: [LayoutAttributes] = []
            var section = first
            while section < layout.numberOfSections, (layout.sectionFrame(section)?.minMain(axis) ?? .infinity) <= high {
                expected += elements(of: layout, section: section).filter { $0.frame.intersects(rect) }
                section += 1
            }
            let found = layout.elements(in: rect)
            BenchCheck.require(
                found == expected && !found.isEmpty,
                "\(name): elements(in: \(rect)) returned \(found.count) elements, the filter \(expected.count)")
        }
    }
}
