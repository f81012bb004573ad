import Foundation
import Testing

@testable import SectionGridTestSupport

/// Ctrl- and Alt-arrows scroll in the real viewer (tmux sends `ESC [ 1 ; 5 B` and `ESC [ 1 ; 3 B`, which
/// terminfo names `kDN5` and `kDN3`), and the older Alt form `ESC ESC [ B` is one Alt-Down: its `[`
/// never selects the previous section.
@Suite("Modified arrows end to end (tmux)", .serialized, TmuxSession.required)
struct ModifiedKeysEndToEndTests {
    @Test(
        "Ctrl- and Alt-arrows scroll, ESC ESC [ B is Alt-Down",
        arguments: ["xterm-256color", "tmux-256color"], [ViewerBuild.release, .debug])
    func modifiedArrowsScroll(term: String, build: ViewerBuild) throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["TERM": term], build: build)
        try viewer.waitForViewer()
        func waitForStatus(_ text: String) throws {
            try #require(
                try viewer.tmux.waitFor { $0.contains(text) } != nil,
                "\(text): \((try? viewer.tmux.capture().split(separator: "\n").last) ?? "")")
        }
        try viewer.tmux.send("C-Down")
        try waitForStatus("section inset top = 10 · all sections │ y 7.5 pt")
        try viewer.tmux.send("M-Down")
        try waitForStatus("section inset top = 10 · all sections │ y 15 pt")
        try viewer.tmux.type("\u{1B}\u{1B}[B")
        try waitForStatus("section inset top = 10 · all sections │ y 22.5 pt")
        try viewer.tmux.send("C-Up")
        try waitForStatus("section inset top = 10 · all sections │ y 15 pt")
        try viewer.tmux.send("M-Up")
        try waitForStatus("section inset top = 10 · all sections │ y 7.5 pt")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0, "nothing changed: no B or [ acted")
    }
}
