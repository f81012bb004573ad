import Foundation
import Testing

@testable import SectionGridTestSupport

/// `z` and `Z` in the real viewer stay on the levels 1.25ⁿ: from the 8× limit `Z` comes back to 1×, and
/// `0` goes straight back to 1× (shown in the help).
@Suite("Zoom levels end to end (tmux)", .serialized, TmuxSession.required)
struct ZoomEndToEndTests {
    @Test("Z from 8× comes back to exactly 1×, 0 resets", arguments: [ViewerBuild.release, .debug])
    func zoomLevels(build: ViewerBuild) throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], build: build)
        try viewer.waitForViewer()
        func waitForZoom(_ zoom: String) throws {
            try #require(
                try viewer.tmux.waitFor { $0.contains("│ zoom \(zoom) │") } != nil,
                "zoom \(zoom): \((try? viewer.tmux.capture().split(separator: "\n").last) ?? "")")
        }
        for _ in 0..<11 { try viewer.tmux.send("z") }
        try waitForZoom("8×")
        for _ in 0..<9 { try viewer.tmux.send("Z") }
        try waitForZoom("1.25×")
        try viewer.tmux.send("Z")
        try waitForZoom("1×")
        try viewer.tmux.send("z", "z")
        try waitForZoom("1.56×")
        try viewer.tmux.send("0")
        try waitForZoom("1×")
        try viewer.tmux.send("?")
        #expect(try viewer.tmux.waitFor { $0.contains("z Z 0") && $0.contains("zoom in / out / back to 1×") } != nil)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
