import SectionLayout

/// `flow.prepare.*` and `baseline.rects`: the cost of computing a flow layout.
struct LayoutBenchmarks {
    let sizes: BenchSizes

    func run() -> [Metric] {
        let (uniform, small, uniformRatio) = prepareUniform()
        let (sized, baseline, sizedRatio) = prepareSized()
        return [
            Metric(name: "flow.prepare.uniform", value: uniform * 1e3, unit: "ms"),
            Metric(name: "flow.prepare.uniform.small", value: small * 1e3, unit: "ms"),
            Metric(name: "flow.prepare.sized", value: sized, unit: "ns/item"),
            Metric(name: "baseline.rects", value: baseline, unit: "ns/item"),
            Metric(name: "ratio.uniform/small", value: uniformRatio, unit: "x"),
            Metric(name: "ratio.sized/baseline", value: sizedRatio, unit: "x"),
        ]
    }

    /// Seconds to lay out `uniformSections` sections of `uniformItemsPerSection` uniform items, and of one
    /// item each, in alternating runs; and the median of the ratio of neighbouring samples.
    private func prepareUniform() -> (uniform: Double, small: Double, ratio: Double) {
        let uniform = Fixtures.uniformFlow(sections: sizes.uniformSections, itemsPerSection: sizes.uniformItemsPerSection)
        let small = Fixtures.uniformFlow(sections: sizes.uniformSections, itemsPerSection: 1)
        Self.checkUniform(uniform.layout(in: Fixtures.container), itemsPerSection: sizes.uniformItemsPerSection)
        Self.checkUniform(small.layout(in: Fixtures.container), itemsPerSection: 1)
        var uniformSamples: [Double] = []
        var smallSamples: [Double] = []
        var ratios: [Double] = []
        for run in 0...sizes.runs {
            let a = Stopwatch.seconds { blackHole(uniform.layout(in: Fixtures.container)) }
            let b = Stopwatch.seconds { blackHole(small.layout(in: Fixtures.container)) }
            guard run > 0 else { continue } // the first round is the warm-up
            uniformSamples.append(a)
            smallSamples.append(b)
            ratios.append(a / b)
        }
        return (Stopwatch.median(of: uniformSamples), Stopwatch.median(of: smallSamples), Stopwatch.median(of: ratios))
    }

    /// The uniform fixture's frames, worked out by hand: 375 − 2·10 = 355 pt hold 6 items of 50 (gaps of
    /// 11, a pitch of 61); a section is its 30 pt header, 10 + lines·60 − 10 + 10 pt of inset and lines.
    static func checkUniform(_ layout: LayoutResult, itemsPerSection: Int) {
        let sections = layout.numberOfSections
        let lines = (itemsPerSection + 5) / 6
        let height = 30 + 10 + Double(lines) * 60 - 10 + 10
        BenchCheck.require(layout.numberOfItems == sections * itemsPerSection, "flow.prepare.uniform lost items")
        BenchCheck.require(
            layout.contentSize == Size(width: 375, height: Double(sections) * height),
            "flow.prepare.uniform: content \(layout.contentSize), expected 375×\(Double(sections) * height)")
        let last = itemsPerSection - 1
        let expected = Rect(
            x: 10 + Double(last % 6) * 61, y: Double(sections - 1) * height + 40 + Double(last / 6) * 60,
            width: 50, height: 50)
        BenchCheck.require(
            layout.itemFrame(section: sections - 1, item: last) == expected,
            "flow.prepare.uniform: the last item is at \(String(describing: layout.itemFrame(section: sections - 1, item: last))), expected \(expected)"
        )
    }

    /// Nanoseconds per item to lay out the sized-items layout, and to write one rect per item of the same
    /// sizes into a preallocated array (the floor), interleaved so both see the same machine load; and
    /// the median of the ratio of neighbouring samples.
    private func prepareSized() -> (sized: Double, baseline: Double, ratio: Double) {
        let flow = Fixtures.sizedFlow(sections: sizes.sizedSections, itemsPerSection: sizes.sizedItemsPerSection)
        let items = Double(sizes.sizedItems)
        let inputs: [[Size]] = flow.sections.map { section in
            if case .sizes(let sizes) = section.items { return sizes }
            return []
        }
        Self.checkSized(flow.layout(in: Fixtures.container), inputs: inputs)
        var rects = [Rect](repeating: .zero, count: sizes.sizedItems)
        var layoutSamples: [Double] = []
        var baselineSamples: [Double] = []
        var ratios: [Double] = []
        for run in 0...sizes.runs {
            let layout = Stopwatch.seconds { blackHole(flow.layout(in: Fixtures.container)) }
            let floor = Stopwatch.seconds {
                Self.writeRects(inputs, into: &rects)
                blackHole(rects)
            }
            guard run > 0 else { continue } // the first round is the warm-up
            layoutSamples.append(layout)
            baselineSamples.append(floor)
            ratios.append(layout / floor)
        }
        Self.checkFloor(rects, inputs: inputs)
        return (
            Stopwatch.median(of: layoutSamples) * 1e9 / items, Stopwatch.median(of: baselineSamples) * 1e9 / items,
            Stopwatch.median(of: ratios)
        )
    }

    /// Every item keeps its size, and screens of the layout answer as a filter over their sections does.
    static func checkSized(_ layout: LayoutResult, inputs: [[Size]]) {
        BenchCheck.require(layout.numberOfItems == inputs.reduce(0) { $0 + $1.count }, "flow.prepare.sized lost items")
        for (section, sizes) in inputs.enumerated() {
            for (item, size) in sizes.enumerated() where layout.itemFrame(section: section, item: item)?.size != size {
                BenchCheck.fail("flow.prepare.sized: item \(section).\(item) is not \(size)")
            }
        }
        let height = layout.contentSize.height
        let rects = (0..<8).map { Rect(x: 0, y: height * Double($0) / 8, width: 375, height: 667) }
        AnswerCheck.queriesMatchBruteForce(layout, rects: rects, reach: 700, "flow.prepare.sized")
    }

    /// The floor wrote each size at the running sum of the widths before it.
    static func checkFloor(_ rects: [Rect], inputs: [[Size]]) {
        var index = 0
        var x = 0.0
        for size in inputs.joined() {
            BenchCheck.require(
                rects[index] == Rect(origin: Point(x: x, y: 0), size: size),
                "baseline.rects: rect \(index) is \(rects[index])")
            x += size.width
            index += 1
        }
    }

    /// The floor: one rect per item, each item's size at a running position, written in order.
    @inline(never)
    static func writeRects(_ sections: [[Size]], into rects: inout [Rect]) {
        rects.withUnsafeMutableBufferPointer { output in
            var index = 0
            var x = 0.0
            for sizes in sections {
                for size in sizes {
                    output[index] = Rect(origin: Point(x: x, y: 0), size: size)
                    x += size.width
                    index += 1
                }
            }
        }
    }
}
