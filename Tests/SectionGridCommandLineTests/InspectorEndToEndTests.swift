import Foundation
import SectionSpec
@testable import SectionSpecTests
import Testing

/// The inspector in a real terminal: Enter opens it, ↓ moves its cursor, `+` changes the value under
/// it and the layout follows, `U` undoes, `w` writes exactly that value.
@Suite("Inspector end to end (tmux)", .serialized, TmuxSession.required)
struct InspectorEndToEndTests {
    private static let spec = """
    {
      "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
      "flow": {"itemSize": {"width": 80, "height": 60}},
      "sections": [{"title": "One", "items": 4, "background": {"color": "green"}}]
    }

    """

    @Test("Enter, ↓, +, the layout moves, U, then + and w", arguments: [ViewerBuild.release, .debug])
    func changeUndoAndWrite(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: Self.spec)
        let viewer = try ViewerHarness(arguments: ["layout.json"], environment: ["TERM": "xterm-256color"], build: build,
                                       in: folder)
        let first = try viewer.waitForViewer()
        let boxRow = layoutLines(first).firstIndex { $0.contains("┌") }
        try viewer.tmux.send("Enter")
        try #require(try viewer.tmux.waitFor { $0.contains("inspector · layout") } != nil)
        // The second row: contentInset.top.
        try viewer.tmux.send("Down")
        try viewer.tmux.send("+")
        let moved = try #require(try viewer.tmux.waitFor { $0.contains("layout contentInset.top = 1 · U undoes") })
        #expect(moved.contains("layout.json *"))
        try viewer.tmux.send("+", "+", "+", "+", "+", "+", "+")
        let lower = try #require(try viewer.tmux.waitFor { $0.contains("contentInset.top = 8 · U undoes") })
        #expect(layoutLines(lower).firstIndex { $0.contains("┌") } == boxRow.map { $0 + 1 },
                "8 pt of inset: the items one row (7.5 pt) lower")
        for _ in 0..<8 { try viewer.tmux.send("U") }
        let undone = try #require(try viewer.tmux.waitFor { $0.contains("undid layout contentInset.top 0 → 1") })
        #expect(!undone.contains("layout.json *"))
        #expect(layoutLines(undone).firstIndex { $0.contains("┌") } == boxRow)
        try viewer.tmux.send(">")
        try #require(try viewer.tmux.waitFor { $0.contains("contentInset.top = 10") } != nil)
        try viewer.tmux.send("w")
        try #require(try viewer.tmux.waitFor { $0.contains("wrote layout.json") } != nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8)
                == Self.spec.replacingOccurrences(of: #""top": 0"#, with: #""top": 10"#))
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
