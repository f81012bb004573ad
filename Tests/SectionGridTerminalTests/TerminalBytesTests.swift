import CellGrid
import SectionGridViewer
import SectionGridTerminal
import SectionLayout
import SectionSpec
import Testing

/// Bytes the real terminal layer (ncurses on a file, as the benchmark drives it) sends per scroll step of
/// the benchmark's own screen: the `large` demo at 120×40 in 256 colours.
/// ncurses holds one current screen per process: the tests run one at a time.
@Suite(.serialized) struct TerminalBytesTests {
    /// The screen after `setup`, then the bytes of each of `steps` draws after `command`.
    static func bytes(steps: Int, command: ViewerCommand, setup: (inout ViewerState) -> Void = { _ in })
        throws -> (full: Int, steps: [Int]) {
        let file = try FileTerminal(columns: 120, rows: 40)
        guard let spec = BuiltInDemos.spec(named: "large") else { throw FileTerminal.Failure.noFile("the large demo") }
        var state = ViewerState(spec: spec, source: .demo(name: "large"), columns: 120, rows: 40,
                                depth: file.terminal.depth)
        setup(&state)
        let full = file.draw(ViewerScreen.render(state)).count
        var counts: [Int] = []
        for _ in 0..<steps {
            let before = state.viewport.contentOffset
            _ = state.apply(command)
            #expect(state.viewport.contentOffset != before, "\(command) scrolls")
            counts.append(file.draw(ViewerScreen.render(state)).count)
        }
        return (full, counts)
    }

    static func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }

    @Test func aOneColumnScrollMovesRowsInsteadOfRepainting() throws {
        let (full, steps) = try Self.bytes(steps: 30, command: .scroll(columns: 1, rows: 0)) {
            _ = $0.apply(ViewerCommand.toggleDirection)
        }
        #expect(full > 25_000, "the first horizontal frame paints the whole screen (\(full) bytes)")
        for (index, count) in steps.enumerated() {
            #expect(count < 1_024, "column step \(index + 1): \(count) bytes; a full repaint is \(full)")
        }
        // Rows that only moved cost a cursor move and one delete-character each, the next row down by a
        // line feed (cud1) rather than a full address.
        #expect(Self.median(steps) <= 700, "median column step \(Self.median(steps)) bytes: \(steps)")
    }

    @Test func aOneRowScrollSendsOneNewRowAndTheDigitsThatChanged() throws {
        let (_, steps) = try Self.bytes(steps: 30, command: .scroll(columns: 0, rows: 1))
        for (index, count) in steps.enumerated() {
            #expect(count < 700, "row step \(index + 1): \(count) bytes")
        }
        // Blanks between items are sent in the default foreground on their background, and the status
        // bar's offset keeps its width, so no step rewrites the right half of the bar.
        #expect(Self.median(steps) <= 520, "median row step \(Self.median(steps)) bytes: \(steps)")
    }
}
