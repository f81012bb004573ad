import SectionLayout

/// `query.visible.*` and `query.scan`: answering "what is on screen" at random scroll offsets.
struct QueryBenchmarks {
    let sizes: BenchSizes

    func run() -> [Metric] {
        let perSection = sizes.queryItemsPerSection
        let large = visible(sections: sizes.queryLargeSections, itemsPerSection: perSection)
        let small = visible(sections: sizes.querySmallSections, itemsPerSection: perSection)
        let (scan, scanned) = scanAndVisible(sections: sizes.queryScanSections, itemsPerSection: perSection)
        return [
            Metric(name: "query.visible.10m", value: large, unit: "ns"),
            Metric(name: "query.visible.10k", value: small, unit: "ns"),
            Metric(name: "query.visible.1m", value: scanned, unit: "ns"),
            Metric(name: "query.scan", value: scan, unit: "ns"),
            Metric(name: "ratio.visible.10m/10k", value: large / small, unit: "x"),
            Metric(name: "ratio.scan/visible", value: scan / scanned, unit: "x"),
        ]
    }

    /// Screen-sized rects (the container's size) at seeded random offsets along the content.
    private func screens(in layout: LayoutResult, count: Int) -> [Rect] {
        var generator = SeededGenerator(seed: 42)
        let screen = Fixtures.container
        let range = Swift.max(0, layout.contentSize.height - screen.height)
        return (0..<count).map { _ in
            Rect(x: 0, y: Double.random(in: 0...range, using: &generator), width: screen.width, height: screen.height)
        }
    }

    /// Median nanoseconds of one `elements(in:)` query on a uniform flow layout of that shape.
    private func visible(sections: Int, itemsPerSection: Int) -> Double {
        let layout = Fixtures.uniformFlow(sections: sections, itemsPerSection: itemsPerSection)
            .layout(in: Fixtures.container)
        return medianQuery(layout, rects: screens(in: layout, count: sizes.queriesPerSample))
    }

    private func medianQuery(_ layout: LayoutResult, rects: [Rect]) -> Double {
        let seconds = Stopwatch.median(runs: sizes.runs) {
            var found = 0
            for rect in rects { found &+= layout.elements(in: rect).count }
            blackHole(found)
        }
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
            BenchCheck.require(layout.elements(in: rect) == expected, "elements(in:) differs from the brute-force filter")
        }
        var next = 0
        let scan = Stopwatch.median(runs: sizes.slowRuns) {
            let rect = rects[next % rects.count]
            next += 1
            blackHole(all.filter { $0.frame.intersects(rect) })
        }
        return (scan * 1e9, medianQuery(layout, rects: rects))
    }
}
