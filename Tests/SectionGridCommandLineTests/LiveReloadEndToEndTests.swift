import Foundation
import SectionGridSession
import SectionGridViewer
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// A spec file for the live tests: sections titled `titles` of four items each.
func liveFile(_ titles: [String] = ["One", "Two"], items: Int = 4) -> String {
    let sections = titles.map { "    {\"title\": \"\($0)\", \"items\": \(items), \"background\": {\"color\": \"green\"}}" }
    return """
        {
          "flow": {"itemSize": {"width": 80, "height": 60}, "headerReferenceSize": {"width": 0, "height": 24},
                   "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
          "background": {"cover": "section"},
          "sections": [
        \(sections.joined(separator: ",\n"))
          ]
        }

        """
}

/// The folder's files but the harness's own (`before.txt`, `after.txt`, `status.txt`).
func specFiles(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasSuffix(".txt") }.sorted()
}

/// The viewer in tmux on a spec file the test edits as an editor would: saves show without a key.
@Suite("Live reload end to end (tmux)", .serialized, TmuxSession.required)
struct LiveReloadEndToEndTests {
    /// The viewer (`build`) on `layout.json` in a fresh folder holding `text`; `link` opens it through a
    /// symbolic link kept in another folder.
    private func open(
        _ text: String = liveFile(), build: ViewerBuild = .debug, link: Bool = false,
        wrapper: String = "", columns: Int = 100
    ) throws -> (viewer: ViewerHarness, path: String) {
        let folder = try TemporaryDirectory()
        chmod(folder.path, 0o755)
        let path = try folder.file("layout.json", contents: text)
        var argument = "layout.json"
        if link {
            try FileManager.default.createDirectory(atPath: folder.path + "/links", withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(
                atPath: folder.path + "/links/spec.json", withDestinationPath: "../layout.json")
            argument = "links/spec.json"
        }
        let viewer = try ViewerHarness(arguments: [argument], columns: columns, build: build, wrapper: wrapper, in: folder)
        try viewer.waitForViewer()
        return (viewer, path)
    }

    /// Waits for `text` on the screen, returning how long it took, less the time the viewer and the tmux
    /// server spent ready to run but waiting for a CPU (`RunQueueWait`): the 1 s target is on the
    /// viewer's reload, not on a machine whose two cores other builds share.
    private func seconds(until text: String, in viewer: ViewerHarness) throws -> Double? {
        var waits = RunQueueWait(pids: [try #require(try viewer.viewerPID()), try viewer.tmux.serverPID()])
        let start = Date()
        let shown = try viewer.tmux.waitFor(timeout: 5) { screen in
            waits.sample()
            return screen.contains(text)
        }
        guard shown != nil else { return nil }
        let waited = waits.waited()
        return Date().timeIntervalSince(start) - Double(waited.components.seconds) - Double(waited.components.attoseconds) / 1e18
    }

    @Test(
        "saves by rewrite and by rename show without a key (release and debug, through a link)",
        arguments: [(ViewerBuild.release, false), (.debug, false), (.release, true)])
    func savesShowWithoutAKey(build: ViewerBuild, link: Bool) throws {
        let (viewer, path) = try open(build: build, link: link)
        try Data(liveFile(["Uno", "Two"]).utf8).write(to: URL(fileURLWithPath: path)) // truncate and write
        let first = try #require(try seconds(until: "  Uno", in: viewer), "a save in place shows")
        try AtomicFile.write(Array(liveFile(["Uno", "Dos"]).utf8), to: path) // a new file renamed over it
        let second = try #require(try seconds(until: "  Dos", in: viewer), "a save by rename shows")
        try AtomicFile.write(Array(liveFile(["Eins", "Dos"]).utf8), to: path) // and again: the new inode is watched
        let third = try #require(try seconds(until: "  Eins", in: viewer), "a second save by rename shows")
        #expect(
            [first, second, third].allSatisfy { $0 < 1 },
            "\(first) s, \(second) s, \(third) s (tmux's polling included, waits for a CPU not)")
        #expect(try viewer.tmux.capture().contains("reloaded \(link ? "spec.json" : "layout.json")"))
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func aBrokenSaveShowsItsErrorKeepsTheLayoutAndRecovers() throws {
        let (viewer, path) = try open(columns: 120) // the whole error line: it names the file first
        let before = try viewer.tmux.capture()
        try Data(liveFile(["Uno", "Two"]).replacingOccurrences(of: "\"items\": 4", with: "\"items\": -4").utf8)
            .write(to: URL(fileURLWithPath: path))
        let broken = try #require(try viewer.tmux.waitFor { $0.contains("error: layout.json: sections[0].items") })
        #expect(
            broken.contains("error: layout.json: sections[0].items: must be a whole number ≥ 0 (got -4); last good layout kept"),
            "\(broken)")
        #expect(layoutLines(broken).prefix(28) == layoutLines(before).prefix(28), "the last good layout stays")
        try viewer.tmux.send("Tab")
        #expect(
            try viewer.tmux.waitFor {
                $0.contains("background margin top") && $0.contains("error: layout.json: sections[0].items")
            } != nil,
            "the error stays on the message line after a key")
        try Data(liveFile(["Uno", "Two"]).utf8).write(to: URL(fileURLWithPath: path))
        #expect(
            try viewer.tmux.waitFor { $0.contains("Uno") && $0.contains("reloaded layout.json") && !$0.contains("error:") } != nil
        )
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func aChangeOnDiskUnderTweaksLosesNothing() throws {
        let (viewer, path) = try open()
        try viewer.tmux.send("+")
        #expect(try viewer.tmux.waitFor { $0.contains("section inset top = 11") && $0.contains("layout.json *") } != nil)
        let external = liveFile(["Uno", "Two"])
        try AtomicFile.write(Array(external.utf8), to: path)
        #expect(
            try viewer.tmux.waitFor {
                $0.contains("w writes yours beside it, r re-reads it (U undoes): layout.json changed on disk")
            } != nil)
        #expect(try !viewer.tmux.capture().contains("Uno"), "the tweaked layout stays on screen")
        try viewer.tmux.send("w")
        #expect(try viewer.tmux.waitFor { $0.contains("changed on disk: kept it, wrote layout.sectiongrid.json") } != nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == external, "the change on disk is kept")
        let sibling = viewer.directory.path + "/layout.sectiongrid.json"
        #expect(try SpecFile.load(path: sibling).flowLayout?.sectionInset.top == 11, "the tweak is written beside it")
        try viewer.tmux.send("r")
        #expect(try viewer.tmux.waitFor { $0.contains("Uno") && $0.contains("re-read layout.json from disk") } != nil)
        try viewer.tmux.send("U")
        #expect(
            try viewer.tmux.waitFor { $0.contains("section inset top = 11") && !$0.contains("Uno") } != nil,
            "U brings the tweaked layout back")
        #expect(try viewer.quitDroppingUnwrittenChanges() == 0)
    }

    @Test(
        "a file gone wrong is one line, and nothing is written",
        arguments: ["deleted", "moved away", "a directory", "too large", "unreadable"])
    func aFileGoneWrong(_ what: String) throws {
        // Root reads anything: the unreadable file is read by nobody (the viewer runs as nobody).
        let wrapper = what == "unreadable" && getuid() == 0 ? "setpriv --reuid=nobody --regid=nogroup --clear-groups" : ""
        let (viewer, path) = try open(wrapper: wrapper)
        let before = try viewer.tmux.capture()
        let expected: String
        switch what {
        case "deleted":
            try FileManager.default.removeItem(atPath: path)
            expected = "error: layout.json: no such file"
        case "moved away":
            try FileManager.default.moveItem(atPath: path, toPath: path + ".old")
            expected = "error: layout.json: no such file"
        case "a directory":
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            expected = "error: layout.json: is a directory, not a spec file"
        case "too large":
            _ = truncate(path, 65 << 20)
            expected = "error: layout.json: is larger than the maximum of 67108864 bytes (64 MiB)"
        default:
            chmod(path, 0o000)
            expected = "error: layout.json: cannot be read (permission denied)"
        }
        let files = try specFiles(in: viewer.directory.path)
        let screen = try #require(try viewer.tmux.waitFor { $0.contains(expected) }, "\(expected)")
        #expect(layoutLines(screen).prefix(28) == layoutLines(before).prefix(28), "the last good layout stays")
        try viewer.tmux.send("j", "k")
        #expect(try viewer.tmux.waitFor { $0.contains("y 0 pt") && $0.contains(expected) } != nil, "still running")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
        #expect(try specFiles(in: viewer.directory.path) == files, "nothing written")
        chmod(path, 0o644)
    }
}
