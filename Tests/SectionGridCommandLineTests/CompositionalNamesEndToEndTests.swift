import Foundation
import SectionGridCommandLine
import Testing

@testable import SectionGridTestSupport

/// A compositional layout in the real viewer and in `snapshot` says `contentInsets leading`,
/// `interGroupSpacing` and the other names of UIKit's compositional API, not the flow layout's.
@Suite("Compositional names end to end (tmux)", .serialized, TmuxSession.required)
struct CompositionalNamesEndToEndTests {
    @Test("the status bar and messages use the compositional names", arguments: [ViewerBuild.release, .debug])
    func theViewerSaysTheCompositionalNames(build: ViewerBuild) throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "compositional"], build: build)
        try #require(try viewer.tmux.waitFor { $0.contains("↕ vertical │ contentInsets top = 0 · all sections │") } != nil)
        try viewer.tmux.send("2")
        try #require(try viewer.tmux.waitFor { $0.contains("│ contentInsets leading = 10 · all sections │") } != nil)
        try viewer.tmux.send("Tab")
        try #require(try viewer.tmux.waitFor { $0.contains("│ background contentInsets leading = 0 · all sections │") } != nil)
        try viewer.tmux.send("Tab", "Tab")
        try #require(try viewer.tmux.waitFor { $0.contains("│ interGroupSpacing = 0 · all sections │") } != nil)
        try viewer.tmux.send("+", "U")
        try #require(try viewer.tmux.waitFor { $0.contains("undid interGroupSpacing +1 · all sections") } != nil)
        try viewer.tmux.send("Tab")
        try #require(try viewer.tmux.waitFor { $0.contains("│ group interItemSpacing = 0 · all sections │") } != nil)
        #expect(try !viewer.tmux.capture().contains("section inset"))
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func snapshotsUseTheCompositionalNames() throws {
        var output = ""
        var error = ""
        #expect(
            SectionGridCLI.run(
                arguments: ["snapshot", "--demo", "compositional", "--size", "100x30"],
                output: &output, error: &error) == 0)
        let status = try #require(output.split(separator: "\n").last)
        #expect(status.hasPrefix(" ↕ vertical │ contentInsets top = 0 · all sections │"), "\(status)")
        #expect(
            SectionGridCLI.run(
                arguments: ["snapshot", "--demo", "cards", "--size", "100x30"],
                output: &output, error: &error) == 0)
        #expect(
            output.split(separator: "\n").last?.hasPrefix(" ↕ vertical │ section inset top = 0 · all sections │") == true,
            "a flow layout keeps the flow names")
    }
}
