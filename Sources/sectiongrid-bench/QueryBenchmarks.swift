import SectionLayout
import SeededRandom

/// `query.visible.*` and `query.scan`: answering "what is on screen" at random scroll offsets.
struct QueryBenchmarks {
    let sizes: BenchSizes

    func run() -> [Metric] {
        let perSection = sizes.queryItemsPerSection
        let (large, small, ratio) = visible(
            largeSections: sizes.queryLargeSections,
            smallSections: sizes.querySmallSections, itemsPerSection: perSection)
        let (scan, scanned) = scanAndVisible(sections: sizes.queryScanSections, itemsPerSection: perSection)
        return [
            Metric(name: "query.visible.10m", value: large, unit: "ns"),
            Metric(name: "query.visible.10k", value: small, unit: "ns"),
            Metric(name: "query.visible.1m", value: scanned, unit: "ns"),
            Metric(name: "query.scan", value: scan, unit: "ns"),
            Metric(name: "ratio.visible.10m/10k", value: ratio, unit: "x"),
            Metric(name: "ratio.scan/visible", value: scan / scanned, unit: "x"),
        ]
    }

    /// Screen-sized rects (the container's size) at seeded random offsets along the content.
    private func screens(in layout: LayoutResult, count: Int) -> [Rect] {
        var generator = SplitMix64(seed: 42)
        let screen = Fixtures.container
        let range = Swift.max(0, layout.contentSize.height - screen.height)
        return (0..<count).map { _ in
            Rect(x: 0, y: Double.random(in: 0...range, using: &generator), width: screen.width, height: screen.height)
        }
    }

    /// Median nanoseconds of one `elements(in:)` query on uniform flow layouts of `largeSections` and
    /// `smallSections` sections, and the median of their ratio. Samples of the two alternate, so both
    /// see the same machine load and each ratio compares neighbours in time.
    private func visible(
        largeSections: Int, smallSections: Int,
        itemsPerSection: Int
    ) -> (large: Double, small: Double, ratio: Double) {
        func layout(_ sections: Int) -> LayoutResult {
            Fixtures.uniformFlow(sections: sections, itemsPerSection: itemsPerSection).layout(in: Fixtures.container)
        }
        let large = layout(largeSections)
        let small = layout(smallSections)
        let largeRects = screens(in: large, count: sizes.queriesPerSample)
        let smallRects = screens(in: small, count: sizes.queriesPerSample)
        AnswerCheck.queriesMatchBruteForce(large, rects: Array(largeRects.prefix(20)), reach: 100, "query.visible.10m")
        AnswerCheck.queriesMatchBruteForce(small, rects: Array(smallRects.prefix(20)), reach: 100, "query.visible.10k")
        var largeSamples: [Double] = []
        var smallSamples: [Double] = []
        var ratios: [Double] = []
        for run in 0...sizes.runs {
            let a = Stopwatch.seconds { QueryBenchmarks.query(large, rects: largeRects) }
            let b = Stopwatch.seconds { QueryBenchmarks.query(small, rects: smallRects) }
            guard run > 0 else { continue } // the first round is the warm-up
            largeSamples.append(a)
            smallSamples.append(b)
            ratios.append(a / b)
        }
        let perQuery = 1e9 / Double(sizes.queriesPerSample)
        return (
            Stopwatch.median(of: largeSamples) * perQuery, Stopwatch.median(of: smallSamples) * perQuery,
            Stopwatch.median(of: ratios)
        )
    }

    /// Runs `elements(in:)` for every rect.
    private static func query(_ layout: LayoutResult, rects: [Rect]) {
        var found = 0
        for rect in rects { found &+= layout.elements(in: rect).count }
        blackHole(found)
    }

    private func medianQuery(_ layout: LayoutResult, rects: [Rect]) -> Double {
        let seconds = Stopwatch.median(runs: sizes.runs) { QueryBenchmarks.query(layout, rects: rects) }
        return seconds * 1e9 / Double(rects.count)
    }

    /// Median nanoseconds of the brute-force filter over every element's attributes (materialised
    /// beforehand, as a layout that caches all attributes would), and of `elements(in:)` on the same
    /// layout for the same rects.
    private func scanAndVisible(sections: Int, itemsPerSection: Int) -> (scan: Double, visible: Double) {
        let layout = Fixtures.uniformFlow(sections: sections, itemsPerSection: itemsPerSection)
            .layout(in: Fixtures.container)
        let all = layout.allElements()
        let rects = screens(in: layout, count: sizes.queriesPerSample)
        for rect in rects.prefix(20) {
            let expected = all.filter { $0.frame.intersects(rect) }
            BenchCheck.require(
                layout.elements(in: rect) == expected && !expected.isEmpty,
                "query.visible.1m: elements(in:) differs from the brute-force filter")
        }
        var next = 0
        var found = 0
        let scan = Stopwatch.median(runs: sizes.slowRuns) {
            let rect = rects[next % rects.count]
            next += 1
            let hits = all.filter { $0.frame.intersects(rect) }
            found += hits.count
            blackHole(hits)
        }
        BenchCheck.require(found > 0, "query.scan found nothing")
        return (scan * 1e9, medianQuery(layout, rects: rects))
    }
}
