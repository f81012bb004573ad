import CellGrid
import SectionGridViewer
import SectionSpec
import Testing

/// The file events' reducer on its own, with no file: what the host's reloaders and writers hand over
/// (`ViewerCommand.file`) and what the state asks back (`ViewerEffect`).
@Suite("File events arrive as commands")
struct FileEventTests {
    static let path = "/nowhere/layout.json"

    /// A document holding `spec`, read from `text`.
    static func document(_ text: String) throws -> SpecDocument {
        let bytes = Array(text.utf8)
        return SpecDocument(spec: try SpecFile.decode(bytes, fileName: path), text: bytes)
    }

    /// The viewer on `liveSpec()` as read from `path`, at `columns × rows`.
    static func viewer(columns: Int = 100, rows: Int = 30) throws -> ViewerState {
        let saved = try document(liveSpec())
        return ViewerState(
            spec: saved.spec, source: .file(path: path), columns: columns, rows: rows, depth: .palette256,
            document: saved)
    }

    @Test("the saved text again changes nothing, and the next write goes to the file")
    func savedTextAgain() throws {
        var state = try FileEventTests.viewer()
        let effect = state.apply(.file(.specSaved(try FileEventTests.document(liveSpec()), name: "layout.json", images: nil)))
        #expect(effect == .specFileIsTarget)
        #expect(!state.isModified)
        #expect(state.message == nil)
        #expect(state.chrome.fileNotice == nil)
    }

    @Test("a new save without changes is shown, and the next write goes to the file")
    func newSaveReloads() throws {
        var state = try FileEventTests.viewer()
        let saved = try FileEventTests.document(liveSpec(inset: 30))
        let effect = state.apply(.file(.specSaved(saved, name: "layout.json", images: nil)))
        #expect(effect == .specFileIsTarget)
        #expect(state.spec == saved.spec)
        #expect(state.message == "reloaded layout.json")
        #expect(!state.isModified)
    }

    @Test("a save under unwritten changes is held off the screen with a notice; the writer is not redirected")
    func saveUnderChangesIsHeld() throws {
        var state = try FileEventTests.viewer()
        _ = state.apply(.adjust(4))
        let tweaked = state.spec
        #expect(state.isModified)
        let effect = state.apply(
            .file(
                .specSaved(
                    try FileEventTests.document(liveSpec(inset: 30)), name: "layout.json",
                    images: nil)))
        #expect(effect == .none)
        #expect(state.spec == tweaked)
        #expect(state.chrome.fileNotice == .changedOnDisk("layout.json"))
    }

    @Test("file events act on a screen too small for the layout, and leave the quit question alone")
    func notTheUsersCommands() throws {
        var small = try FileEventTests.viewer(columns: 10, rows: 3)
        #expect(!small.fitsScreen)
        _ = small.apply(.file(.specUnreadable("layout.json: not JSON")))
        #expect(small.chrome.fileNotice == .specError("layout.json: not JSON"))

        var state = try FileEventTests.viewer()
        _ = state.apply(.adjust(4))
        _ = state.apply(.quit)
        #expect(state.chrome.asksToQuit)
        _ = state.apply(.file(.imagesUsable(["image \"x.ppm\": gone"])))
        #expect(state.chrome.asksToQuit)
        #expect(state.apply(.quit) == .quit)
    }

    @Test("an image notice goes only while it is the one shown")
    func imageNotice() throws {
        var state = try FileEventTests.viewer()
        let errors = ["image \"x.ppm\": not a PPM"]
        _ = state.apply(.file(.imagesUnusable(errors)))
        #expect(state.chrome.fileNotice == .imageErrors(errors))
        _ = state.apply(.file(.specUnreadable("layout.json: not JSON")))
        _ = state.apply(.file(.imagesUsable(errors)))
        #expect(state.chrome.fileNotice == .specError("layout.json: not JSON"))
        _ = state.apply(.file(.imagesUnusable(errors)))
        _ = state.apply(.file(.imagesUsable(errors)))
        #expect(state.chrome.fileNotice == nil)
    }

    @Test("write outcomes go on the message line; a written spec becomes the saved one")
    func writeOutcomes() throws {
        var state = try FileEventTests.viewer()
        _ = state.apply(.file(.fileWritten(FileWriteOutcome(path: "/nowhere/Layout.swift", message: .exported("Layout.swift")))))
        #expect(state.chrome.message == .exported("Layout.swift"))
        _ = state.apply(.adjust(4))
        let written = SpecDocument(spec: state.spec, text: Array(state.spec.jsonText.utf8))
        _ = state.apply(
            .file(
                .specWritten(
                    SpecWriteOutcome(
                        path: FileEventTests.path, message: .wrote("layout.json"),
                        document: written))))
        #expect(!state.isModified)
        #expect(!state.hasUnwrittenChanges)
        #expect(state.chrome.message == .wrote("layout.json"))
    }
}
