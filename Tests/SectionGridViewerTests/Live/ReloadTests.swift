import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// A small spec file: two sections of 12 and 8 items, inset `inset`.
func liveSpec(inset: Int = 10, secondItems: Int = 8) -> String {
    """
    {
      "flow": {"itemSize": {"width": 80, "height": 60}, "sectionInset": {"top": \(inset), "left": 10, "bottom": 10, "right": 10},
               "headerReferenceSize": {"width": 0, "height": 24}},
      "background": {"cover": "section"},
      "sections": [
        {"title": "One", "items": 12, "background": {"color": "green"}},
        {"title": "Two", "items": \(secondItems), "background": {"color": "cyan"}}
      ]
    }

    """
}

/// The run loop on a spec file, with a fake watcher and a scripted terminal on its own clock.
struct LiveViewer {
    let folder: TemporaryDirectory
    let path: String
    let watcher = FakeWatcher()

    init(_ text: String = liveSpec()) throws {
        folder = try TemporaryDirectory()
        path = try folder.file("layout.json", contents: text)
    }

    /// Saves `text` as an editor writing the file in place would (truncate and write), and tells the
    /// watcher.
    func rewrite(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        watcher.touch()
    }

    /// Saves `text` as vim and IDEs do: a new file renamed over the old one.
    func rename(_ text: String) throws {
        try AtomicFile.write(Array(text.utf8), to: path)
        watcher.touch()
    }

    /// Runs a session through `steps` (then `q`); returns it and the terminal.
    func run(_ steps: [ScriptedTerminal.Step], columns: Int = 100) throws -> (session: ViewerSession, terminal: ScriptedTerminal)
    {
        let setup = ViewerSetup(try LoadedSpec(file: path))
        var session = ViewerSession(
            state: setup.state(columns: columns, rows: 30, depth: .palette256),
            saver: setup.saver, watcher: watcher)
        let terminal = ScriptedTerminal(columns: columns, steps)
        #expect(session.run(on: terminal, clock: { terminal.now }) == 0)
        #expect(terminal.failures.isEmpty, "\(terminal.failures)")
        return (session, terminal)
    }

    var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable>" }
}

@Suite("Live reload: saves show without a key")
struct ReloadTests {
    private func inset(_ state: ViewerState) -> Double? {
        guard case .flow(let flow) = state.spec.engine else { return nil }
        return flow.layout.sectionInset.top
    }

    @Test("a save shows within 200 ms, whichever way the editor writes", arguments: ["rewrite", "rename"])
    func aSaveShowsWithin200Milliseconds(_ how: String) throws {
        let live = try LiveViewer()
        let (session, terminal) = try live.run([
            .wait(milliseconds: 500),
            .run { how == "rename" ? try live.rename(liveSpec(inset: 30)) : try live.rewrite(liveSpec(inset: 30)) },
            .wait(milliseconds: 1000),
        ])
        #expect(inset(session.state) == 30 && !session.state.isModified)
        #expect(terminal.frames.count == 2, "the first frame and the reloaded one: no key was pressed")
        let shown = try #require(terminal.frames.last)
        #expect(shown.time - .milliseconds(500) <= .milliseconds(200), "shown \(shown.time - .milliseconds(500)) after the save")
        #expect(terminal.messageLines.last?.hasPrefix("reloaded layout.json") == true)
        #expect(session.state.history.nextUndo == "reload of layout.json")
    }

    @Test func aHalfWrittenFileFlashesNoErrorAndTheWholeOneShows() throws {
        let live = try LiveViewer()
        let whole = liveSpec(inset: 30)
        let (session, terminal) = try live.run([
            .run { try live.rewrite(String(whole.prefix(whole.count / 2))) },
            .wait(milliseconds: 120),
            .run { try live.rewrite(whole) },
            .wait(milliseconds: 1000),
        ])
        #expect(inset(session.state) == 30)
        #expect(!terminal.messageLines.contains { $0.contains("error:") }, "\(terminal.messageLines)")
    }

    @Test func aBrokenSaveKeepsTheLastLayoutAndSaysWhyUntilAGoodOne() throws {
        let live = try LiveViewer()
        var before: [String] = []
        let (session, terminal) = try live.run([
            .run { try live.rewrite(liveSpec(inset: 30).replacingOccurrences(of: "\"items\": 12", with: "\"items\": 12,")) },
            .wait(milliseconds: 1000),
            .key(.character("j")),
            .run { try live.rewrite(liveSpec(inset: 20)) },
            .wait(milliseconds: 300),
        ])
        before = terminal.frames[0].grid.plainLines()
        let broken = terminal.frames[1].grid.plainLines()
        #expect(broken.prefix(28) == before.prefix(28), "the last good layout stays")
        #expect(broken[28].hasPrefix("error: \(live.path):6:34: expected a str"), "\(broken[28]) (cut at the width)")
        #expect(terminal.frames[2].grid.plainLines()[28].hasPrefix("error:"), "it stays after a key")
        #expect(terminal.frames[1].time >= .milliseconds(300), "not before the file was left alone for 300 ms")
        #expect(inset(session.state) == 20 && session.state.chrome.fileNotice == nil)
        #expect(!terminal.messageLines.dropFirst(3).contains { $0.contains("error:") }, "gone with the good save")
        #expect(terminal.messageLines.last?.hasPrefix("reloaded layout.json") == true)
    }

    @Test func aChangeOnDiskUnderTweaksIsNeitherDroppedNorOverwritten() throws {
        let live = try LiveViewer()
        let external = liveSpec(inset: 10, secondItems: 3)
        let (session, terminal) = try live.run([
            .key(.character("+")),
            .run { try live.rewrite(external) },
            .wait(milliseconds: 300),
            .key(.character("w")),
        ])
        #expect(
            terminal.messageLines[2].hasPrefix("w writes yours beside it, r re-reads it (U undoes): layout.json changed on disk"))
        #expect(session.state.spec.itemCount(inSection: 1) == 8 && inset(session.state) == 11, "the tweak is kept")
        #expect(live.text == external, "the change on disk is left alone")
        let sibling = live.folder.path + "/layout.sectiongrid.json"
        #expect((try? String(contentsOfFile: sibling, encoding: .utf8)) == liveSpec(inset: 11))
        #expect(terminal.messageLines.last?.hasPrefix("layout.json changed on disk: kept it, wrote") == true)
    }

    @Test func aFileMadeToMatchTheSiblingIsWrittenAgain() throws {
        let live = try LiveViewer()
        let sibling = live.folder.path + "/layout.sectiongrid.json"
        let (_, terminal) = try live.run([
            .key(.character("+")),
            .run { try live.rewrite(liveSpec(inset: 10, secondItems: 3)) },
            .wait(milliseconds: 300),
            .key(.character("w")),
            .run { try live.rename(String(contentsOfFile: sibling, encoding: .utf8)) },
            .wait(milliseconds: 300),
            .key(.character("+")),
            .key(.character("w")),
        ])
        #expect(live.text == liveSpec(inset: 12), "the second w writes the file, which now holds what was saved")
        #expect((try? String(contentsOfFile: sibling, encoding: .utf8)) == liveSpec(inset: 11))
        #expect(terminal.messageLines.last?.hasPrefix("wrote \(live.path)") == true)
    }

    @Test func rReReadsTheFileAndUBringsTheTweaksBack() throws {
        let live = try LiveViewer()
        let (session, terminal) = try live.run([
            .key(.character("+")),
            .run { try live.rewrite(liveSpec(inset: 10, secondItems: 3)) },
            .wait(milliseconds: 300),
            .key(.character("r")),
        ])
        #expect(session.state.spec.itemCount(inSection: 1) == 3 && inset(session.state) == 10 && !session.state.isModified)
        #expect(terminal.messageLines.last?.hasPrefix("re-read layout.json from disk") == true)
        #expect(session.state.chrome.fileNotice == nil)
        var state = session.state
        state.press("U")
        #expect(inset(state) == 11 && state.spec.itemCount(inSection: 1) == 8 && state.isModified)
    }

    @Test func theViewersOwnWriteIsNoReload() throws {
        let live = try LiveViewer()
        let (session, terminal) = try live.run([
            .key(.character("+")),
            .key(.character("w")),
            .run { live.watcher.touch() },
            .wait(milliseconds: 300),
        ])
        #expect(live.text == liveSpec(inset: 11) && !session.state.isModified)
        #expect(terminal.frames.count == 3, "the first frame, +, w: nothing for the file's own event")
        #expect(session.state.history.nextUndo == "section inset top +1 · all sections")
    }
}
