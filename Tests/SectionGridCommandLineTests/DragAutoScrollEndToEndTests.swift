import Foundation
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Dragging an item to a section off screen in a real terminal: the pointer held on the layout's last
/// row scrolls it to the end (the run loop's ticks: tmux sends no motion while the pointer rests), the
/// drop goes into the last section, and held on the first row it scrolls back to the start.
@Suite("Dragging to a section off screen end to end (tmux)", .serialized, TmuxSession.required)
struct DragAutoScrollEndToEndTests {
    /// Five sections of 4 items 80×60 on one line each: 104 pt a section, 520 pt in all; on 100×30
    /// cells (7.5 pt a row, 29 rows of layout) the end offset is 520 - 217.5 = 302.5 pt.
    private static let spec = """
        {
          "flow": {"itemSize": {"width": 80, "height": 60}, "headerReferenceSize": {"width": 0, "height": 24},
                   "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
          "background": {"cover": "section"},
          "sections": [
            {"title": "One", "items": 4, "background": {"color": "green"}},
            {"title": "Two", "items": 4, "background": {"color": "cyan"}},
            {"title": "Three", "items": 4, "background": {"color": "yellow"}},
            {"title": "Four", "items": 4, "background": {"color": "magenta"}},
            {"title": "Five", "items": 4, "background": {"color": "blue"}}
          ]
        }

        """

    /// A mouse report: ESC [ < button ; column ; row (1-based), M (press, motion) or m (release).
    private func mouse(_ button: Int, _ column: Int, _ row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(button);\(column + 1);\(row + 1)" + (release ? "m" : "M")
    }

    /// The screen cell where `label` (an item's index path) is drawn.
    private func cell(of label: String, in screen: String) -> (column: Int, row: Int)? {
        for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: " \(label) ") {
                return (line.distance(from: line.startIndex, to: range.lowerBound) + 1, row)
            }
        }
        return nil
    }

    @Test(
        "held at the bottom edge it scrolls to the last section, at the top back to the first",
        arguments: [ViewerBuild.release, .debug])
    func holdingAtTheEdges(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: Self.spec)
        let viewer = try ViewerHarness(
            arguments: ["layout.json"], environment: ["TERM": "xterm-256color"], build: build,
            in: folder)
        try viewer.waitForViewer()
        // 0.0 is columns 2–23, rows 4–12; row 28 is the layout's last (the status bar is row 29).
        try viewer.tmux.type(mouse(0, 10, 6) + mouse(32, 12, 8) + mouse(32, 40, 28))
        // Five's end is under row 28 from y 232.5 pt on; the layout goes on to the content's end.
        let bottom = try #require(
            try viewer.tmux.waitFor {
                $0.contains("let go to move 0.0 to 4.4") && $0.contains("y 302.5 pt")
            }, "the layout scrolled to Five's end, under the pointer")
        #expect(!bottom.contains("One"), "One is off screen")
        try viewer.tmux.type(mouse(0, 40, 28, release: true))
        try #require(try viewer.tmux.waitFor { $0.contains("U undoes: moved 0.0 to 4.4") } != nil)
        try viewer.tmux.send("w")
        let dropped = try #require(try viewer.tmux.waitFor { $0.contains("wrote layout.json") })
        let moved = Self.spec.replacingOccurrences(of: #"{"title": "One", "items": 4"#, with: #"{"title": "One", "items": 3"#)
            .replacingOccurrences(of: #"{"title": "Five", "items": 4"#, with: #"{"title": "Five", "items": 5"#)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == moved)
        // Drag Five's first item up: held on row 0, the layout scrolls back to One's header.
        let first = try #require(cell(of: "4.0", in: dropped), "4.0 on screen")
        try viewer.tmux.type(
            mouse(0, first.column, first.row) + mouse(32, first.column + 2, first.row - 1)
                + mouse(32, 50, 0))
        let top = try #require(
            try viewer.tmux.waitFor {
                $0.contains("let go to move 4.0 to 0.0") && $0.contains("y 0 pt")
            }, "the layout scrolled back to the start, One's header under the pointer")
        #expect(top.contains("One"))
        try viewer.tmux.type(mouse(0, 50, 0, release: true))
        try #require(try viewer.tmux.waitFor { $0.contains("U undoes: moved 4.0 to 0.0") } != nil)
        #expect(try viewer.tmux.capture().contains("layout.json *"))
        try viewer.tmux.send("w")
        try #require(try viewer.tmux.waitFor { $0.contains("wrote layout.json") && !$0.contains("layout.json *") } != nil)
        // Five gave one back to One: both counts as they first were.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.spec)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
