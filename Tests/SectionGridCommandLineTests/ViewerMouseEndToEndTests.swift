import Foundation
import Testing

@testable import SectionGridTestSupport

/// Mouse buttons in a real terminal (tmux, SGR mouse reports as xterm sends them).
@Suite("Viewer mouse end to end (tmux)", .serialized, TmuxSession.required)
struct ViewerMouseEndToEndTests {
    /// A mouse report: ESC [ < button ; column ; row (1-based), M (press) or m (release).
    private func click(_ button: Int, column: Int, row: Int) -> String {
        "\u{1B}[<\(button);\(column + 1);\(row + 1)M" + "\u{1B}[<\(button);\(column + 1);\(row + 1)m"
    }

    @Test("any button inspects like a left click", arguments: [(2, "right"), (1, "middle")])
    func anyButtonInspects(button: Int, name: String) throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["TERM": "xterm-256color"])
        try viewer.waitForViewer()
        try viewer.tmux.type(click(button, column: 15, row: 7))
        let clicked = try viewer.tmux.waitFor { $0.contains("· section 0 │") }
        #expect(clicked?.contains("cell 0.0 — frame (10, 34, 80, 60) pt") == true, "a \(name) click reports the item")
        // Column 0 is left of the items, on the green background of section 0: not "nothing there".
        try viewer.tmux.type(click(button, column: 0, row: 21))
        #expect(try viewer.tmux.waitFor { $0.contains("background section 0 — frame (0, 24, 375, 150) pt") } != nil)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
