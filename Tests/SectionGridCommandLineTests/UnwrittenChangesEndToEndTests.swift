import Foundation
import Testing

@testable import SectionGridTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Nothing the user did is lost, in the real viewer (debug and release builds): `q` and Esc ask first,
/// a hang-up or SIGTERM keeps the changes beside the file, Ctrl-C writes nothing, and after `w` wrote
/// beside the file the status bar says so and a save on disk does not replace the screen.
@Suite("Unwritten changes end to end (tmux)", .serialized, TmuxSession.required)
struct UnwrittenChangesEndToEndTests {
    private static let builds = [ViewerBuild.release, .debug]

    /// The viewer on `layout.json` (holding `liveFile()`) in a fresh folder.
    private func open(build: ViewerBuild, columns: Int = 100, redirect: String = "") throws -> (ViewerHarness, String) {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: liveFile())
        let viewer = try ViewerHarness(
            arguments: ["layout.json"], columns: columns, build: build, redirect: redirect,
            in: folder)
        try viewer.waitForViewer()
        return (viewer, path)
    }

    @Test("q asks, any other key stays, a second q quits", arguments: builds)
    func qAsksFirst(build: ViewerBuild) throws {
        let (viewer, path) = try open(build: build)
        try viewer.tmux.send("+")
        try #require(try viewer.tmux.waitFor { $0.contains("layout.json *") } != nil)
        try viewer.tmux.send("q")
        try #require(try viewer.tmux.waitFor { $0.contains(unwrittenChangesQuestion) } != nil, "the question on the message line")
        try viewer.tmux.send("c")
        try #require(
            try viewer.tmux.waitFor { !$0.contains(unwrittenChangesQuestion) && $0.contains("colours: ") } != nil,
            "c stays and changes the colours")
        #expect(try viewer.viewerPID() != nil, "still running")
        try viewer.tmux.send("Escape")
        try #require(try viewer.tmux.waitFor { $0.contains(unwrittenChangesQuestion) } != nil, "Esc asks too")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == liveFile(), "quit without them: nothing written")
        #expect(try specFiles(in: viewer.directory.path) == ["layout.json"])
    }

    @Test("without unwritten changes q quits at once", arguments: builds)
    func qQuitsAtOnceWithoutChanges(build: ViewerBuild) throws {
        let (viewer, _) = try open(build: build)
        try viewer.tmux.send("+", "-", "q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test("the line mode asks the same way", arguments: builds)
    func theLineModeAsks(build: ViewerBuild) throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["TERM": "dumb"], build: build)
        _ = try #require(try viewer.tmux.waitFor { $0.contains(lineModePrompt) })
        try viewer.tmux.send("+q", "Enter")
        try #require(
            try viewer.tmux.waitFor { $0.contains(unwrittenChangesQuestion) } != nil, "the question above the status line")
        try viewer.tmux.send("q", "Enter")
        #expect(viewer.recordedStatus() == 0)
        #expect(try specFiles(in: viewer.directory.path) == [])
    }

    @Test(
        "a hang-up or SIGTERM keeps the changes beside the file, then says so on the restored terminal",
        arguments: [(SIGHUP, 129), (SIGTERM, 143)] as [(Int32, Int32)], builds)
    func anUnaskedEndingKeepsTheChanges(signal: (Int32, Int32), build: ViewerBuild) throws {
        let (viewer, path) = try open(build: build)
        let mine = try viewer.directory.file("layout.sectiongrid.json", contents: "mine\n")
        try viewer.tmux.send("+")
        try #require(try viewer.tmux.waitFor { $0.contains("layout.json *") } != nil)
        kill(try #require(try viewer.viewerPID()), signal.0)
        #expect(viewer.recordedStatus() == signal.1)
        let settings = try viewer.terminalSettings()
        #expect(settings.before == settings.after, "the terminal settings are restored")
        let kept = viewer.directory.path + "/layout.sectiongrid-2.json"
        #expect(
            try String(contentsOfFile: kept, encoding: .utf8)
                == liveFile().replacingOccurrences(of: "\"top\": 10", with: "\"top\": 11"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == liveFile(), "never over the file")
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == "mine\n", "nor over a file this session did not write")
        // Printed after the terminal was restored: it stays on the shell's screen, not the viewer's.
        let ending = signal.0 == SIGHUP ? "the terminal went away" : "ended by SIGTERM"
        let note = "note: \(ending) with unwritten changes: kept them in layout.sectiongrid-2.json"
        #expect(
            try viewer.tmux.waitFor { $0.contains(note) && !$0.contains("vertical │") } != nil,
            "\((try? viewer.tmux.capture()) ?? "")")
    }

    @Test("a demo's changes go where w writes it", arguments: builds)
    func aDemoKeepsItsChangesInTheCurrentFolder(build: ViewerBuild) throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], build: build, redirect: "2> errors.log")
        try viewer.waitForViewer()
        try viewer.tmux.send("+")
        try #require(try viewer.tmux.waitFor { $0.contains("demo sections *") } != nil)
        kill(try #require(try viewer.viewerPID()), SIGTERM)
        #expect(viewer.recordedStatus() == 143)
        #expect(try specFiles(in: viewer.directory.path) == ["errors.log", "sectiongrid-sections.json"])
        let errors = try String(contentsOfFile: viewer.directory.path + "/errors.log", encoding: .utf8)
        #expect(errors == "note: ended by SIGTERM with unwritten changes: kept them in sectiongrid-sections.json\n")
    }

    @Test("Ctrl-C is an explicit abort: 130 and nothing written", arguments: builds)
    func controlCWritesNothing(build: ViewerBuild) throws {
        let (viewer, path) = try open(build: build)
        try viewer.tmux.send("+")
        try #require(try viewer.tmux.waitFor { $0.contains("layout.json *") } != nil)
        try viewer.tmux.send("C-c")
        #expect(viewer.recordedStatus() == 130)
        #expect(try specFiles(in: viewer.directory.path) == ["layout.json"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == liveFile())
    }

    @Test(
        "after w wrote beside the changed file the status bar names it and a save on disk waits",
        arguments: builds)
    func afterWWroteBesideTheFile(build: ViewerBuild) throws {
        let (viewer, path) = try open(build: build, columns: 150)
        try viewer.tmux.send("+")
        try #require(try viewer.tmux.waitFor { $0.contains("layout.json *") } != nil)
        let external = liveFile(["One", "Two", "Three"])
        try Data(external.utf8).write(to: URL(fileURLWithPath: path))
        try #require(try viewer.tmux.waitFor { $0.contains("layout.json changed on disk") } != nil)
        try viewer.tmux.send("w")
        let written = try #require(
            try viewer.tmux.waitFor { $0.contains("layout.json * (shown: layout.sectiongrid.json)") },
            "the status bar names the file shown and keeps the *")
        #expect(!written.contains("Three"))
        let second = liveFile(["Uno", "Dos"])
        try Data(second.utf8).write(to: URL(fileURLWithPath: path))
        let kept = try #require(try viewer.tmux.waitFor { $0.contains("r re-reads it (U undoes): layout.json changed on disk") })
        #expect(kept.contains("section inset top = 11") && kept.contains("One") && !kept.contains("Uno"), "the screen is kept")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0, "nothing is written nowhere: q quits at once")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == second)
    }
}
