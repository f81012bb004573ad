import Foundation
import Testing

@testable import SectionGridTestSupport

/// The colour depth the real viewer picks in tmux (`Terminal.init` → `TerminalColorSupport.detect`),
/// seen in the colours of the `sections` demo: section 1 is green.
@Suite("Colour detection end to end (tmux)", .serialized, TmuxSession.required)
struct ColorDetectionEndToEndTests {
    /// The screen the `sections` demo shows under `environment`, with its escape sequences.
    private func screen(_ environment: [String: String], in folder: TemporaryDirectory? = nil) throws -> String {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: environment, in: folder)
        let screen = try viewer.waitForViewer(escapes: true)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
        return screen
    }

    @Test func anEmptyNoColorKeepsTheColours() throws {
        #expect(try screen(["NO_COLOR": ""]).contains("48;5;46m"), "green in 256 colours")
        let monochrome = try screen(["NO_COLOR": "1"])
        #expect(!monochrome.contains("48;5;") && !monochrome.contains("38;5;"))
        #expect(monochrome.contains("░"), "sections told apart by fill patterns")
    }

    @Test func plainXtermHasEightColours() throws {
        let screen = try screen(["TERM": "xterm"])
        #expect(screen.contains("42m") && !screen.contains("48;5;"), "green as ANSI colour 2 of 8")
    }

    /// `COLORTERM=truecolor` loads the entry's direct-colour variant: an `xterm-direct` compiled into a
    /// private terminfo folder (this machine's database may not have one) makes the viewer draw
    /// 24-bit colours; without it the same environment stays at 256.
    @Test func colortermTruecolorUsesTheDirectEntry() throws {
        #expect(
            try screen(["TERM": "xterm-256color", "COLORTERM": "truecolor"]).contains("48;5;46m"),
            "no xterm-direct in the database: 256 colours")
        let folder = try TemporaryDirectory()
        let direct = try screen(try privateXtermDirect(in: folder), in: folder)
        #expect(direct.contains("48;2;0;255;0m"), "green in 24-bit colour")
        #expect(!direct.contains("48;5;"))
    }
}
