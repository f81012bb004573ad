import Foundation
import SectionGridExport
import SectionGridSession
import SectionGridViewer
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// `e`: the layout as shown, written as UIKit Swift next to the spec (a demo's in the current folder),
/// atomically and never over an existing file; the message line names the file.
@Suite("Viewer: e exports Swift")
struct ExportKeyTests {
    /// A session on `cards.json` (the cards demo's text) in a fresh folder.
    private func fileSession() throws -> (TemporaryDirectory, ViewerSession) {
        let folder = try TemporaryDirectory()
        let demo = try #require(BuiltInDemos.all.first { $0.name == "cards" })
        let setup = ViewerSetup(try LoadedSpec(file: try folder.file("cards.json", contents: demo.json())))
        return (folder, ViewerSession(state: setup.state(columns: 100, rows: 30, depth: .monochrome), saver: setup.saver))
    }

    private func press(_ key: Character, _ session: inout ViewerSession) {
        if let command = session.state.keyMap.command(for: .character(key)) { _ = session.apply(command) }
    }

    private func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func writesWhatExportSwiftPrintsNextToTheSpec() throws {
        var (folder, session) = try fileSession()
        press("e", &session)
        let path = folder.path + "/CardsLayout.swift"
        let expected = try SwiftExport.source(for: session.state.spec, options: SwiftExportOptions(origin: .file("cards.json")))
        #expect(read(path) == expected)
        #expect(session.state.message == "exported \(path)")
        #expect(expected.contains("//     sectiongrid export swift cards.json\n"))
    }

    @Test func neverWritesOverAFile() throws {
        var (folder, session) = try fileSession()
        let mine = try folder.file("CardsLayout.swift", contents: "mine\n")
        press("e", &session)
        press("e", &session)
        #expect(read(mine) == "mine\n")
        #expect(read(folder.path + "/CardsLayout-2.swift") == read(folder.path + "/CardsLayout-3.swift"))
        #expect(read(folder.path + "/CardsLayout-3.swift")?.hasPrefix("// CardsLayout.swift\n") == true)
        #expect(session.state.message == "exported \(folder.path)/CardsLayout-3.swift")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no temporary file stays: \(leftovers)")
    }

    /// The layout as shown: a tweak made in the viewer is in the file.
    @Test func exportsTheTweakedLayout() throws {
        var (folder, session) = try fileSession()
        press(">", &session) // section inset top + 10 pt, all sections
        press("e", &session)
        let text = try #require(read(folder.path + "/CardsLayout.swift"))
        #expect(text.contains("static let sectionInset = UIEdgeInsets(top: 10, left: 36, bottom: 12, right: 36)"))
    }

    @Test func aDemoIsWrittenInTheGivenFolder() throws {
        let folder = try TemporaryDirectory()
        var session = ViewerSession(
            state: try demoViewer("shadow"), saver: SpecSaver(source: .demo(name: "shadow")),
            exporter: SwiftFileExporter(source: .demo(name: "shadow"), demoFolder: folder.path))
        press("e", &session)
        #expect(read(folder.path + "/ShadowLayout.swift")?.contains("from the built-in demo \"shadow\":") == true)
        #expect(session.state.message?.hasSuffix("ShadowLayout.swift") == true)
    }

    @Test func aCompositionalSpecIsExported() throws {
        let folder = try TemporaryDirectory()
        var session = ViewerSession(
            state: try demoViewer("compositional"), saver: SpecSaver(source: .demo(name: "compositional")),
            exporter: SwiftFileExporter(source: .demo(name: "compositional"), demoFolder: folder.path))
        press("e", &session)
        #expect(read(folder.path + "/CompositionalLayout.swift")?.contains("enum CompositionalLayout {") == true)
        #expect(session.state.message?.hasSuffix("CompositionalLayout.swift") == true)
    }

    @Test func aFailedWriteSaysWhy() throws {
        let folder = try TemporaryDirectory()
        let gone = folder.path + "/gone"
        var session = ViewerSession(
            state: try demoViewer("cards"), saver: SpecSaver(source: .demo(name: "cards")),
            exporter: SwiftFileExporter(source: .demo(name: "cards"), demoFolder: gone))
        press("e", &session)
        #expect(session.state.message == "not exported: No such file or directory (cannot create a file in \(gone))")
    }

    @Test func theHelpListsTheKey() throws {
        let state = try demoViewer()
        #expect(state.keyMap.helpRows.contains { $0.keys == "e" && $0.action == "export the layout as UIKit Swift code" })
        #expect(state.keyMap.command(for: .character("e")) == .exportSwift)
    }
}
