import Foundation
import SectionGridSession
import SectionGridViewer
import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Suite("Line mode")
struct LineModeTests {
    /// The terminal's own size first (TIOCGWINSZ), then `COLUMNS`/`LINES` (each on its own), then 80×24.
    @Test(
        "terminal size fallback order",
        arguments: [
            (60, 20, ["COLUMNS": "100", "LINES": "30"], 60, 20),
            (nil, nil, ["COLUMNS": "100", "LINES": "30"], 100, 30),
            (0, 0, ["COLUMNS": "50", "LINES": "15"], 50, 15),
            (nil, nil, ["COLUMNS": "50"], 50, 24),
            (nil, nil, ["LINES": "15"], 80, 15),
            (nil, nil, ["COLUMNS": "wide", "LINES": "-3"], 80, 24),
            (nil, nil, [:], 80, 24),
        ] as [(Int?, Int?, [String: String], Int, Int)])
    func terminalSize(
        _ columns: Int?, _ rows: Int?, _ environment: [String: String],
        _ expectedColumns: Int, _ expectedRows: Int
    ) {
        let window = columns.flatMap { columns in rows.map { (columns: columns, rows: $0) } }
        let size = LineModeViewer.terminalSize(windowSize: window, environment: environment)
        #expect(size.columns == expectedColumns && size.rows == expectedRows)
    }

    /// Each screen fills the terminal but its last row (the prompt's), at the size asked before printing it.
    @Test func screensFollowTheTerminalSize() throws {
        var viewer = LineModeViewer(
            state: try demoViewer(columns: 60, rows: 19, depth: .monochrome),
            saver: SpecSaver(source: .demo(name: "sections")))
        var sizes = [(columns: 60, rows: 20), (columns: 45, rows: 12)][...]
        var lines: [String?] = ["o"]
        var printed: [String] = []
        let status = viewer.run(
            readLine: { lines.popLast() ?? nil }, write: { printed.append($0) },
            pendingSignal: { nil }, terminalSize: { sizes.count > 1 ? sizes.removeFirst() : sizes[sizes.startIndex] })
        #expect(status == ViewerSession.inputClosedStatus, "the end of input counts as a hang-up")
        let screens = printed.filter { !$0.hasPrefix("keys") }.map { $0.split(separator: Character("\n")).map(\.count) }
        #expect(screens == [Array(repeating: 60, count: 19), Array(repeating: 45, count: 11)])
    }

    /// Arrows typed into a line arrive as escape sequences: skipped whole, so their `[` does not select
    /// a section nor their `A` switch the appearance; the characters around them are read.
    @Test func escapeSequencesInALineAreSkippedWhole() throws {
        var viewer = LineModeViewer(
            state: try demoViewer(depth: .monochrome),
            saver: SpecSaver(source: .demo(name: "sections")))
        var lines: [String?] = ["q", "\u{1B}[A\u{1B}[D\u{1B}\u{1B}[Bj\u{1B}[1;5A"]
        var printed: [String] = []
        #expect(
            viewer.run(
                readLine: { lines.popLast() ?? nil }, write: { printed.append($0) },
                pendingSignal: { nil }, terminalSize: { (100, 30) }) == 0)
        let status = try #require(printed.filter { !$0.hasPrefix("keys") }.last?.split(separator: "\n").last)
        #expect(status.contains("section inset top = 10 · all sections │ y 7.5 pt"), "only j acted: \(status)")
        #expect(!status.contains("dark"))
    }

    @Test func aPendingSignalEndsWithItsStatus() throws {
        var viewer = LineModeViewer(
            state: try demoViewer(depth: .monochrome),
            saver: SpecSaver(source: .demo(name: "sections")))
        let status = viewer.run(
            readLine: { nil }, write: { _ in }, pendingSignal: { 130 },
            terminalSize: { (100, 30) })
        #expect(status == 130)
    }
}
