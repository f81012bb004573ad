import Foundation
import Testing

@testable import SectionGridTestSupport

/// A background's image file saved beside the real viewer (this system's watcher): the new tile shows
/// without a key, a broken save keeps the last good one with a one-line error, the next good one
/// shows and takes the error away — and nothing is written.
@Suite("Live reload of background images end to end (tmux)", .serialized, TmuxSession.required)
struct ImageReloadEndToEndTests {
    /// A background drawn with `tile.txt` tiled, 40 pt above the items (rows 0–4 on 100×30).
    private static let spec = """
        {"flow": {"itemSize": {"width": 80, "height": 60}, "sectionInset": {"top": 40, "left": 10, "bottom": 40, "right": 10}},
         "background": {"cover": "section", "color": "green", "image": "tile.txt"},
         "sections": [{"title": "One", "items": 12}, {"title": "Two", "items": 8}]}

        """

    private func topRow(_ screen: String) -> Substring {
        screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    }

    @Test("a save of the image shows; a broken one keeps the last good image", arguments: [ViewerBuild.release, .debug])
    func savesOfTheImage(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        let tile = try folder.file("tile.txt", contents: "ab\n")
        let path = try folder.file("layout.json", contents: Self.spec)
        let viewer = try ViewerHarness(arguments: ["layout.json"], build: build, in: folder)
        let first = try viewer.waitForViewer()
        #expect(topRow(first).hasPrefix("ababab"))
        try Data("xy\n".utf8).write(to: URL(fileURLWithPath: tile))
        try #require(
            try viewer.tmux.waitFor { self.topRow($0).hasPrefix("xyxyxy") && $0.contains("reloaded image \"tile.txt\"") } != nil,
            "the saved tile shows without a key")
        // Nothing visible to tile: kept, with the error.
        try Data(" \n".utf8).write(to: URL(fileURLWithPath: tile))
        let broken = try #require(try viewer.tmux.waitFor { $0.contains("error: image \"tile.txt\": ") }, "the error shows")
        #expect(topRow(broken).hasPrefix("xyxyxy"), "the last good image stays")
        #expect(!broken.contains("layout.json *"))
        // A save by rename, as vim's.
        try AtomicFileForTests.write("zw\n", to: tile)
        let good = try #require(try viewer.tmux.waitFor { self.topRow($0).hasPrefix("zwzwzw") })
        #expect(!good.contains("error:"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.spec, "nothing written")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}

/// Writes a file as editors that save by rename do: a new file in the folder, renamed over the old.
private enum AtomicFileForTests {
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".swp-\(UUID().uuidString)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
