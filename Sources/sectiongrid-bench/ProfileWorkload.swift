import CellGrid
import SectionGridTerminal
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec
import SeededRandom

/// `--profile NAME [--iterations N]`: one workload, run many times with nothing else around it, for
/// `valgrind --tool=callgrind` or `perf record` (no timing, no output but a checksum).
enum ProfileWorkload {
    /// The workloads `--profile` takes.
    static let names = [
        "flow.uniform", "flow.sized", "baseline.rects", "compositional", "compositional.sparse",
        "query.visible", "relayout.tweak", "render.frame", "edit.move", "terminal.scroll", "terminal.column",
    ]

    /// Runs workload `name` `iterations` times; false for an unknown name.
    static func run(_ name: String, iterations: Int, sizes: BenchSizes) -> Bool {
        var checksum = 0
        switch name {
        case "flow.uniform":
            let flow = Fixtures.uniformFlow(sections: sizes.uniformSections, itemsPerSection: sizes.uniformItemsPerSection)
            for _ in 0..<iterations { checksum &+= flow.layout(in: Fixtures.container).numberOfSections }
        case "flow.sized":
            let flow = Fixtures.sizedFlow(sections: sizes.sizedSections, itemsPerSection: sizes.sizedItemsPerSection)
            for _ in 0..<iterations { checksum &+= flow.layout(in: Fixtures.container).numberOfSections }
        case "baseline.rects":
            // The floor of flow.sized: the same sizes written as rects (`LayoutBenchmarks.writeRects`).
            let flow = Fixtures.sizedFlow(sections: sizes.sizedSections, itemsPerSection: sizes.sizedItemsPerSection)
            let inputs: [[Size]] = flow.sections.map { section in
                if case .sizes(let sizes) = section.items { return sizes }
                return []
            }
            var rects = [Rect](repeating: .zero, count: sizes.sizedItems)
            for _ in 0..<iterations {
                LayoutBenchmarks.writeRects(inputs, into: &rects)
                checksum &+= Int(rects[rects.count - 1].minX)
            }
        case "compositional":
            let layout = Fixtures.compositional(
                sections: sizes.compositionalSections,
                itemsPerSection: sizes.compositionalItemsPerSection)
            for _ in 0..<iterations { checksum &+= layout.layout(in: Fixtures.container).numberOfSections }
        case "compositional.sparse":
            let layout = CompositionalBenchmarks.sparseLayout(sections: sizes.sparseSections)
            for _ in 0..<iterations { checksum &+= layout.layout(in: Fixtures.container).numberOfSections }
        case "query.visible":
            let layout = Fixtures.uniformFlow(sections: sizes.queryLargeSections, itemsPerSection: sizes.queryItemsPerSection)
                .layout(in: Fixtures.container)
            var generator = SplitMix64(seed: 7)
            let range = layout.contentSize.height - Fixtures.container.height
            for _ in 0..<iterations {
                let rect = Rect(
                    origin: Point(x: 0, y: Double.random(in: 0...range, using: &generator)),
                    size: Fixtures.container)
                checksum &+= layout.elements(in: rect).count
            }
        case "relayout.tweak":
            var state = ViewerState(
                spec: ViewerBenchmarks.largeDemo(quick: sizes.isQuick), source: .demo(name: "large"),
                columns: 200, rows: 60, depth: .truecolor)
            for iteration in 0..<iterations {
                _ = state.apply(ViewerCommand.adjust(iteration % 2 == 0 ? 1 : -1))
                checksum &+= ViewerScreen.render(state).width
            }
        case "edit.move":
            var state = ViewerState(
                spec: ViewerBenchmarks.largeDemo(quick: sizes.isQuick), source: .demo(name: "large"),
                columns: 200, rows: 60, depth: .truecolor)
            let section = state.spec.sectionCount / 2
            let here = ItemPath(section: section, item: 0)
            let there = ItemPath(section: section + 1, item: 0)
            for iteration in 0..<iterations {
                _ = state.apply(
                    iteration % 2 == 0 ? .moveItemTo(here, destination: there) : .moveItemTo(there, destination: here))
                checksum &+= ViewerScreen.render(state).width
            }
        case "render.frame":
            var state = ViewerState(
                spec: ViewerBenchmarks.largeDemo(quick: sizes.isQuick), source: .demo(name: "large"),
                columns: 200, rows: 60, depth: .truecolor)
            state.configure(zoom: 0.5, chrome: false)
            let renderer = LayoutRenderer(
                theme: Theme(depth: .truecolor),
                labels: RenderLabels(sectionTitles: state.spec.sectionTitles))
            var grid = Grid(width: 200, height: 60)
            for _ in 0..<iterations {
                checksum &+= renderer.render(state.layout, viewport: state.viewport, into: &grid).elementsDrawn
            }
        case "terminal.scroll", "terminal.column":
            checksum = terminalSteps(columns: name == "terminal.column", count: iterations, quick: sizes.isQuick)
        default:
            return false
        }
        print("checksum \(checksum)")
        return true
    }

    /// `count` one-row (or, horizontal, one-column) steps of the viewer on the `terminal.bytes` screen
    /// (120×40, the `large` demo, ncurses on a file): each step's command, frame and update; the bytes
    /// written in all.
    private static func terminalSteps(columns: Bool, count: Int, quick: Bool) -> Int {
        guard let file = try? FileTerminal(columns: TerminalBenchmarks.columns, rows: TerminalBenchmarks.rows) else {
            BenchCheck.fail("cannot start ncurses on a file")
        }
        var state = ViewerState(
            spec: ViewerBenchmarks.largeDemo(quick: quick), source: .demo(name: "large"),
            columns: TerminalBenchmarks.columns, rows: TerminalBenchmarks.rows, depth: file.terminal.depth)
        if columns { _ = state.apply(.toggleDirection) }
        var bytes = file.draw(ViewerScreen.render(state)).count
        let command = ViewerCommand.scroll(columns: columns ? 1 : 0, rows: columns ? 0 : 1)
        for _ in 0..<count {
            let before = state.viewport.contentOffset
            _ = state.apply(command)
            BenchCheck.require(state.viewport.contentOffset != before, "\(command) did not scroll")
            bytes += file.draw(ViewerScreen.render(state)).count
        }
        return bytes
    }
}
