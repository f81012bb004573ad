import Foundation
import SectionGridCommandLine
import SectionGridViewer
import Testing

@testable import SectionGridTestSupport

/// The real viewer in a real terminal (tmux): colours, scrolling, direction, tweaks, resizing, quitting
/// and signals, with the terminal settings compared before and after.
@Suite("Viewer end to end (tmux)", .serialized, TmuxSession.required)
struct ViewerEndToEndTests {
    @Test func sectionsShowTheirOwnColoursAndQuitRestoresTheTerminal() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"])
        let screen = try viewer.waitForViewer(escapes: true)
        let lines = screen.split(separator: "\n")
        let green = lines.firstIndex { $0.contains("48;5;46m") } // green, section 1
        let cyan = lines.firstIndex { $0.contains("48;5;51m") } // cyan, section 2
        #expect(green != nil && cyan != nil, "both visible section backgrounds are coloured")
        if let green, let cyan { #expect(green < cyan) }
        #expect(!screen.contains("48;5;21m"), "section 3 (blue) is not on screen yet")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
        let settings = try viewer.terminalSettings()
        #expect(settings.before == settings.after)
        #expect(try !viewer.tmux.capture().contains("vertical │"), "the viewer's screen is gone")
    }

    @Test func scrollingMovesTheContent() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"])
        let before = layoutLines(try viewer.waitForViewer())
        try viewer.tmux.send("j", "j", "j", "j")
        let after = try #require(try viewer.tmux.waitFor { $0.contains("y 30 pt") }, "status shows the new offset")
        #expect(Array(layoutLines(after).prefix(20)) == Array(before[4..<24]))
        try viewer.tmux.send("G")
        // One condition for both: tmux may show the screen half-way through ncurses's update.
        #expect(
            try viewer.tmux.waitFor(escapes: true) { $0.contains("48;5;90m") && $0.contains("(100%)") } != nil,
            "purple section 4 at the end, and the status bar says so")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func oTogglesTheDirection() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"])
        let vertical = try viewer.waitForViewer()
        try viewer.tmux.send("o")
        let horizontal = try #require(
            try viewer.tmux.waitFor { $0.contains("↔ horizontal │ section inset top = 10 · all sections │ x 0 pt (0%)") })
        #expect(layoutLines(vertical)[1] == "  Section 1 · green")
        // Sections side by side, each a column of its items: 0.0, 1.0, 2.0, 3.0 lead their sections.
        #expect(layoutLines(horizontal)[1].hasPrefix(" │ 0.0 │  │ 1.0 │ │ 2.0 │  │ 3.0 │"), "\(layoutLines(horizontal)[1])")
        #expect(!horizontal.contains("Section 1"), "headers have no width in the horizontal direction")
        try viewer.tmux.send("o")
        let back = try viewer.tmux.waitFor { $0.contains("↕ vertical │ section inset top = 10 · all sections │ y 0 pt (0%)") }
        #expect(back.map(layoutLines) == layoutLines(vertical), "at the start, o o comes back to the same screen")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func tabAndPlusGrowAnInset() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"])
        let before = try viewer.waitForViewer()
        #expect(firstBoxColumn(before) == 3)
        try viewer.tmux.send("Tab", "BTab", "2")
        for _ in 0..<8 { try viewer.tmux.send("+") }
        let after = try #require(try viewer.tmux.waitFor { $0.contains("section inset left = 18 · all sections") })
        #expect(firstBoxColumn(after) == 5, "items moved right by 8 pt (about 2 columns)")
        #expect(try viewer.quitDroppingUnwrittenChanges() == 0)
    }

    @Test func theMouseWheelScrollsAndAClickReportsTheElement() throws {
        // xterm-256color: ncurses asks for SGR mouse reports (1006), which tmux passes through as typed.
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["TERM": "xterm-256color"])
        try viewer.waitForViewer()
        /// A mouse report as the terminal sends it: ESC [ < button ; column ; row (1-based), M or m (release).
        func report(_ button: Int, column: Int, row: Int, release: Bool = false) -> String {
            "\u{1B}[<\(button);\(column + 1);\(row + 1)" + (release ? "m" : "M")
        }
        try viewer.tmux.type(report(0, column: 15, row: 7) + report(0, column: 15, row: 7, release: true))
        let clicked = try #require(
            try viewer.tmux.waitFor { $0.contains("· section 0 │") },
            "a click selects the section under it for tweaks")
        #expect(clicked.contains("cell 0.0 — frame (10, 34, 80, 60) pt"))
        try viewer.tmux.type(report(65, column: 15, row: 7)) // wheel down: three rows
        #expect(try viewer.tmux.waitFor { $0.contains("y 22.5 pt") } != nil, "the wheel scrolls three rows of 7.5 pt")
        try viewer.tmux.type(report(64, column: 15, row: 7)) // wheel up
        #expect(try viewer.tmux.waitFor { $0.contains("y 0 pt") } != nil)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    /// Scrolling sideways moves rows with the terminal's delete/insert-character commands and sends only
    /// the uncovered columns: the screen must be exactly what a full repaint (Ctrl-L, after something
    /// else scribbled on the terminal) shows, colours included.
    @Test(
        "sideways scrolling ends with the screen a full repaint gives",
        arguments: [("tmux-256color", false), ("xterm-256color", false), ("xterm", true)])
    func sidewaysScrollingEndsWithTheRightScreen(term: String, withHelp: Bool) throws {
        let viewer = try ViewerHarness(
            arguments: ["--demo", "large"], environment: ["TERM": term],
            columns: 120, rows: 40)
        try viewer.waitForViewer()
        try viewer.tmux.send("o")
        #expect(try viewer.tmux.waitFor { $0.contains("↔ horizontal │") } != nil)
        if withHelp { try viewer.tmux.send("?") } // rows half covered by the help box move too
        // Tab last: once the status bar names the next parameter, every scroll key has been handled.
        let keys = Array(repeating: "l", count: 9) + ["h", "h", "h", "l", "Right", "Right", "Left", "Tab"]
        for key in keys { try viewer.tmux.send(key) }
        // The reference screen is the one whose status line is the one the last key produces (the same
        // keys applied to the same state here): the screen ncurses finishes with, not a half-drawn one.
        var state = try demoViewer("large", columns: 120, rows: 40)
        let pressed: [Key] =
            [.character("o")] + (withHelp ? [.character("?")] : [])
            + keys.map { ["Right": .right, "Left": .left, "Tab": .tab][$0] ?? .character(Character($0)) }
        for key in pressed { if let command = state.keyMap.command(for: key) { _ = state.apply(command) } }
        let status = trimmingTrailingBlanks(state.statusLine)
        #expect(status.contains("↔ horizontal │ background margin") && !status.contains("│ x 0 pt"))
        let scrolled = try #require(
            try viewer.tmux.waitFor(escapes: true) { statusLine(ofCapture: $0) == status },
            "the status line after the last key: \(status)")
        #expect(try viewer.fullRepaintShows(scrolled), "the screen after sideways scrolling differs from a full repaint")
        #expect(try viewer.quitDroppingUnwrittenChanges() == 0)
    }

    @Test func resizingRelayoutsAndTooSmallRecovers() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"])
        try viewer.waitForViewer()
        try viewer.tmux.resize(columns: 60, rows: 20)
        // One condition for all: tmux may show the screen half-way through ncurses's update.
        let narrow = try viewer.tmux.waitFor { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return rows.contains { $0.hasPrefix("  ┌──────────┐  ┌───────────┐") }
                && rows.count == 21 && rows[19].contains("vertical │")
        }
        #expect(
            narrow != nil,
            "at 6.25 pt a column the first 80 pt item spans columns 2–13 (x 10 → 1.6, 90 → 14.4); 20 rows, the status bar last")
        try viewer.tmux.resize(columns: 20, rows: 5)
        #expect(try viewer.tmux.waitFor { $0.contains("terminal too") } != nil)
        try viewer.tmux.resize(columns: 100, rows: 30)
        #expect(try viewer.tmux.waitFor { $0.contains("↕ vertical │") && !$0.contains("too small") } != nil)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func stdoutToAFileGivesOneLineError() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], redirect: "> out.txt 2> err.txt")
        #expect(try viewer.waitForExit() == 2)
        let error = try String(contentsOfFile: viewer.directory.path + "/err.txt", encoding: .utf8)
        #expect(
            error
                == "error: standard output is not a terminal; the viewer needs one (use `sectiongrid snapshot` or `sectiongrid frames` for output to files and pipes)\n"
        )
        #expect(try String(contentsOfFile: viewer.directory.path + "/out.txt", encoding: .utf8) == "")
    }
}

/// `line` without the blanks at its end (which `capture-pane` may leave out).
func trimmingTrailingBlanks(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
}
