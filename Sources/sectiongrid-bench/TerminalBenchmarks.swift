import CellGrid
import SectionGridTerminal
import SectionGridViewer
import SectionLayout
import SectionSpec

/// `terminal.bytes.*`: what ncurses writes for one scroll step of the viewer on a 120×40 terminal,
/// through the real `Terminal` (`FileTerminal`: `newterm` on a temporary file, input from /dev/null).
struct TerminalBenchmarks {
    let sizes: BenchSizes

    static let columns = 120, rows = 40

    func run() -> [Metric] {
        let file: FileTerminal
        do {
            file = try FileTerminal(columns: TerminalBenchmarks.columns, rows: TerminalBenchmarks.rows)
        } catch {
            BenchCheck.fail("cannot start ncurses on a file: \(error)")
        }
        let spec = ViewerBenchmarks.largeDemo(quick: sizes.isQuick)
        var state = ViewerState(
            spec: spec, source: .demo(name: "large"), columns: TerminalBenchmarks.columns,
            rows: TerminalBenchmarks.rows, depth: file.terminal.depth)
        let firstGrid = ViewerScreen.render(state)
        let first = file.draw(firstGrid).count
        Self.checkShown(firstGrid, on: file, after: .redraw)
        let rows = steps(&state, file: file, command: .scroll(columns: 0, rows: 1))
        _ = state.apply(ViewerCommand.toggleDirection)
        file.draw(ViewerScreen.render(state))
        let columns = steps(&state, file: file, command: .scroll(columns: 1, rows: 0))
        return [
            Metric(name: "terminal.bytes.full", value: Double(first), unit: "bytes"),
            Metric(name: "terminal.bytes.scroll", value: rows, unit: "bytes"),
            Metric(name: "terminal.bytes.column", value: columns, unit: "bytes"),
        ]
    }

    /// The median bytes written per step over `terminalSteps` steps of `command`, each followed by a draw.
    private func steps(_ state: inout ViewerState, file: FileTerminal, command: ViewerCommand) -> Double {
        var samples: [Double] = []
        for _ in 0..<sizes.terminalSteps {
            let before = state.viewport.contentOffset
            _ = state.apply(command)
            BenchCheck.require(state.viewport.contentOffset != before, "\(command) did not scroll")
            let grid = ViewerScreen.render(state)
            samples.append(Double(file.draw(grid).count))
            Self.checkShown(grid, on: file, after: command)
        }
        return Stopwatch.median(of: samples)
    }

    /// Requires ncurses's picture of the screen to hold `grid`'s characters: the bytes counted are the
    /// ones that showed the frame.
    static func checkShown(_ grid: Grid, on file: FileTerminal, after command: ViewerCommand) {
        for y in 0..<grid.height {
            let shown = file.shownCells(row: y)
            for x in 0..<grid.width where !grid[x, y].isContinuation && shown[x] != String(grid.character(atX: x, y: y)) {
                BenchCheck.fail(
                    "terminal.bytes: after \(command) the terminal shows \"\(shown[x])\" at \(x),\(y), "
                        + "the frame \"\(grid.character(atX: x, y: y))\"")
            }
        }
    }
}
