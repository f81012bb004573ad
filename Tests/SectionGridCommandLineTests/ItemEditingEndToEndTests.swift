import Foundation
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Seed 004's item editing in a real terminal: delete, copy and move items by keys and by a mouse drag,
/// undo and redo, then `w` writes the counts and sizes — and nothing else.
@Suite("Item editing end to end (tmux)", .serialized, TmuxSession.required)
struct ItemEditingEndToEndTests {
    /// One: 4 counted items 80×60; Two: 4 counted items of its own 60×60; Three: two sized items.
    private static let spec = """
        {
          "flow": {"itemSize": {"width": 80, "height": 60}, "headerReferenceSize": {"width": 0, "height": 24},
                   "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
          "background": {"cover": "section"},
          "sections": [
            {"title": "One", "items": 4, "background": {"color": "green"}},
            {"title": "Two", "items": 4, "itemSize": {"width": 60, "height": 60}, "background": {"color": "cyan"}},
            {"title": "Three", "itemSizes": [{"width": 80.0, "height": 60}, {"width": 120, "height": 6e1}]}
          ]
        }

        """

    private func open(build: ViewerBuild) throws -> (viewer: ViewerHarness, path: String) {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: Self.spec)
        // xterm-256color: ncurses reads SGR mouse reports (1006), which tmux passes through as typed.
        let viewer = try ViewerHarness(
            arguments: ["layout.json"], environment: ["TERM": "xterm-256color"], build: build,
            in: folder)
        try viewer.waitForViewer()
        return (viewer, path)
    }

    /// Sends `keys` and waits for `text` on the screen.
    private func send(_ keys: [String], _ viewer: ViewerHarness, until text: String) throws {
        for key in keys { try viewer.tmux.send(key) }
        try #require(try viewer.tmux.waitFor { $0.contains(text) } != nil, "after \(keys): \(text)")
    }

    /// A mouse report: ESC [ < button ; column ; row (1-based), M (press, motion) or m (release).
    private func mouse(_ button: Int, _ column: Int, _ row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(button);\(column + 1);\(row + 1)" + (release ? "m" : "M")
    }

    @Test("by keys: delete, copy, move within and across sections, undo, redo, w", arguments: [ViewerBuild.release, .debug])
    func byKeys(build: ViewerBuild) throws {
        let (viewer, path) = try open(build: build)
        try viewer.tmux.type(mouse(0, 10, 6) + mouse(0, 10, 6, release: true))
        try send([], viewer, until: "cell 0.0 — frame (10, 34, 80, 60) pt")
        try send(["DC"], viewer, until: "U undoes: deleted 0.0")
        #expect(try viewer.tmux.capture().contains("layout.json *"))
        try send(["n"], viewer, until: "inserted a copy of 0.0 as 0.1")
        try send(["x"], viewer, until: "deleted 0.1")
        try send(["S-Right"], viewer, until: "moved 0.1 to 0.2 (the items of a count are alike: the spec is unchanged)")
        try send(["S-Right"], viewer, until: "U undoes: moved 0.2 to 1.0")
        try send(["S-Down"], viewer, until: "U undoes: moved 1.0 to 2.0")
        try send(["U"], viewer, until: "undid move 1.0 to 2.0")
        try send(["C-r"], viewer, until: "redid move 1.0 to 2.0")
        try send(["w"], viewer, until: "wrote layout.json")
        #expect(try !viewer.tmux.capture().contains("layout.json *"))
        // One lost two of its three (one deleted, one moved to Two, which then gave one, 60×60, to Three).
        let expected = Self.spec.replacingOccurrences(of: #"{"title": "One", "items": 4"#, with: #"{"title": "One", "items": 2"#)
            .replacingOccurrences(
                of: #""itemSizes": [{"width": 80.0"#, with: #""itemSizes": [{"width": 60, "height": 60}, {"width": 80.0"#)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test("by a mouse drag, with the drop place shown, then undo, redo, w", arguments: [ViewerBuild.release, .debug])
    func byMouse(build: ViewerBuild) throws {
        let (viewer, path) = try open(build: build)
        // Two's items are 60 pt on the columns of a line of five: 1.2 is x 157.5–217.5 (columns 42–57),
        // y 138–198 (rows 18–25); its left half is before it.
        try viewer.tmux.type(mouse(0, 10, 6) + mouse(32, 12, 8) + mouse(32, 45, 21))
        let dragging = try #require(try viewer.tmux.waitFor { $0.contains("let go to move 0.0 to 1.2") })
        let rows = dragging.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        func character(_ column: Int, _ row: Int) -> Character? {
            rows.indices.contains(row) && rows[row].indices.contains(column) ? rows[row][column] : nil
        }
        for row in 18...25 { #expect(character(41, row) == "┃", "the marker before 1.2, row \(row)") }
        #expect(character(41, 17) != "┃" && character(41, 26) != "┃")
        try viewer.tmux.type(mouse(0, 45, 21, release: true))
        try send([], viewer, until: "U undoes: moved 0.0 to 1.2")
        #expect(try !viewer.tmux.capture().contains("┃"), "no marker once dropped")
        try send(["U"], viewer, until: "undid move 0.0 to 1.2 (nothing more to undo)")
        #expect(try !viewer.tmux.capture().contains("layout.json *"))
        try send(["C-r"], viewer, until: "redid move 0.0 to 1.2")
        try send(["w"], viewer, until: "wrote layout.json")
        let expected = Self.spec.replacingOccurrences(of: #"{"title": "One", "items": 4"#, with: #"{"title": "One", "items": 3"#)
            .replacingOccurrences(of: #"{"title": "Two", "items": 4"#, with: #"{"title": "Two", "items": 5"#)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
