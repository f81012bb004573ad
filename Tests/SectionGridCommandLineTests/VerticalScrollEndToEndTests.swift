import Foundation
import SectionGridCommandLine
import SectionGridViewer
import Testing

@testable import SectionGridTestSupport

/// Scrolling up and down lets ncurses scroll the screen and writes the rows that come in around it
/// (`Terminal.holdBackRows`): the screen must be exactly what a full repaint (Ctrl-L, after something
/// else scribbled on the terminal) shows, colours included, in every colour depth, after the help and
/// a resize too.
@Suite("Vertical scrolling end to end (tmux)", .serialized, TmuxSession.required)
struct VerticalScrollEndToEndTests {
    @Test(
        "vertical scrolling ends with the screen a full repaint gives",
        arguments: [
            ("large", "tmux-256color", false), ("large", "xterm-256color", false),
            ("large", "xterm-256color", true), ("large", "xterm", true), ("large", "xterm-mono", false),
            ("sections", "xterm-256color", false), ("appcenter", "tmux-256color", false),
        ])
    func verticalScrollingEndsWithTheRightScreen(demo: String, term: String, withHelpAndResize: Bool) throws {
        try expectScrollingEndsLikeARepaint(
            demo: demo, environment: ["TERM": term],
            withHelpAndResize: withHelpAndResize)
    }

    /// Resizes while keys are still being handled: rows written at the old size may land anywhere on
    /// the resized terminal, so the frame after a resize repaints the whole screen.
    @Test func resizingWhileScrollingEndsWithTheRightScreen() throws {
        let viewer = try ViewerHarness(
            arguments: ["--demo", "large"], environment: ["TERM": "xterm-256color"],
            columns: 120, rows: 40)
        try viewer.waitForViewer()
        for key in Array(repeating: "j", count: 12) { try viewer.tmux.send(key) }
        try viewer.tmux.resize(columns: 110, rows: 36)
        for key in ["j", "j", "k", "j"] { try viewer.tmux.send(key) }
        try viewer.tmux.resize(columns: 120, rows: 40)
        for key in ["g", "j", "j", "j", "k", "j", "Tab"] { try viewer.tmux.send(key) }
        // Tab names the background margin once every key before it has been handled; tmux may signal a
        // resize late, so the screen must also have stayed the same for a second of the viewer's own
        // time, the viewer asleep at the end (`settledScreen`).
        let scrolled = try #require(
            try viewer.settledScreen(quiet: 1) { screen in
                screen.split(separator: "\n", omittingEmptySubsequences: false).count == 41
                    && statusLine(ofCapture: screen).hasPrefix(" ↕ vertical │ background margin")
            }, "the status line after the last key, still for a second of the viewer's time")
        #expect(try viewer.fullRepaintShows(scrolled), "the screen after resizing while scrolling differs from a full repaint")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    /// What users run: the release build (the optimiser must not change what is written).
    @Test(ViewerBuild.release.trait) func verticalScrollingWithTheReleaseBuildEndsWithTheRightScreen() throws {
        try expectScrollingEndsLikeARepaint(demo: "large", environment: ["TERM": "xterm-256color"], build: .release)
    }

    /// 24-bit colours, through a private `xterm-direct`.
    @Test func verticalScrollingInDirectColourEndsWithTheRightScreen() throws {
        let folder = try TemporaryDirectory()
        try expectScrollingEndsLikeARepaint(demo: "large", environment: try privateXtermDirect(in: folder), in: folder)
    }

    /// Scrolls a demo (120×40) down and back up a row at a time — optionally opening and closing the
    /// help and resizing the terminal on the way — then expects a full repaint to show the same screen.
    private func expectScrollingEndsLikeARepaint(
        demo: String, environment: [String: String],
        withHelpAndResize: Bool = false, build: ViewerBuild = .debug,
        in folder: TemporaryDirectory? = nil
    ) throws {
        let viewer = try ViewerHarness(
            arguments: ["--demo", demo], environment: environment,
            columns: 120, rows: 40, build: build, in: folder)
        try viewer.waitForViewer()
        // The same keys applied here give the status line the last one produces.
        var state = try demoViewer(demo, columns: 120, rows: 40)
        func press(_ keys: [String]) throws {
            for key in keys {
                try viewer.tmux.send(key)
                let pressed: Key =
                    ["Down": .down, "Up": .up, "Tab": .tab][key]
                    ?? .character(Character(key))
                if let command = state.keyMap.command(for: pressed) { _ = state.apply(command) }
            }
        }
        try press(Array(repeating: "j", count: 9) + ["k", "k", "k", "Down", "Down", "Up"])
        // The field after the direction names the parameter Tab chose: once it shows the model's, every
        // key before that Tab has been handled (across a resize the viewer keeps its place by its own
        // rule, so there the offset is not compared).
        func parameter(_ status: String) -> String { status.split(separator: "│").dropFirst().first.map(String.init) ?? "" }
        if withHelpAndResize {
            try press(["?", "j", "?", "j"])
            for (columns, rows) in [(110, 36), (120, 40)] {
                try viewer.tmux.resize(columns: columns, rows: rows)
                try press(["Tab"])
                let field = parameter(state.statusLine)
                let resized = try viewer.tmux.waitFor { screen in
                    screen.split(separator: "\n", omittingEmptySubsequences: false).count == rows + 1
                        && parameter(statusLine(ofCapture: screen)) == field
                }
                #expect(resized != nil, "the viewer redrew at \(columns)×\(rows) and then showed \(field)")
            }
            try press(["j", "j", "j", "k", "j"])
        }
        try press(["Tab"])
        let status = trimmingTrailingBlanks(state.statusLine)
        #expect(status.hasPrefix(" ↕ vertical │") && !status.contains("│ y 0 pt"))
        // Settled (`settledScreen`): after a resize tmux may signal it late, and its repaint must not
        // land on the scribble of the full-repaint check.
        let scrolled = try #require(
            try viewer.settledScreen(quiet: withHelpAndResize ? 1 : 0.3) { screen in
                let shown = statusLine(ofCapture: screen)
                return withHelpAndResize ? parameter(shown) == parameter(status) : shown == status
            }, "the status line after the last key: \(status)")
        #expect(try viewer.fullRepaintShows(scrolled), "the screen after vertical scrolling differs from a full repaint")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
