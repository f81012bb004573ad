import Foundation
import SectionGridCommandLine
import Testing

@testable import SectionGridTestSupport

/// The line mode in a real terminal sized by tmux: it draws at the terminal's size, not at COLUMNS/LINES
/// or 80×24 (which count only when the terminal reports no size, `stty cols 0 rows 0`).
@Suite("Line mode end to end (tmux)", .serialized, TmuxSession.required)
struct LineModeEndToEndTests {
    @Test(
        "the line mode draws at the terminal's size",
        arguments: [
            (60, 20, "", ["COLUMNS": "100", "LINES": "30"], 60, 19),
            (100, 30, "stty cols 0 rows 0;", ["COLUMNS": "50", "LINES": "15"], 50, 14),
            (100, 30, "stty cols 0 rows 0;", [:], 80, 23),
        ] as [(Int, Int, String, [String: String], Int, Int)])
    func drawsAtTheTerminalSize(
        _ paneColumns: Int, _ paneRows: Int, _ prefix: String,
        _ variables: [String: String], _ columns: Int, _ rows: Int
    ) throws {
        let viewer = try ViewerHarness(
            arguments: ["--demo", "sections"],
            environment: variables.merging(["TERM": "dumb"]) { $1 },
            columns: paneColumns, rows: paneRows, prefix: prefix)
        var output = ""
        var error = ""
        #expect(
            SectionGridCLI.run(
                arguments: ["snapshot", "--demo", "sections", "--size", "\(columns)x\(rows)"],
                output: &output, error: &error) == 0)
        let expected = screenLines(output) + [lineModePrompt]
        let shown = try viewer.tmux.waitFor { Array(screenLines($0).prefix(rows + 1)) == expected }
        #expect(shown != nil, "\((try? viewer.tmux.capture()).map(screenLines) ?? [])")
        try viewer.tmux.send("q", "Enter")
        #expect(viewer.recordedStatus() == 0)
    }

    @Test("the line mode's help lists only what it reads", arguments: [ViewerBuild.release, .debug])
    func theHelpListsWhatTheLineModeReads(build: ViewerBuild) throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["TERM": "dumb"], build: build)
        _ = try #require(try viewer.tmux.waitFor { $0.contains(lineModePrompt) })
        try viewer.tmux.send("?", "Enter")
        let help = try #require(try viewer.tmux.waitFor { $0.contains("│ k j h l    scroll one cell ") })
        #expect(help.contains("│ U          undo (every edit and tweak) "))
        for word in ["Tab", "Shift-arrows", "click / drag", "Ctrl-", "Esc", "PgUp", "↑"] {
            #expect(!help.contains(word), "\(word)")
        }
        try viewer.tmux.send("q", "Enter")
        #expect(viewer.recordedStatus() == 0)
    }
}
