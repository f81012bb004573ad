import CellGrid
import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// The inspector in the viewer: Enter, the cursor, `+`/`-`/`>`/`<` as undoable changes, Esc, clicks.
@Suite("Viewer: the inspector")
struct InspectorViewerTests {
    /// A viewer on `inspectorFlowJSON` (100×30, monochrome) as `layout.json`, with its file.
    private func viewer() throws -> ViewerState {
        let spec = try inspectorSpec(inspectorFlowJSON)
        return ViewerState(
            spec: spec, source: .file(path: "layout.json"), columns: 100, rows: 30, depth: .monochrome,
            document: SpecDocument(spec: spec, text: Array(inspectorFlowJSON.utf8)))
    }

    /// Moves the cursor to the row called `name` in `group`.
    private func moveCursor(_ state: inout ViewerState, to group: String, _ name: String) throws {
        let index = try #require(state.inspectorModel.index(group, name))
        state.run(.scroll(columns: 0, rows: index - state.inspector.cursor))
        #expect(state.inspector.cursor == index)
    }

    @Test func enterOpensThePanelAndTheArrowsMoveItsCursorNotTheLayout() throws {
        var state = try viewer()
        state.run(.selectSection(1), .selectSection(1))
        let viewport = state.viewport
        state.apply(state.keyMap.command(for: .enter) ?? .redraw)
        #expect(state.inspector.isOpen)
        state.run(.scroll(columns: 0, rows: 3), .scroll(columns: 0, rows: -1))
        #expect(state.inspector.cursor == 2 && state.viewport == viewport)
        state.run(.scroll(columns: 1, rows: 0))
        #expect(state.inspector.cursor == 8, "→ the first row of the next group (flow, after the layout's eight)")
        state.run(.scroll(columns: -1, rows: 0), .scroll(columns: 0, rows: -9))
        #expect(state.inspector.cursor == 0)
        state.run(.closeOrQuit)
        #expect(!state.inspector.isOpen && state.viewport == viewport, "Esc closes the panel, not the viewer")
    }

    @Test func plusChangesTheValueUnderTheCursorUndoablyAndMarksTheFile() throws {
        var state = try viewer()
        state.run(.selectSection(1), .selectSection(1), .toggleInspector)
        try moveCursor(&state, to: "section 1 \"Two\"", "sectionInset.top")
        let before = try #require(state.layout.itemFrame(section: 1, item: 2))
        state.press("+")
        #expect(state.flow?.sections[1].section.sectionInset == EdgeInsets(top: 11, left: 10, bottom: 10, right: 10))
        #expect(state.message == "U undoes: section 1 \"Two\" sectionInset.top = 11")
        #expect(state.isModified && state.statusLine.contains("layout.json *"))
        #expect(
            state.layout.itemFrame(section: 1, item: 2) == Rect(x: before.minX, y: before.minY + 1, width: 80, height: 60),
            "one point lower")
        #expect(state.statusLine.contains("section inset top"), "the status bar keeps its summary")
        state.press(">")
        #expect(state.flow?.sections[1].section.sectionInset?.top == 21)
        state.press("U")
        #expect(state.message == "undid section 1 \"Two\" sectionInset.top 11 → 21")
        state.press("U")
        #expect(state.flow?.sections[1].section.sectionInset == nil && !state.isModified, "back to the file, key left out again")
        state.run(.redo)
        #expect(state.flow?.sections[1].section.sectionInset?.top == 11)
    }

    @Test func wWritesExactlyTheValueChanged() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: inspectorFlowJSON)
        let setup = ViewerSetup(try LoadedSpec(file: path))
        var session = ViewerSession(state: setup.state(columns: 100, rows: 30, depth: .monochrome), saver: setup.saver)
        _ = session.apply(.selectSection(1))
        _ = session.apply(.selectSection(1))
        _ = session.apply(.toggleInspector)
        var state = session.state
        try moveCursor(&state, to: "section 1 background", "margin.left")
        _ = session.apply(.scroll(columns: 0, rows: state.inspector.cursor))
        _ = session.apply(.adjust(10))
        _ = session.apply(.write)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == inspectorFlowJSON.replacingOccurrences(of: #""left": -5"#, with: #""left": 5"#))
        #expect(!session.state.isModified)
    }

    @Test func aLayoutRowEditsTheLayoutWideKeyAndAShownRowSaysSo() throws {
        var state = try viewer()
        state.run(.toggleInspector)
        #expect(state.message == "inspector: the layout; click a section or ] for its values too")
        try moveCursor(&state, to: "flow (layout-wide)", "itemSize.width")
        state.press("<")
        #expect(state.flow?.layout.itemSize == Size(width: 70, height: 60))
        let sizes = try inspectorSpec(#"{"sections": [{"itemSizes": [{"width": 40, "height": 30}]}]}"#)
        var sized = ViewerState(spec: sizes, source: .demo(name: "sized"), columns: 100, rows: 30, depth: .monochrome)
        sized.run(.selectSection(1), .toggleInspector)
        let index = try #require(sized.inspectorModel.rows.firstIndex { $0.name == "itemSizes" })
        sized.run(.scroll(columns: 0, rows: index), .adjust(1))
        #expect(sized.message == "itemSizes is shown, not changed here" && sized.spec == sizes)
    }

    @Test func clicksOnThePanelMoveTheCursorAndElsewhereSelectTheSection() throws {
        var state = try viewer()
        state.run(.toggleInspector)
        let panel = InspectorPanel(state)
        #expect(
            panel.frame == CellRect(x: 50, y: 0, width: 50, height: 28),
            "on the right, as tall as the layout above the message line")
        state.run(.click(column: 60, row: 4))
        #expect(state.inspector.cursor == 1 && state.inspector.isOpen, "line 3 of the box: the second row's line")
        // Section 1's first item (x 10–90 pt of 375: columns 2–24) is under row 16 or so: find it.
        let row = try #require((0..<29).first { state.element(atColumn: 5, row: $0)?.section == 1 })
        state.run(.click(column: 5, row: row))
        #expect(state.inspectedSection == 1 && InspectorPanel(state).title == " inspector · section 1 ")
    }

    @Test func thePanelFloatsOppositeTheSelection() throws {
        var state = try viewer()
        state.run(.toggleInspector, .selectItem(ItemPath(section: 0, item: 0)))
        #expect(InspectorPanel(state).frame.x == 50, "item 0.0 is on the left: the panel on the right")
        state.run(.selectItem(ItemPath(section: 0, item: 3)))
        #expect(InspectorPanel(state).frame.x == 0, "item 0.3 ends the line, on the right: the panel on the left")
    }
}
