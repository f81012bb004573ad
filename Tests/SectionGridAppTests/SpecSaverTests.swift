import Foundation
import Testing
@testable import SectionGridApp
import SectionLayout

@Suite("Writing specs back (w): atomic, permissions kept, nothing lost")
struct SpecSaverTests {
    let original = #"{"sections": [{"items": 3}]}"# + "\n"

    private func load(_ path: String) throws -> (LayoutSpec, [UInt8]) {
        let bytes = try SpecFile.read(path: path)
        return (try SpecFile.decode(bytes, fileName: path), bytes)
    }

    private func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func replacesTheFileAtomicallyKeepingItsPermissions() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: original)
        chmod(path, 0o640)
        var (spec, bytes) = try load(path)
        spec.contentInset.top = 20
        var saver = SpecSaver(source: .file(path: path), loadedContent: bytes)
        #expect(saver.save(spec) == SpecSaver.Outcome(path: path, message: "wrote \(path)"))
        #expect(try SpecFile.load(path: path) == spec)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(try files(in: folder.path) == ["layout.json"], "no temporary file left behind")
        spec.contentInset.top = 30
        #expect(saver.save(spec).path == path, "our own write is not a change on disk")
        #expect(try SpecFile.load(path: path).contentInset.top == 30)
    }

    @Test func aFileChangedOnDiskIsKeptAndASiblingWritten() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: original)
        var (spec, bytes) = try load(path)
        let edited = #"{"sections": [{"items": 9}]}"#
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        spec.contentInset.left = 5
        var saver = SpecSaver(source: .file(path: path), loadedContent: bytes)
        let sibling = folder.path + "/layout.sectiongrid.json"
        #expect(saver.save(spec) == SpecSaver.Outcome(
            path: sibling, message: "layout.json changed on disk since it was loaded; kept it and wrote \(sibling)"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
        #expect(try SpecFile.load(path: sibling) == spec)
        spec.contentInset.left = 6
        #expect(saver.save(spec).path == sibling, "later writes keep using the sibling")
        #expect(try files(in: folder.path) == ["layout.json", "layout.sectiongrid.json"])
    }

    @Test func demosGoToANewFileNeverOverAnExistingOne() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.file("sectiongrid-cards.json", contents: "mine\n")
        var spec = try #require(BuiltInDemos.spec(named: "cards"))
        var saver = SpecSaver(source: .demo(name: "cards"), loadedContent: nil, demoFolder: folder.path)
        let written = folder.path + "/sectiongrid-cards-2.json"
        #expect(saver.save(spec) == SpecSaver.Outcome(path: written, message: "wrote \(written)"))
        #expect(try String(contentsOfFile: folder.path + "/sectiongrid-cards.json", encoding: .utf8) == "mine\n")
        spec.contentInset.top = 1
        #expect(saver.save(spec).path == written)
        #expect(try SpecFile.load(path: written) == spec)
    }

    @Test func aFailedWriteLeavesTheOriginalAndSaysWhy() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: original)
        let (spec, bytes) = try load(path)
        try FileManager.default.removeItem(atPath: folder.path)
        var saver = SpecSaver(source: .file(path: path), loadedContent: bytes)
        let outcome = saver.save(spec)
        #expect(outcome.path == nil)
        #expect(outcome.message == "not saved: No such file or directory; \(path) is unchanged (cannot create a file in \(folder.path))")
    }

    @Test func theViewerReportsWritesInTheStatusLine() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: original)
        let (spec, bytes) = try load(path)
        let state = ViewerState(spec: spec, source: .file(path: path), columns: 100, rows: 30, depth: .monochrome)
        var session = ViewerSession(state: state, saver: SpecSaver(source: .file(path: path), loadedContent: bytes))
        _ = session.apply(.adjust(5))
        #expect(session.state.isModified)
        #expect(session.state.statusLine.contains("layout.json *"))
        #expect(session.apply(.write) == .write)
        #expect(session.state.message == "wrote \(path)")
        #expect(!session.state.isModified)
        #expect(try SpecFile.load(path: path).flowLayout?.sectionInset.top == 5)
    }
}
