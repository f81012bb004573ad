import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// A viewer ended unasked (a hang-up, SIGTERM) keeps its unwritten changes beside the spec file.
@Suite("Unwritten changes kept when the viewer ends unasked")
struct KeptChangesTests {
    /// A session on `layout.json` (holding `liveSpec()`) in a fresh folder, tweaked by `keys`.
    private func session(_ keys: String, in folder: TemporaryDirectory) throws -> ViewerSession {
        let path = try folder.file("layout.json", contents: liveSpec())
        let setup = ViewerSetup(try LoadedSpec(file: path))
        var session = ViewerSession(state: setup.state(columns: 100, rows: 30, depth: .palette256), saver: setup.saver)
        for key in keys {
            let command = try #require(session.state.keyMap.command(for: .character(key)))
            _ = session.apply(command)
        }
        return session
    }

    private func files(in folder: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func theyGoBesideTheFileNeverOverIt() throws {
        let folder = try TemporaryDirectory()
        var session = try session("+", in: folder)
        let note = session.keepUnwrittenChanges(ending: "ended by SIGTERM")
        let sibling = folder.path + "/layout.sectiongrid.json"
        #expect(note == "note: ended by SIGTERM with unwritten changes: kept them in \(sibling)")
        #expect(try String(contentsOfFile: sibling, encoding: .utf8) == liveSpec(inset: 11), "only the tweak differs")
        #expect(try String(contentsOfFile: folder.path + "/layout.json", encoding: .utf8) == liveSpec())
        #expect(try files(in: folder) == ["layout.json", "layout.sectiongrid.json"], "no temporary file left")
    }

    @Test func aSiblingTheSessionDidNotWriteIsLeftAlone() throws {
        let folder = try TemporaryDirectory()
        let mine = try folder.file("layout.sectiongrid.json", contents: "mine\n")
        var session = try session("+", in: folder)
        let kept = session.keepUnwrittenChanges(ending: "the terminal went away")
        let note = try #require(kept)
        #expect(note.hasSuffix("kept them in \(folder.path)/layout.sectiongrid-2.json"), "\(note)")
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == "mine\n")
        #expect(try String(contentsOfFile: folder.path + "/layout.sectiongrid-2.json", encoding: .utf8) == liveSpec(inset: 11))
    }

    @Test func theSiblingWWroteThisSessionIsWrittenAgain() throws {
        let folder = try TemporaryDirectory()
        var session = try session("+", in: folder)
        try Data(liveSpec(secondItems: 3).utf8).write(to: URL(fileURLWithPath: folder.path + "/layout.json"))
        _ = session.apply(.write)
        #expect(session.state.document.writtenBeside == folder.path + "/layout.sectiongrid.json")
        _ = session.apply(.adjust(1))
        let kept = session.keepUnwrittenChanges(ending: "ended by SIGTERM")
        let note = try #require(kept)
        #expect(note.hasSuffix("kept them in \(folder.path)/layout.sectiongrid.json"), "\(note)")
        #expect(try String(contentsOfFile: folder.path + "/layout.sectiongrid.json", encoding: .utf8) == liveSpec(inset: 12))
        #expect(try files(in: folder) == ["layout.json", "layout.sectiongrid.json"])
    }

    @Test func aDemoGoesWhereWWritesIt() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: folder.path + "/sectiongrid-sections.json", withIntermediateDirectories: false)
        var session = ViewerSession(
            state: try demoViewer(),
            saver: SpecSaver(source: .demo(name: "sections"), demoFolder: folder.path))
        _ = session.apply(.adjust(1))
        let kept = session.keepUnwrittenChanges(ending: "ended by SIGTERM")
        let note = try #require(kept)
        #expect(note == "note: ended by SIGTERM with unwritten changes: kept them in \(folder.path)/sectiongrid-sections-2.json")
        #expect(try SpecFile.load(path: folder.path + "/sectiongrid-sections-2.json") == session.state.spec)
    }

    @Test func nothingUnwrittenWritesNothing() throws {
        let folder = try TemporaryDirectory()
        var session = try session("+-", in: folder)
        #expect(session.keepUnwrittenChanges(ending: "ended by SIGTERM") == nil)
        #expect(try files(in: folder) == ["layout.json"])
    }

    @Test func aFolderThatIsGoneIsAnErrorLine() throws {
        let folder = try TemporaryDirectory()
        var session = try session("+", in: folder)
        try FileManager.default.removeItem(atPath: folder.path)
        let kept = session.keepUnwrittenChanges(ending: "the terminal went away")
        let note = try #require(kept)
        #expect(note.hasPrefix("error: the terminal went away with unwritten changes, which could not be kept: "), "\(note)")
        #expect(note.contains("No such file or directory"), "\(note)")
    }
}
