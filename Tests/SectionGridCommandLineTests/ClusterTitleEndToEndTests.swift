import Foundation
import Testing

@testable import SectionGridTestSupport

/// A card titled with a flag, a ZWJ family, a VS16 heart and a combining accent (`ClusterCards`), in
/// tmux: the title row shows every cluster in the columns the grid gives it (the family as its first
/// person, the heart and a blank: see `TerminalSpelling`), keeps the card's background across, and
/// leaves no stray glyph behind, after scrolling away and back and after Ctrl-L.
@Suite("Cluster titles end to end (tmux)", .serialized, TmuxSession.required)
struct ClusterTitleEndToEndTests {
    /// The title row as tmux shows it at 70 columns (the card spans columns 4…65): the flag drawn from
    /// its two regional indicators, 👨 for the family, ❤ and a blank for ❤️, e and U+0301 in one cell,
    /// cut whole before the card's edge.
    static let titleRow =
        "      Trip \u{1F1EF}\u{1F1F5} with \u{1F468} and \u{2764}  at the cafe\u{301}, a title that goes on …  "

    @Test func theHeaderRowKeepsItsColumnsAndBackground() throws {
        let (folder, _) = try ClusterCards.file()
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

    private func expectHeaderRow(
        _ viewer: ViewerHarness, _ when: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        // Wait for the title row itself (tmux may show a half-drawn screen); the checks below say what differs.
        let screen =
            try viewer.tmux.waitFor(escapes: true) { capture in
                let rows = ScreenCells(capture: capture).rows
                return rows.count > 2 && String(rows[2].map(\.character)) == Self.titleRow
            } ?? viewer.tmux.capture(escapes: true)
        let row = ScreenCells(capture: screen).rows[2]
        let text = String(row.map(\.character))
        #expect(text == Self.titleRow, "\(when)", sourceLocation: sourceLocation)
        // The row's cells in order: four of the canvas (palette 255), then the white card (231) under
        // the title and the blanks around it, to the card's edge. 61 cells for 62 columns: 👨 is one
        // cell of two columns, the flag two cells of one.
        #expect(
            row.map(\.background) == Array(repeating: "5:255", count: 4) + Array(repeating: "5:231", count: 61),
            "\(when)", sourceLocation: sourceLocation)
    }
}
