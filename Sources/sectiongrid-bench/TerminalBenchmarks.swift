import CellGrid
import SectionGridApp
import SectionGridTerminal
import SectionLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `terminal.bytes.*`: what ncurses writes for one scroll step of the viewer on a 120×40 terminal,
/// through the real `Terminal` (`newterm` on a temporary file, input from /dev/null).
struct TerminalBenchmarks {
    let sizes: BenchSizes

    static let columns = 120, rows = 40

    func run() -> [Metric] {
        guard let input = fopen("/dev/null", "r") else { BenchCheck.fail("cannot open /dev/null") }
        defer { fclose(input) }
        var path = Array("/tmp/sectiongrid-bench-XXXXXX".utf8CString)
        let descriptor = path.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0, let output = fdopen(descriptor, "w+") else {
            BenchCheck.fail("cannot create a temporary file")
        }
        defer {
            fclose(output)
            path.withUnsafeBufferPointer { buffer in if let base = buffer.baseAddress { _ = unlink(base) } }
        }
        let terminal: Terminal
        do {
            terminal = try Terminal(input: input, output: output, environment: ["TERM": "xterm-256color"],
                                    size: (TerminalBenchmarks.columns, TerminalBenchmarks.rows))
        } catch {
            BenchCheck.fail("cannot start ncurses on a file: \(error)")
        }
        defer { terminal.close() }
        let spec = ViewerBenchmarks.largeDemo(quick: sizes.isQuick)
        var state = ViewerState(spec: spec, source: .demo(name: "large"), columns: TerminalBenchmarks.columns,
                                rows: TerminalBenchmarks.rows, depth: terminal.depth)
        let counter = ByteCounter(file: output)
        terminal.draw(ViewerScreen.render(state))
        let first = counter.bytesSinceLast()
        let rows = steps(&state, terminal: terminal, counter: counter, command: .scroll(columns: 0, rows: 1))
        _ = state.apply(ViewerCommand.toggleDirection)
        terminal.draw(ViewerScreen.render(state))
        _ = counter.bytesSinceLast()
        let columns = steps(&state, terminal: terminal, counter: counter, command: .scroll(columns: 1, rows: 0))
        return [
            Metric(name: "terminal.bytes.full", value: Double(first), unit: "bytes"),
            Metric(name: "terminal.bytes.scroll", value: rows, unit: "bytes"),
            Metric(name: "terminal.bytes.column", value: columns, unit: "bytes"),
        ]
    }

    /// The median bytes written per step over `terminalSteps` steps of `command`, each followed by a draw.
    private func steps(_ state: inout ViewerState, terminal: Terminal, counter: ByteCounter,
                       command: ViewerCommand) -> Double {
        var samples: [Double] = []
        for _ in 0..<sizes.terminalSteps {
            let before = state.viewport.contentOffset
            _ = state.apply(command)
            BenchCheck.require(state.viewport.contentOffset != before, "\(command) did not scroll")
            terminal.draw(ViewerScreen.render(state))
            samples.append(Double(counter.bytesSinceLast()))
        }
        return Stopwatch.median(of: samples)
    }
}
