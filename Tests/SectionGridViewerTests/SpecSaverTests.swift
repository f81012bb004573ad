import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

@Suite("Writing specs back (w): atomic, permissions kept, nothing lost")
struct SpecSaverTests {
    let original = #"{"sections": [{"items": 3}]}"# + "\n"

    private func load(_ path: String) throws -> (LayoutSpec, SpecDocument) {
        let bytes = try SpecFile.read(path: path)
        let spec = try SpecFile.decode(bytes, fileName: path)
        return (spec, SpecDocument(spec: spec, text: bytes))
    }

    private func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func replacesTheFileAtomicallyKeepingItsPermissions() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: original)
        chmod(path, 0o640)
        var (spec, document) = try load(path)
        spec.contentInset.top = 20
        var saver = SpecSaver(source: .file(path: path))
        let outcome = saver.save(spec, over: document)
        #expect(outcome.path == path)
        #expect(outcome.message.text == "wrote \(path)")
        #expect(try SpecFile.load(path: path) == spec)
        #expect(outcome.document == SpecDocument(spec: spec, text: try SpecFile.read(path: path)))
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(try files(in: folder.path) == ["layout.json"], "no temporary file left behind")
        spec.contentInset.top = 30
        #expect(saver.save(spec, over: try #require(outcome.document)).path == path, "our own write is not a change on disk")
        #expect(try SpecFile.load(path: path).contentInset.top == 30)
    }

    @Test func aFileChangedOnDiskIsKeptAndASiblingWritten() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: original)
        var (spec, document) = try load(path)
        let edited = #"{"sections": [{"items": 9}]}"#
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        spec.contentInset.left = 5
        var saver = SpecSaver(source: .file(path: path))
        let sibling = folder.path + "/layout.sectiongrid.json"
        let outcome = saver.save(spec, over: document)
        #expect(outcome.path == sibling)
        #expect(outcome.message.text == "layout.json changed on disk: kept it, wrote \(sibling)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
        #expect(try SpecFile.load(path: sibling) == spec)
        spec.contentInset.left = 6
        #expect(saver.save(spec, over: try #require(outcome.document)).path == sibling, "later writes keep using the sibling")
        #expect(try files(in: folder.path) == ["layout.json", "layout.sectiongrid.json"])
    }

    @Test func demosGoToANewFileNeverOverAnExistingOne() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.file("sectiongrid-cards.json", contents: "mine\n")
        var spec = try #require(BuiltInDemos.spec(named: "cards"))
        var saver = SpecSaver(source: .demo(name: "cards"), demoFolder: folder.path)
        let written = folder.path + "/sectiongrid-cards-2.json"
        let outcome = saver.save(spec, over: SpecDocument(spec: spec))
        #expect(outcome.path == written)
        #expect(outcome.message.text == "wrote \(written)")
        #expect(try String(contentsOfFile: folder.path + "/sectiongrid-cards.json", encoding: .utf8) == "mine\n")
        spec.contentInset.top = 1
        #expect(saver.save(spec, over: try #require(outcome.document)).path == written)
        #expect(try SpecFile.load(path: written) == spec)
    }

    /// layout.json → links/hop.json → ../real/layout.json, both links relative to their own folders.
    @Test func throughLinksTheTargetIsWrittenInItsFolderAndTheLinksKept() throws {
        let folder = try TemporaryDirectory()
        for name in ["links", "real"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: false)
        }
        let target = try folder.file("real/layout.json", contents: original)
        chmod(target, 0o600)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/links/hop.json", withDestinationPath: "../real/layout.json")
        let path = folder.path + "/layout.json"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "links/hop.json")
        var (spec, document) = try load(path)
        spec.contentInset.top = 20
        var saver = SpecSaver(source: .file(path: path))
        let outcome = saver.save(spec, over: document)
        #expect(outcome.path == path)
        #expect(outcome.message.text == "wrote \(path)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "links/hop.json")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/links/hop.json") == "../real/layout.json")
        #expect(try SpecFile.load(path: target) == spec)
        var info = stat()
        stat(target, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try files(in: folder.path) == ["layout.json", "links", "real"])
        #expect(try files(in: folder.path + "/links") == ["hop.json"])
        #expect(try files(in: folder.path + "/real") == ["layout.json"], "no temporary file left behind")

        spec.contentInset.top = 30
        let second = saver.save(spec, over: try #require(outcome.document))
        #expect(second.path == path, "our own write, read back through the links, is not a change on disk")
        let edited = #"{"sections": []}"#
        try Data(edited.utf8).write(to: URL(fileURLWithPath: target))
        spec.contentInset.top = 40
        let third = saver.save(spec, over: try #require(second.document))
        #expect(third.path == folder.path + "/layout.sectiongrid.json", "an edit of the target is a change on disk")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == edited)
    }

    /// The write fails for anyone (root included): the file's path is so long that the temporary file
    /// beside it would exceed the system's limit on a path (`PATH_MAX`), while the file itself is fine.
    @Test func aFailedWriteLeavesTheOriginalAndSaysWhy() throws {
        let top = try TemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: top.path) }
        // The folder's path is PATH_MAX − 20 bytes long: "/layout.json" fits, "/.layout.json.sectiongrid-XXXXXX" does not.
        var folder = top.path
        while folder.utf8.count < Int(PATH_MAX) - 20 {
            let remaining = Int(PATH_MAX) - 20 - folder.utf8.count
            var length = min(200, remaining - 1)
            if remaining - (length + 1) == 1 { length -= 1 }
            folder += "/" + String(repeating: "d", count: length)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/layout.json"
        try Data(original.utf8).write(to: URL(fileURLWithPath: path))
        var (spec, document) = try load(path)
        spec.contentInset.top = 20
        var saver = SpecSaver(source: .file(path: path))
        let outcome = saver.save(spec, over: document)
        #expect(outcome.path == nil)
        #expect(outcome.document == nil)
        #expect(outcome.message.text == "not saved (File name too long): \(path) unchanged; cannot create a file in \(folder)")
        #expect(try SpecFile.read(path: path) == Array(original.utf8), "the original is byte for byte what it was")
        #expect(try files(in: folder) == ["layout.json"], "no temporary file left behind")
    }

    @Test func aWriteIntoAFolderThatWentAwaySaysWhy() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: original)
        let (spec, document) = try load(path)
        try FileManager.default.removeItem(atPath: folder.path)
        var saver = SpecSaver(source: .file(path: path))
        let outcome = saver.save(spec, over: document)
        #expect(outcome.path == nil)
        #expect(
            outcome.message.text
                == "not saved (No such file or directory): \(path) unchanged; cannot create a file in \(folder.path)")
    }

    @Test func theViewerReportsWritesInTheStatusLine() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: original)
        let (spec, document) = try load(path)
        let state = ViewerState(
            spec: spec, source: .file(path: path), columns: 100, rows: 30, depth: .monochrome,
            document: document)
        var session = ViewerSession(state: state, saver: SpecSaver(source: .file(path: path)))
        _ = session.apply(.adjust(5))
        #expect(session.state.isModified)
        #expect(session.state.statusLine.contains("layout.json *"))
        #expect(session.apply(.write) == .write)
        #expect(session.state.message == "wrote \(path)")
        #expect(!session.state.isModified)
        #expect(try SpecFile.load(path: path).flowLayout?.sectionInset.top == 5)
    }
}
