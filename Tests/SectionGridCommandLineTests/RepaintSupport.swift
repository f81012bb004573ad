import Foundation
import SectionGridCommandLine
import SectionGridViewer
import Testing

@testable import SectionGridTestSupport

/// The last non-empty line of a tmux capture (the viewer's status line), without its trailing blanks.
func statusLine(ofCapture capture: String) -> String {
    let rows = ScreenCells(capture: capture).rows.map { String($0.map(\.character)) }
    return trimmingTrailingBlanks(rows.last { !$0.isEmpty } ?? "")
}

extension ViewerHarness {
    /// The screen (a capture with escapes) once `condition` holds and the viewer has settled: the screen
    /// unchanged for `quiet` seconds in which the viewer could have run (the time it waited for a CPU,
    /// `RunQueueWait`, does not count) and the viewer asleep, waiting for a key, at the end. tmux may
    /// signal a resize late, and a viewer starved of CPU on two shared cores leaves the screen unchanged
    /// too: neither is taken for a viewer that is done, so a late repaint cannot land on the scribble
    /// of `fullRepaintShows`.
    func settledScreen(quiet: Double, timeout: Double = 30, _ condition: (String) -> Bool) throws -> String? {
        guard let pid = try viewerPID() else { return nil }
        let process = ProcessProbe(pid: pid)
        var still: (screen: String, since: Date, waits: RunQueueWait)?
        return try tmux.waitFor(escapes: true, timeout: timeout) { screen in
            guard condition(screen) else { return false }
            if still?.screen != screen { still = (screen, Date(), RunQueueWait(pids: [pid])) }
            guard var window = still else { return false }
            let waited = window.waits.waited()
            still = window
            let own =
                Date().timeIntervalSince(window.since) - Double(waited.components.seconds)
                - Double(waited.components.attoseconds) / 1e18
            return own >= quiet && process.isSleeping
        }
    }

    /// Scribbles on the terminal behind the viewer's back, asks for a full repaint (Ctrl-L) and waits for
    /// the screen `shown` (a capture with escapes) to come back; false when it does not. Compared as seen:
    /// ncurses may send a blank as an erase, whose foreground colour shows nothing.
    func fullRepaintShows(_ shown: String) throws -> Bool {
        let tty = try tmux.paneTTY()
        try "\u{1B}[5;5HSCRIBBLE".write(toFile: tty, atomically: false, encoding: .utf8)
        #expect(try tmux.waitFor { $0.contains("SCRIBBLE") } != nil)
        try tmux.send("C-l")
        let expected = ScreenCells(capture: shown).asSeen
        return try tmux.waitFor(escapes: true) { ScreenCells(capture: $0).asSeen == expected } != nil
    }
}

/// Compiles an `xterm-direct` (24-bit colours through `setaf`/`setab`) into a private terminfo folder in
/// `folder` — this machine's database may not have one — and returns the variables that make the
/// viewer use it.
func privateXtermDirect(in folder: TemporaryDirectory) throws -> [String: String] {
    let source = try folder.file(
        "xterm-direct.src",
        contents: """
            xterm-direct|xterm with direct colour (test copy),
            \tuse=xterm-256color, colors#0x1000000, pairs#0x10000, RGB,
            \tsetab=\\E[%?%p1%{8}%<%t4%p1%d%e48\\:2\\:\\:%p1%{65536}%/%d\\:%p1%{256}%/%{255}%&%d\\:%p1%{255}%&%d%;m,
            \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e38\\:2\\:\\:%p1%{65536}%/%d\\:%p1%{256}%/%{255}%&%d\\:%p1%{255}%&%d%;m,

            """)
    try TmuxSession.run("/usr/bin/env", ["tic", "-x", "-o", folder.path + "/terminfo", source])
    return ["TERM": "xterm-256color", "COLORTERM": "truecolor", "TERMINFO_DIRS": folder.path + "/terminfo:"]
}
