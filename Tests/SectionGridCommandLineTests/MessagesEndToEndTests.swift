import Foundation
import Testing

@testable import SectionGridTestSupport

/// At 80 columns the real viewer's messages are read whole, keys first: the notice of a save on disk
/// under unwritten changes (once cut before its `w`), and the question `q` asks.
@Suite("Messages at 80 columns end to end (tmux)", .serialized, TmuxSession.required)
struct MessagesEndToEndTests {
    @Test("the notice of a change on disk and q's question show whole", arguments: [ViewerBuild.release, .debug])
    func messagesShowWholeAtEightyColumns(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: liveFile())
        let viewer = try ViewerHarness(arguments: ["layout.json"], columns: 80, rows: 24, build: build, in: folder)
        try viewer.waitForViewer()
        try viewer.tmux.send("+")
        try #require(try viewer.tmux.waitFor { $0.contains("*") } != nil)
        try Data(liveFile(["Uno", "Dos"]).utf8).write(to: URL(fileURLWithPath: path))
        let notice = "w writes yours beside it, r re-reads it (U undoes): layout.json changed on disk"
        #expect(notice.count <= 80)
        let shown = try #require(try viewer.tmux.waitFor { $0.contains("changed on disk") })
        #expect(shown.split(separator: "\n", omittingEmptySubsequences: false)[22] == notice[...], "\(shown)")
        try viewer.tmux.send("q")
        let asked = try #require(try viewer.tmux.waitFor { $0.contains("unwritten changes:") })
        #expect(
            asked.split(separator: "\n", omittingEmptySubsequences: false)[22]
                .hasPrefix(unwrittenChangesQuestion), "\(asked)")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
