import CellGrid
import Foundation
import SectionGridSVG
import SectionGridSession
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// `p`: a picture of what the viewer shows — the current offset, in points whatever the zoom — next to
/// the spec (a demo's in the current folder), atomically and never over a file, named on the message line.
@Suite("Viewer: p writes a picture")
struct PictureKeyTests {
    private func fileSession() throws -> (TemporaryDirectory, ViewerSession) {
        let folder = try TemporaryDirectory()
        let demo = try #require(BuiltInDemos.all.first { $0.name == "shadow" })
        let setup = ViewerSetup(try LoadedSpec(file: try folder.file("shadow.json", contents: demo.json())))
        return (folder, ViewerSession(state: setup.state(columns: 100, rows: 30, depth: .palette256), saver: setup.saver))
    }

    private func press(_ key: Character, _ session: inout ViewerSession) {
        if let command = session.state.keyMap.command(for: .character(key)) { _ = session.apply(command) }
    }

    private func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func writesWhatTheScreenShowsNextToTheSpec() throws {
        var (folder, session) = try fileSession()
        press("f", &session) // a page down
        press("z", &session) // zoomed in: the picture stays in points
        press("p", &session)
        let path = folder.path + "/shadow.svg"
        let text = try #require(read(path))
        #expect(text == SpecPicture.draw(session.state).svg)
        let state = session.state
        let visible = state.viewport.visibleRect
        #expect(visible.minY > 0)
        let root = try SVGDocument(text).root
        #expect(
            root.attributes["viewBox"]
                == [visible.minX, visible.minY, visible.width, visible.height].map(PointsFormat.text).joined(separator: " "))
        let groups = try SVGDocument(text).groups
        for element in state.layout.elements(in: visible, context: state.viewport.scrollContext) {
            let id = SceneElement(element).id
            #expect(groups[id] != nil, "\(id) is drawn")
        }
        let size = "\(PointsFormat.text(visible.width))×\(PointsFormat.text(visible.height)) pt"
        #expect(
            state.message
                == "picture written: \(path) (\(size) at \(PointsFormat.text(visible.minX)), \(PointsFormat.text(visible.minY)))")
    }

    @Test func neverWritesOverAFile() throws {
        var (folder, session) = try fileSession()
        let mine = try folder.file("shadow.svg", contents: "mine\n")
        press("p", &session)
        press("j", &session)
        press("p", &session)
        #expect(read(mine) == "mine\n")
        let second = try #require(read(folder.path + "/shadow-2.svg"))
        let third = try #require(read(folder.path + "/shadow-3.svg"))
        #expect(second != third, "the second picture is scrolled by a row")
        #expect(session.state.message?.hasPrefix("picture written: \(folder.path)/shadow-3.svg (") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no temporary file stays: \(leftovers)")
    }

    @Test func orthogonalRowsArePicturedWhereTheyAreScrolled() throws {
        let folder = try TemporaryDirectory()
        // A group-paging row of five cards (the `compositional` demo before seed 002's layout replaced it).
        let path = try folder.file("paging.json", contents: pagingRowSpecJSON)
        let spec = try LayoutSpec(json: JSONParser().parse(pagingRowSpecJSON))
        let state = ViewerState(spec: spec, source: .file(path: path), columns: 100, rows: 30, depth: .palette256)
        var session = ViewerSession(
            state: state, saver: SpecSaver(source: .file(path: path)),
            pictures: PictureFileWriter(source: .file(path: path)))
        press("L", &session) // the Featured row pages on by a group
        press("p", &session)
        let text = try #require(read(folder.path + "/paging.svg"))
        let offset = try #require(session.state.viewport.orthogonalOffsets[0])
        #expect(offset > 0)
        let cell = try #require(try SVGDocument(text).groups["cell-0-1"]?.children(named: "rect").first)
        let unscrolled = try #require(session.state.layout.itemFrame(section: 0, item: 1))
        #expect(cell.number("x") == unscrolled.minX - offset)
    }

    @Test func aFailedWriteSaysWhy() throws {
        let folder = try TemporaryDirectory()
        let gone = folder.path + "/gone"
        var session = ViewerSession(
            state: try demoViewer("cards"), saver: SpecSaver(source: .demo(name: "cards")),
            pictures: PictureFileWriter(source: .demo(name: "cards"), demoFolder: gone))
        press("p", &session)
        #expect(session.state.message == "no picture written (No such file or directory): cannot create a file in \(gone)")
    }

    @Test func theHelpListsTheKey() throws {
        let state = try demoViewer()
        #expect(state.keyMap.helpRows.contains { $0.keys == "p" && $0.action == "write a picture (SVG) of the screen" })
        #expect(state.keyMap.command(for: .character("p")) == .writePicture)
    }

    @Test(
        "the picture's name follows the spec's",
        arguments: [
            (SpecSource.file(path: "/a/b/cards.json"), "cards"), (.file(path: "layout.JSON"), "layout"),
            (.file(path: "/a/notes"), "notes"), (.file(path: "/a/.json"), "sectiongrid"),
            (.demo(name: "large"), "sectiongrid-large"),
        ])
    func baseName(_ source: SpecSource, _ name: String) {
        #expect(SiblingFile.baseName(of: source) == name)
    }
}
