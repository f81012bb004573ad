import CellGrid
import Foundation
import SectionLayout
import SectionScene
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// Two sections of 12 and 8 items on a background (40 pt insets above and below: rows 0–4 of a 100×30
/// screen) drawn with the text file `image` tiled.
private func imageSpec(_ image: String) -> String {
    """
    {"flow": {"itemSize": {"width": 80, "height": 60}, "sectionInset": {"top": 40, "left": 10, "bottom": 40, "right": 10}},
     "background": {"cover": "section", "color": "green", "image": "\(image)"},
     "sections": [{"title": "One", "items": 12}, {"title": "Two", "items": 8}]}

    """
}

/// The run loop on a spec whose background is an image file, with fake watchers (one for the spec,
/// one made for each image path) and a scripted terminal on its own clock.
private final class ImageLive {
    let folder: TemporaryDirectory
    let path: String
    let specWatcher = FakeWatcher()
    /// The watchers made for image files, by file name, in the order made.
    private(set) var imageWatchers: [(name: String, watcher: FakeWatcher)] = []

    init(spec: String = imageSpec("tile.txt"), files: [String: String] = ["tile.txt": "ab\n"]) throws {
        folder = try TemporaryDirectory()
        for (name, contents) in files { _ = try folder.file(name, contents: contents) }
        path = try folder.file("layout.json", contents: spec)
    }

    func makeWatcher(_ path: String) -> SpecFileWatcher {
        let watcher = FakeWatcher()
        imageWatchers.append(((path as NSString).lastPathComponent, watcher))
        return watcher
    }

    /// Saves `contents` to the image `name` in place, and tells its (latest) watcher.
    func save(_ name: String, _ contents: String) throws {
        try Data(contents.utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name))
        imageWatchers.last { $0.name == name }?.watcher.touch()
    }

    func run(_ steps: [ScriptedTerminal.Step]) throws -> (session: ViewerSession, terminal: ScriptedTerminal) {
        let setup = ViewerSetup(try LoadedSpec(file: path))
        var session = ViewerSession(
            state: setup.state(columns: 100, rows: 30, depth: .palette256), saver: setup.saver,
            watcher: specWatcher, imageWatcher: { [self] in makeWatcher($0) })
        let terminal = ScriptedTerminal(columns: 100, steps)
        #expect(session.run(on: terminal, clock: { terminal.now }) == 0)
        #expect(terminal.failures.isEmpty, "\(terminal.failures)")
        return (session, terminal)
    }
}

/// The top row of a frame, where the background's tile shows.
private func topRow(_ frame: (time: Duration, grid: Grid)) -> String { frame.grid.plainLines()[0] }

@Suite("Live reload: background images")
struct ImageReloadTests {
    @Test func aSaveOfTheImageShowsAtOnceKeepingThePlace() throws {
        let live = try ImageLive()
        let specBefore = try String(contentsOfFile: live.path, encoding: .utf8)
        let (session, terminal) = try live.run([
            .key(.character("j")), .key(.character("j")),
            .wait(milliseconds: 300),
            .run { try live.save("tile.txt", "xy\n") },
            .wait(milliseconds: 1000),
        ])
        #expect(live.imageWatchers.map(\.name) == ["tile.txt"], "one watcher, for the image file")
        #expect(terminal.frames.count == 4, "the first frame, two keys and the reloaded image: no key for it")
        #expect(topRow(terminal.frames[2]).hasPrefix("ababab"))
        let shown = try #require(terminal.frames.last)
        #expect(topRow(shown) == String(repeating: "xy", count: 50))
        #expect(shown.time - .milliseconds(300) <= .milliseconds(200), "shown \(shown.time - .milliseconds(300)) after the save")
        #expect(terminal.messageLines.last?.hasPrefix("reloaded image \"tile.txt\"") == true)
        #expect(session.state.viewport.contentOffset.y == 15, "the place kept (two rows of 7.5 pt)")
        #expect(!session.state.isModified)
        #expect(try String(contentsOfFile: live.path, encoding: .utf8) == specBefore, "nothing written")
    }

    @Test func aBrokenSaveKeepsTheLastGoodImageAndSaysWhyUntilAGoodOne() throws {
        let live = try ImageLive()
        let (session, terminal) = try live.run([
            .wait(milliseconds: 100),
            .run { try live.save("tile.txt", "xy\n") },
            .wait(milliseconds: 1000),
            .run { try live.save("tile.txt", " \n\n") },
            .wait(milliseconds: 1000),
            .run { try live.save("tile.txt", "zw\n") },
            .wait(milliseconds: 1000),
        ])
        let broken = try #require(
            terminal.frames.first { $0.grid.plainLines()[28].hasPrefix("error:") },
            "the error replaces the message of the good save before it")
        let line = broken.grid.plainLines()[28].trimmingCharacters(in: .whitespaces)
        // The line holds the start of the notice (the file's whole path follows; another test sees the end).
        #expect(line.hasPrefix("error: image \"tile.txt\": /"))
        #expect(broken.time - .milliseconds(1100) >= .milliseconds(300), "only after the grace: it may be half written")
        #expect(topRow(broken).hasPrefix("xyxyxy"), "the last good image stays")
        #expect(terminal.frames.filter { $0.grid.plainLines()[28].hasPrefix("error:") }.count == 1, "shown once")
        let last = try #require(terminal.frames.last)
        #expect(topRow(last).hasPrefix("zwzwzw") && !last.grid.plainLines()[28].contains("error:"))
        #expect(last.grid.plainLines()[28].hasPrefix("reloaded image \"tile.txt\""))
        #expect(session.state.chrome.fileNotice == nil)
        #expect(try String(contentsOfFile: live.folder.path + "/tile.txt", encoding: .utf8) == "zw\n", "nothing written")
    }

    @Test func aBrokenPPMKeepsItsPixels() throws {
        let good = "P3\n2 1\n255\n255 0 0  0 0 255\n"
        let live = try ImageLive(spec: imageSpec("pic.ppm"), files: ["pic.ppm": good])
        let before = try TextureCache.loadFile(named: "pic.ppm", relativeTo: live.folder.path)
        let (session, _) = try live.run([
            .wait(milliseconds: 100),
            .run { try live.save("pic.ppm", "P3\n2 1\n255\n255 0 0\n") },
            .wait(milliseconds: 1000),
        ])
        #expect(session.state.textures.texture(named: "pic.ppm") == before)
        let notice = try #require(session.state.chrome.fileNotice?.text)
        #expect(notice.hasPrefix("error: image \"pic.ppm\": bad PPM image") && notice.hasSuffix("; last good image kept"))
    }

    @Test func aTextTileWithNothingToDrawSaysSoInFull() throws {
        let live = try ImageLive()
        let (session, _) = try live.run([
            .wait(milliseconds: 100),
            .run { try live.save("tile.txt", " \n\n") },
            .wait(milliseconds: 1000),
        ])
        let notice = try #require(session.state.chrome.fileNotice?.text)
        #expect(
            notice.hasPrefix("error: image \"tile.txt\": /")
                && notice.hasSuffix("/tile.txt has nothing to draw; last good image kept"))
        #expect(session.state.textures.texture(named: "tile.txt") == .text(try #require(TextTile(text: "ab\n"))))
    }

    @Test func theWatchFollowsTheImagesTheSpecNames() throws {
        let live = try ImageLive(files: ["tile.txt": "ab\n", "other.txt": "cd\n"])
        let (session, terminal) = try live.run([
            .wait(milliseconds: 100),
            .run {
                try Data(imageSpec("other.txt").utf8).write(to: URL(fileURLWithPath: live.path))
                live.specWatcher.touch()
            },
            .wait(milliseconds: 500),
            .run { try live.save("tile.txt", "zz\n") },
            .wait(milliseconds: 500),
            .run { try live.save("other.txt", "ef\n") },
            .wait(milliseconds: 500),
            // Undo the reload: the spec names tile.txt again, watched and read as it is now.
            .key(.character("U")),
            .wait(milliseconds: 500),
        ])
        #expect(
            live.imageWatchers.map(\.name) == ["tile.txt", "other.txt", "tile.txt"], "re-targeted on the reload and the undo")
        let tops = terminal.frames.map(topRow)
        #expect(tops.contains { $0.hasPrefix("cdcdcd") }, "the reloaded spec's image")
        #expect(tops.contains { $0.hasPrefix("efefef") }, "its save")
        // The last frame is the question q asks: the undo left the screen unlike the file.
        #expect(terminal.messageLines.last?.hasPrefix("unwritten changes:") == true)
        #expect(tops.firstIndex { $0.hasPrefix("zz") } == tops.count - 2, "tile.txt unwatched until the undo")
        #expect(session.state.textures.texture(named: "tile.txt") == .text(try #require(TextTile(text: "zz\n"))))
    }

    @Test func theViewerWatchesImagesWithTheSystemWatcher() throws {
        let live = try ImageLive()
        let setup = ViewerSetup(try LoadedSpec(file: live.path))
        var session = setup.session(columns: 100, rows: 30, depth: .palette256)
        let terminal = ScriptedTerminal(
            columns: 100,
            [
                .wait(milliseconds: 100),
                // A save by rename, as vim's: a new file under the name.
                .run { try AtomicFile.write(Array("xy\n".utf8), to: live.folder.path + "/tile.txt") },
                .wait(milliseconds: 1000),
            ])
        #expect(session.run(on: terminal, clock: { terminal.now }) == 0)
        #expect(terminal.frames.last.map(topRow)?.hasPrefix("xyxyxy") == true)
        #expect(terminal.frames.count == 2)
    }

    @Test func theLineModeDoesNotWatchButRReadsTheImagesAgain() throws {
        let live = try ImageLive()
        let setup = ViewerSetup(try LoadedSpec(file: live.path))
        var viewer = LineModeViewer(state: setup.state(columns: 100, rows: 30, depth: .monochrome), saver: setup.saver)
        var lines = ["j", "r", "q"]
        var screens: [String] = []
        let status = viewer.run(
            readLine: {
                if lines.count == 3 { try? Data("xy\n".utf8).write(to: URL(fileURLWithPath: live.folder.path + "/tile.txt")) }
                return lines.isEmpty ? nil : lines.removeFirst()
            }, write: { text in if text.hasSuffix("\n") { screens.append(text) } },
            pendingSignal: { nil }, terminalSize: { (100, 31) })
        #expect(status == 0)
        #expect(screens.count == 3)
        #expect(screens.map { $0.hasPrefix("abab") } == [true, true, false], "no watch: the save shows on r")
        #expect(screens.last?.hasPrefix("xyxy") == true)
    }
}
