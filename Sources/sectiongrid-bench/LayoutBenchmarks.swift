import SectionLayout

/// `flow.prepare.*`, `baseline.rects` and `compositional.prepare`: the cost of computing a layout.
struct LayoutBenchmarks {
    let sizes: BenchSizes

    func run() -> [Metric] {
        var metrics: [Metric] = []
        let (uniform, small, uniformRatio) = prepareUniform()
        metrics.append(Metric(name: "flow.prepare.uniform", value: uniform * 1e3, unit: "ms"))
        metrics.append(Metric(name: "flow.prepare.uniform.small", value: small * 1e3, unit: "ms"))
        let (sized, baseline, sizedRatio) = prepareSized()
        metrics.append(Metric(name: "flow.prepare.sized", value: sized, unit: "ns/item"))
        metrics.append(Metric(name: "baseline.rects", value: baseline, unit: "ns/item"))
        metrics.append(Metric(name: "compositional.prepare", value: prepareCompositional() * 1e3, unit: "ms"))
        metrics.append(Metric(name: "ratio.uniform/small", value: uniformRatio, unit: "x"))
        metrics.append(Metric(name: "ratio.sized/baseline", value: sizedRatio, unit: "x"))
        return metrics
    }

    /// Seconds to lay out `uniformSections` sections of `uniformItemsPerSection` uniform items, and of one
    /// item each, in alternating runs; and the median of the ratio of neighbouring samples.
    private func prepareUniform() -> (uniform: Double, small: Double, ratio: Double) {
        let uniform = Fixtures.uniformFlow(sections: sizes.uniformSections, itemsPerSection: sizes.uniformItemsPerSection)
        let small = Fixtures.uniformFlow(sections: sizes.uniformSections, itemsPerSection: 1)
        var uniformSamples: [Double] = [], smallSamples: [Double] = [], ratios: [Double] = []
        for run in 0...sizes.runs {
            let a = Stopwatch.seconds { blackHole(uniform.layout(in: Fixtures.container)) }
            let b = Stopwatch.seconds { blackHole(small.layout(in: Fixtures.container)) }
            guard run > 0 else { continue }   // the first round is the warm-up
            uniformSamples.append(a)
            smallSamples.append(b)
            ratios.append(a / b)
        }
        return (Stopwatch.median(of: uniformSamples), Stopwatch.median(of: smallSamples), Stopwatch.median(of: ratios))
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
        var rects = [Rect](repeating: .zero, count: sizes.sizedItems)
        var layoutSamples: [Double] = [], baselineSamples: [Double] = [], ratios: [Double] = []
        for run in 0...sizes.runs {
            let layout = Stopwatch.seconds { blackHole(flow.layout(in: Fixtures.container)) }
            let floor = Stopwatch.seconds {
                Self.writeRects(inputs, into: &rects)
                blackHole(rects)
            }
            guard run > 0 else { continue }   // the first round is the warm-up
            layoutSamples.append(layout)
            baselineSamples.append(floor)
            ratios.append(layout / floor)
        }
        return (Stopwatch.median(of: layoutSamples) * 1e9 / items, Stopwatch.median(of: baselineSamples) * 1e9 / items,
                Stopwatch.median(of: ratios))
    }

    /// The floor: one rect per item, each item's size at a running position, written in order.
    @inline(never)
    static func writeRects(_ sections: [[Size]], into rects: inout [Rect]) {
        rects.withUnsafeMutableBufferPointer { output in
            var index = 0, x = 0.0
            for sizes in sections {
                for size in sizes {
                    output[index] = Rect(origin: Point(x: x, y: 0), size: size)
                    x += size.width
                    index += 1
                }
            }
        }
    }

    /// Seconds to lay out the nested-group compositional layout.
    private func prepareCompositional() -> Double {
        let layout = Fixtures.compositional(sections: sizes.compositionalSections,
                                            itemsPerSection: sizes.compositionalItemsPerSection)
        return Stopwatch.median(runs: sizes.runs) {
            blackHole(layout.layout(in: Fixtures.container))
        }
    }
}
