import SectionLayout

/// `flow.prepare.*`, `baseline.rects` and `compositional.prepare`: the cost of computing a layout.
struct LayoutBenchmarks {
    let sizes: BenchSizes

    func run() -> [Metric] {
        var metrics: [Metric] = []
        let uniform = prepareUniform(itemsPerSection: sizes.uniformItemsPerSection)
        let small = prepareUniform(itemsPerSection: 1)
        metrics.append(Metric(name: "flow.prepare.uniform", value: uniform * 1e3, unit: "ms"))
        metrics.append(Metric(name: "flow.prepare.uniform.small", value: small * 1e3, unit: "ms"))
        let (sized, baseline) = prepareSized()
        metrics.append(Metric(name: "flow.prepare.sized", value: sized, unit: "ns/item"))
        metrics.append(Metric(name: "baseline.rects", value: baseline, unit: "ns/item"))
        metrics.append(Metric(name: "compositional.prepare", value: prepareCompositional() * 1e3, unit: "ms"))
        metrics.append(Metric(name: "ratio.uniform/small", value: uniform / small, unit: "x"))
        metrics.append(Metric(name: "ratio.sized/baseline", value: sized / baseline, unit: "x"))
        return metrics
    }

    /// Seconds to lay out `uniformSections` sections of `itemsPerSection` uniform items.
    private func prepareUniform(itemsPerSection: Int) -> Double {
        let flow = Fixtures.uniformFlow(sections: sizes.uniformSections, itemsPerSection: itemsPerSection)
        return Stopwatch.median(runs: sizes.runs) {
            blackHole(flow.layout(in: Fixtures.container))
        }
    }

    /// Nanoseconds per item to lay out the sized-items layout, and to write one rect per item of the same
    /// sizes into a preallocated array (the floor), interleaved so both see the same machine load.
    private func prepareSized() -> (sized: Double, baseline: Double) {
        let flow = Fixtures.sizedFlow(sections: sizes.sizedSections, itemsPerSection: sizes.sizedItemsPerSection)
        let items = Double(sizes.sizedItems)
        let inputs: [[Size]] = flow.sections.map { section in
            if case .sizes(let sizes) = section.items { return sizes }
            return []
        }
        var rects = [Rect](repeating: .zero, count: sizes.sizedItems)
        var layoutSamples: [Double] = [], baselineSamples: [Double] = []
        for run in 0...sizes.slowRuns {
            let layout = Stopwatch.seconds { blackHole(flow.layout(in: Fixtures.container)) }
            let floor = Stopwatch.seconds {
                Self.writeRects(inputs, into: &rects)
                blackHole(rects)
            }
            guard run > 0 else { continue }   // the first round is the warm-up
            layoutSamples.append(layout)
            baselineSamples.append(floor)
        }
        return (Stopwatch.median(of: layoutSamples) * 1e9 / items, Stopwatch.median(of: baselineSamples) * 1e9 / items)
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
