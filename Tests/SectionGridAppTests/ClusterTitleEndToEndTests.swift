import Foundation
import Testing

/// A card titled with a flag, a ZWJ family, a VS16 heart and a combining accent, in tmux: the header row
/// shows every cluster in the columns the grid gives it (the family as its first person, the heart and
/// a blank: see `TerminalSpelling`), keeps the card's background from corner to corner, and leaves no
/// stray glyph behind, after scrolling away and back and after Ctrl-L.
@Suite("Cluster titles end to end (tmux)", .serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct ClusterTitleEndToEndTests {
    static let title = "Trip \u{1F1EF}\u{1F1F5} with \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} "
        + "and \u{2764}\u{FE0F} at the cafe\u{301}, a title that goes on and on"
    static let spec = """
    {
      "layout": "flow",
      "backgroundColor": "systemGroupedBackground",
      "flow": { "itemSize": { "width": 100, "height": 100 },
                "sectionInset": { "top": 0, "left": 36, "bottom": 12, "right": 36 },
                "headerReferenceSize": { "width": 0, "height": 50 } },
      "background": { "cover": "section", "includeHeader": true,
                      "margin": { "top": 16, "left": 20, "bottom": 0, "right": 20 },
                      "color": "white", "cornerRadius": 12 },
      "sections": [ { "title": "\(title)", "items": 5 }, { "title": "第2组", "items": 5 } ]
    }
    """
    /// The title row as tmux shows it at 70 columns (the card spans columns 4…65): the flag drawn from
    /// its two regional indicators, 👨 for the family, ❤ and a blank for ❤️, e and U+0301 in one cell,
    /// cut whole before the card's edge.
    static let titleRow = "      Trip \u{1F1EF}\u{1F1F5} with \u{1F468} and \u{2764}  at the cafe\u{301}, a title that goes on …  "

    @Test func theHeaderRowKeepsItsColumnsAndBackground() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.file("clusters.json", contents: Self.spec)
        let viewer = try ViewerHarness(arguments: ["clusters.json"], columns: 70, rows: 20, in: folder)
        try viewer.waitForViewer()
        try expectHeaderRow(viewer, "first frame")
        for _ in 0..<8 { try viewer.tmux.send("j") }
        try #require(try viewer.tmux.waitFor { !$0.contains("y 0 pt") && $0.contains(" pt") } != nil)
        for _ in 0..<8 { try viewer.tmux.send("k") }
        try #require(try viewer.tmux.waitFor { $0.contains("y 0 pt") && $0.contains("Trip") } != nil)
        try expectHeaderRow(viewer, "scrolled away and back")
        try viewer.tmux.send("C-l")
        Thread.sleep(forTimeInterval: 0.3)
        try expectHeaderRow(viewer, "after Ctrl-L")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    private func expectHeaderRow(_ viewer: ViewerHarness, _ when: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let screen = try #require(try viewer.tmux.waitForStillScreen(escapes: true))
        let row = ScreenCells(capture: screen).rows[2]
        let text = String(row.map(\.character))
        #expect(text == Self.titleRow, "\(when)", sourceLocation: sourceLocation)
        // The row's cells in order: four of the canvas (palette 255), then the white card (231) under
        // the title and the blanks around it, to the card's edge. 61 cells for 62 columns: 👨 is one
        // cell of two columns, the flag two cells of one.
        #expect(row.map(\.background) == Array(repeating: "5:255", count: 4) + Array(repeating: "5:231", count: 61),
                "\(when)", sourceLocation: sourceLocation)
    }
}
