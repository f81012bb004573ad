import CellGrid
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec

/// `relayout.tweak` and `render.frame`: what one key press and one frame cost in the viewer.
struct ViewerBenchmarks {
    let sizes: BenchSizes

    func run() -> [Metric] {
        [
            Metric(name: "relayout.tweak", value: relayoutTweak() * 1e3, unit: "ms"),
            Metric(name: "render.frame", value: renderFrame() * 1e6, unit: "us"),
        ]
    }

    /// The `large` demo (1,000,000 items in 1,000 sections), or in quick mode the same shape with a
    /// hundredth of the sections.
    static func largeDemo(quick: Bool) -> LayoutSpec {
        guard let spec = BuiltInDemos.spec(named: "large") else { BenchCheck.fail("no built-in demo \"large\"") }
        guard quick, case .flow(var flow) = spec.engine else { return spec }
        flow.sections = Array(flow.sections.prefix(10))
        var small = spec
        small.engine = .flow(flow)
        return small
    }

    /// Median seconds from a one-point section-inset change (`+`, then `-`, in turn) on the `large` demo
    /// to the new 200×60 screen: spec change, relayout, status bar and render.
    private func relayoutTweak() -> Double {
        var state = ViewerState(
            spec: ViewerBenchmarks.largeDemo(quick: sizes.isQuick), source: .demo(name: "large"),
            columns: 200, rows: 60, depth: .truecolor)
        state.scroll(to: Point(x: 0, y: state.layout.contentSize.height / 2))
        let before = state.spec
        let height = state.layout.contentSize.height
        _ = state.apply(ViewerCommand.adjust(1))
        // Every section's inset grows by a point: the content by a point a section.
        let grown = height + Double(state.layout.numberOfSections)
        BenchCheck.require(
            state.layout.contentSize.height == grown,
            "relayout.tweak: +1 made the content \(state.layout.contentSize.height) pt high, expected \(grown)")
        _ = state.apply(ViewerCommand.adjust(-1))
        var step = 1.0
        let seconds = Stopwatch.median(warmup: 2, runs: sizes.runs * 2) {
            _ = state.apply(ViewerCommand.adjust(step))
            blackHole(ViewerScreen.render(state))
            step = -step
        }
        BenchCheck.require(state.spec == before, "a +1/-1 inset tweak did not return to the spec")
        return seconds
    }

    /// Median seconds to rasterise one 200×60 grid of the `large` demo zoomed out to half size (about
    /// 150 items in six colours, rounded section backgrounds and headers), in true colour.
    private func renderFrame() -> Double {
        var state = ViewerState(
            spec: ViewerBenchmarks.largeDemo(quick: sizes.isQuick), source: .demo(name: "large"),
            columns: 200, rows: 60, depth: .truecolor)
        state.configure(zoom: 0.5, chrome: false)
        state.scroll(to: Point(x: 0, y: state.layout.contentSize.height / 3))
        let renderer = LayoutRenderer(
            theme: Theme(depth: .truecolor),
            labels: RenderLabels(sectionTitles: state.spec.sectionTitles))
        var grid = Grid(width: 200, height: 60)
        let report = renderer.render(state.layout, viewport: state.viewport, into: &grid)
        BenchCheck.require(report.elementsDrawn > 50, "render.frame draws only \(report.elementsDrawn) elements")
        let visible = state.layout.elements(in: report.queryRect).count
        BenchCheck.require(
            !report.isOverview && report.elementsQueried == visible,
            "render.frame queried \(report.elementsQueried) elements of the \(visible) on screen")
        let inked = (0..<grid.height).reduce(0) { count, y in count + (0..<grid.width).filter { grid[$0, y].scalar != " " }.count
        }
        BenchCheck.require(inked > grid.width * grid.height / 10, "render.frame leaves the screen almost blank")
        let count = sizes.rendersPerSample
        let seconds = Stopwatch.median(runs: sizes.runs) {
            for _ in 0..<count { renderer.render(state.layout, viewport: state.viewport, into: &grid) }
            blackHole(grid)
        }
        return seconds / Double(count)
    }
}
