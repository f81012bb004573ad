import Foundation
import Testing

@testable import SectionGridTestSupport

/// Zooming in a real terminal keeps the place (tmux).
@Suite("Viewer place end to end (tmux)", .serialized, TmuxSession.required)
struct ViewerPlaceEndToEndTests {
    @Test func zoomKeepsTheCentreOfTheScreen() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "cards"], columns: 80, rows: 24)
        try viewer.waitForViewer()
        for _ in 0..<10 { try viewer.tmux.send("j") }
        #expect(try viewer.tmux.waitFor { $0.contains("│ y 93.8 pt   │ demo cards") } != nil)
        try viewer.tmux.send("z")
        // The card under the centre stays there (ViewerPlaceTests): 115.3 pt, not back at the top.
        let zoomed = try #require(try viewer.tmux.waitFor { $0.contains("│ y 115.3 pt  │ demo cards") })
        let rows = zoomed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[12].contains("0.2") && rows[12].contains("0.3"), "\(rows[12])")
        try viewer.tmux.send("Z")
        #expect(try viewer.tmux.waitFor { $0.contains("│ y 93.8 pt   │ demo cards") } != nil)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
