import Foundation
import SectionGridApp
import Testing

/// Scrolling up and down lets ncurses scroll the screen and writes the rows that come in around it
/// (`Terminal.holdBackRows`): the screen must be exactly what a full repaint (Ctrl-L, after something
/// else scribbled on the terminal) shows, colours included, in every colour depth, after the help and
/// a resize too.
@Suite("Vertical scrolling end to end (tmux)", .serialized, TmuxSession.required)
struct VerticalScrollEndToEndTests {
    @Test("vertical scrolling ends with the screen a full repaint gives",
          arguments: [("large", "tmux-256color", false), ("large", "xterm-256color", false),
                      ("large", "xterm-256color", true), ("large", "xterm", true), ("large", "xterm-mono", false),
                      ("sections", "xterm-256color", false), ("appcenter", "tmux-256color", false)])
    func verticalScrollingEndsWithTheRightScreen(demo: String, term: String, withHelpAndResize: Bool) throws {
        try expectScrollingEndsLikeARepaint(demo: demo, environment: ["TERM": term],
                                            withHelpAndResize: withHelpAndResize)
    }

    /// 24-bit colours, through a private `xterm-direct`.
    @Test func verticalScrollingInDirectColourEndsWithTheRightScreen() throws {
        let folder = try TemporaryDirectory()
        try expectScrollingEndsLikeARepaint(demo: "large", environment: try privateXtermDirect(in: folder), in: folder)
    }

    /// Scrolls a demo (120×40) down and back up a row at a time — optionally opening and closing the
    /// help and resizing the terminal on the way — then expects a full repaint to show the same screen.
    private func expectScrollingEndsLikeARepaint(demo: String, environment: [String: String],
                                                 withHelpAndResize: Bool = false,
                                                 in folder: TemporaryDirectory? = nil) throws {
        let viewer = try ViewerHarness(arguments: ["--demo", demo], environment: environment,
                                       columns: 120, rows: 40, in: folder)
        try viewer.waitForViewer()
        // The same keys applied here give the status line the last one produces.
        var state = try demoViewer(demo, columns: 120, rows: 40)
        func press(_ keys: [String]) throws {
            for key in keys {
                try viewer.tmux.send(key)
                let pressed: Key = ["Down": .down, "Up": .up, "Tab": .tab][key]
                    ?? .character(Character(key))
                if let command = state.keyMap.command(for: pressed) { _ = state.apply(command) }
            }
        }
        try press(Array(repeating: "j", count: 9) + ["k", "k", "k", "Down", "Down", "Up"])
        if withHelpAndResize {
            try press(["?", "j", "?", "j"])
            for (columns, rows) in [(110, 36), (120, 40)] {
                try viewer.tmux.resize(columns: columns, rows: rows)
                let resized = try viewer.tmux.waitFor { screen in
                    screen.split(separator: "\n", omittingEmptySubsequences: false).count == rows + 1
                        && statusLine(ofCapture: screen).hasPrefix(" ↕ vertical │")
                }
                #expect(resized != nil, "the viewer redrew at \(columns)×\(rows)")
            }
            try press(["j", "j", "j", "k", "j"])
        }
        // Tab last: once the status bar names the next parameter, every scroll key has been handled.
        // (Across resizes the viewer keeps its place by its own rule: there, the name alone is awaited.)
        try press(["Tab"])
        let status = trimmingTrailingBlanks(state.statusLine)
        #expect(status.contains("↕ vertical │ background margin") && !status.contains("│ y 0 pt"))
        let scrolled = try #require(try viewer.tmux.waitFor(escapes: true) { screen in
            let shown = statusLine(ofCapture: screen)
            return withHelpAndResize ? shown.hasPrefix(" ↕ vertical │ background margin") : shown == status
        }, "the status line after the last key: \(status)")
        #expect(try viewer.fullRepaintShows(scrolled), "the screen after vertical scrolling differs from a full repaint")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
