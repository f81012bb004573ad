import CellGrid
import SectionGridTerminal
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

/// Bytes the real terminal layer (ncurses on a file, as the benchmark drives it) sends per scroll step of
/// the benchmark's own screen: the `large` demo at 120×40 in 256 colours.
/// ncurses holds one current screen per process: the tests run one at a time.
@Suite(.serialized) struct TerminalBytesTests {
    /// The screen after `setup`, then the bytes of each of `steps` draws after `command` (on a terminal
    /// of `type`), each checked to leave ncurses's picture of the screen holding the frame.
    static func bytes(
        steps: Int, command: ViewerCommand, type: String = "xterm-256color",
        setup: (inout ViewerState) -> Void = { _ in }
    ) throws -> (full: Int, steps: [Int]) {
        let (full, steps) = try stepBytes(steps: steps, command: command, type: type, setup: setup)
        return (full, steps.map(\.count))
    }

    static func stepBytes(
        steps: Int, command: ViewerCommand, type: String = "xterm-256color",
        setup: (inout ViewerState) -> Void = { _ in }
    ) throws -> (full: Int, steps: [[UInt8]]) {
        let file = try FileTerminal(columns: 120, rows: 40, type: type)
        guard let spec = BuiltInDemos.spec(named: "large") else { throw FileTerminal.Failure.noFile("the large demo") }
        var state = ViewerState(
            spec: spec, source: .demo(name: "large"), columns: 120, rows: 40,
            depth: file.terminal.depth)
        setup(&state)
        let full = file.draw(ViewerScreen.render(state)).count
        var written: [[UInt8]] = []
        for _ in 0..<steps {
            let before = state.viewport.contentOffset
            _ = state.apply(command)
            #expect(state.viewport.contentOffset != before, "\(command) scrolls")
            let grid = ViewerScreen.render(state)
            written.append(file.draw(grid))
            for y in 0..<grid.height {
                let expected = (0..<grid.width).map { grid[$0, y].isContinuation ? "" : String(grid.character(atX: $0, y: y)) }
                #expect(file.shownCells(row: y) == expected, "row \(y) after step \(written.count) of \(command) on \(type)")
            }
        }
        return (full, written)
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

    /// Between two rows that moved, a row that did not (the blank line between two rows of items) is
    /// skipped with line feeds, shorter than a cursor address.
    @Test func aColumnStepSkipsRowsThatStayWithLineFeeds() throws {
        let (_, steps) = try Self.stepBytes(steps: 1, command: .scroll(columns: 1, rows: 0)) {
            _ = $0.apply(ViewerCommand.toggleDirection)
        }
        let text = String(decoding: steps[0], as: UTF8.self)
        let e = "\u{1B}"
        #expect(text.hasPrefix("\(e)[1;1H\(e)[1P\n\(e)[1P"), "\(text.debugDescription)")
        #expect(text.contains("\(e)[1P\n\n\(e)[1P") && !text.contains("\(e)[10;1H"), "\(text.debugDescription)")
    }

    @Test func aOneRowScrollSendsOneNewRowAndTheDigitsThatChanged() throws {
        let (_, steps) = try Self.bytes(steps: 30, command: .scroll(columns: 0, rows: 1))
        for (index, count) in steps.enumerated() {
            #expect(count < 700, "row step \(index + 1): \(count) bytes")
        }
        // The status bar's offset keeps its width, so no step rewrites the right half of the bar, and
        // the new row is written around ncurses, changing only the colour that differs at an item's edge.
        #expect(Self.median(steps) <= 430, "median row step \(Self.median(steps)) bytes: \(steps)")
    }

    /// The first step down: ncurses scrolls the layout (above the status bar) and updates the status
    /// bar, leaving the new row blank; the row follows, one background change an edge, then the default
    /// colours and the cursor back where ncurses left it (the row's start), as ncurses believes them.
    @Test func theRowScrolledInComesAfterNcursesUpdateAndHandsTheTerminalBack() throws {
        let (_, steps) = try Self.stepBytes(steps: 1, command: .scroll(columns: 0, rows: 1))
        let text = String(decoding: steps[0], as: UTF8.self)
        let e = "\u{1B}"
        let item = "│          │"
        let gap = "\(e)[48;5;33m     \(e)[48;5;75m"
        let row =
            "\(e)[48;5;33m   \(e)[38;5;16m\(e)[48;5;75m" + item + String(repeating: gap + item, count: 6)
            + "\(e)[48;5;33m   \(e)[39;49m\(e)[39;1H"
        #expect(text.hasPrefix("\(e)[1;39r\(e)[39;1H\n\(e)[1;40r"), "ncurses scrolls rows 1–39: \(text.debugDescription)")
        #expect(text.hasSuffix("\(e)(B\(e)[m" + row), "ncurses's update, then the row: \(text.debugDescription)")
    }

    /// Where a colour change costs little (8 colours: `ESC[3Nm`) or there are no colours, ncurses keeps
    /// the rows: no step costs more than ncurses alone sent before rows were written around it
    /// (medians 237 and 272 bytes, measured on this screen).
    @Test func eightColoursAndMonochromeSendNoMoreThanNcursesAlone() throws {
        for (type, before) in [("xterm", 237), ("xterm-mono", 272)] {
            let (_, steps) = try Self.bytes(steps: 30, command: .scroll(columns: 0, rows: 1), type: type)
            #expect(Self.median(steps) <= before, "\(type): median row step \(Self.median(steps)) bytes: \(steps)")
        }
    }
}
