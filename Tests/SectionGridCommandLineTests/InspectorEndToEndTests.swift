import Foundation
import SectionSpec
import Testing

@testable import SectionGridTestSupport

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
        let viewer = try ViewerHarness(
            arguments: ["layout.json"], environment: ["TERM": "xterm-256color"], build: build,
            in: folder)
        let first = try viewer.waitForViewer()
        let boxRow = layoutLines(first).firstIndex { $0.contains("┌") }
        try viewer.tmux.send("Enter")
        try #require(try viewer.tmux.waitFor { $0.contains("inspector · layout") } != nil)
        // The second row: contentInset.top.
        try viewer.tmux.send("Down")
        try viewer.tmux.send("+")
        let moved = try #require(try viewer.tmux.waitFor { $0.contains("U undoes: layout contentInset.top = 1") })
        #expect(moved.contains("layout.json *"))
        try viewer.tmux.send("+", "+", "+", "+", "+", "+", "+")
        let lower = try #require(try viewer.tmux.waitFor { $0.contains("U undoes: layout contentInset.top = 8") })
        #expect(
            layoutLines(lower).firstIndex { $0.contains("┌") } == boxRow.map { $0 + 1 },
            "8 pt of inset: the items one row (7.5 pt) lower")
        for _ in 0..<8 { try viewer.tmux.send("U") }
        let undone = try #require(try viewer.tmux.waitFor { $0.contains("undid layout contentInset.top 0 → 1") })
        #expect(!undone.contains("layout.json *"))
        #expect(layoutLines(undone).firstIndex { $0.contains("┌") } == boxRow)
        try viewer.tmux.send(">")
        try #require(try viewer.tmux.waitFor { $0.contains("contentInset.top = 10") } != nil)
        try viewer.tmux.send("w")
        try #require(try viewer.tmux.waitFor { $0.contains("wrote layout.json") } != nil)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == Self.spec.replacingOccurrences(of: #""top": 0"#, with: #""top": 10"#))
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    private static let sizesSpec = """
        {
          "flow": {"minimumLineSpacing": 1e1},
          "sections": [{"title": "One", "itemSizes": [{"width": 80, "height": 60}, {"width": 40.0, "height": 60}]}]
        }

        """

    @Test("s, Enter, an item's width, the device, w", arguments: [ViewerBuild.release, .debug])
    func itemSizeAndDevice(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: Self.sizesSpec)
        let viewer = try ViewerHarness(
            arguments: ["layout.json"], environment: ["TERM": "xterm-256color"], build: build,
            in: folder)
        try viewer.waitForViewer()
        // Item 0.0 selected, → item 0.1; the panel on it, → → → to the section's rows, ↓↓ its item's width.
        try viewer.tmux.send("s")
        try #require(try viewer.tmux.waitFor { $0.contains("item 0.0") } != nil)
        try viewer.tmux.send("Right")
        try #require(try viewer.tmux.waitFor { $0.contains("item 0.1") } != nil)
        try viewer.tmux.send("Enter")
        try #require(try viewer.tmux.waitFor { $0.contains("inspector · section 0") } != nil)
        try viewer.tmux.send("Right", "Right", "Right", "Down", "Down", ">", "+")
        let wider = try #require(try viewer.tmux.waitFor { $0.contains("U undoes: section 0 \"One\" itemSizes[1].width = 51") })
        #expect(wider.contains("layout.json *"))
        try viewer.tmux.send("Right", "Right", "+")
        try #require(try viewer.tmux.waitFor { $0.contains("U undoes: device device = iphone-se") } != nil)
        try viewer.tmux.send("w")
        try #require(try viewer.tmux.waitFor { $0.contains("wrote layout.json") } != nil)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == """
                {
                  "device": "iphone-se",
                  "flow": {"minimumLineSpacing": 1e1},
                  "sections": [{"title": "One", "itemSizes": [{"width": 80, "height": 60}, {"width": 51, "height": 60}]}]
                }

                """)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    private static let headerlessSpec = """
        {
          "layout": "compositional",
          "sections": [{"items": 3, "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 50},
            "item": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}]
        }

        """

    @Test("], Enter, + adds the missing header, the layout shows it, w", arguments: [ViewerBuild.release, .debug])
    func addHeader(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: Self.headerlessSpec)
        let viewer = try ViewerHarness(
            arguments: ["layout.json"], environment: ["TERM": "xterm-256color"], build: build,
            in: folder)
        let first = try viewer.waitForViewer()
        let boxRow = layoutLines(first).firstIndex { $0.contains("┌") }
        try viewer.tmux.send("]")
        try viewer.tmux.send("Enter")
        try #require(try viewer.tmux.waitFor { $0.contains("inspector · section 0") } != nil)
        // → past layout, compositional, section 0, group and its item: the header's row.
        try viewer.tmux.send("Right", "Right", "Right", "Right", "Right", "+")
        let added = try #require(try viewer.tmux.waitFor { $0.contains("U undoes: section 0 header header = yes") })
        #expect(added.contains("layout.json *"))
        #expect(
            layoutLines(added).firstIndex { $0.contains("┌") } == boxRow.map { $0 + 6 },
            "a 44 pt header: the cells six rows (7.5 pt each) lower")
        try viewer.tmux.send("w")
        try #require(try viewer.tmux.waitFor { $0.contains("wrote layout.json") } != nil)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == Self.headerlessSpec.replacingOccurrences(
                    of: "\"height\": {\"fractionalHeight\": 1}}}}]",
                    with: "\"height\": {\"fractionalHeight\": 1}}}, \"header\": {\n    \"width\": {\"fractionalWidth\": 1},\n"
                        + "    \"height\": {\"estimated\": 44}\n  }}]"))
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
