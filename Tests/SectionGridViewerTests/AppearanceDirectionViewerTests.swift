import CellGrid
import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// Issue 14 §4–5 in the viewer: `A` switches the spec's appearance (UIKit's dark values for dynamic
/// colours, HIG tables), the status bar names `RTL` and `dark` while they are on, the inspector cycles
/// both, `U` undoes, and `w` writes only those keys, colour names as written.
@Suite("Viewer: appearance and right to left")
struct AppearanceDirectionViewerTests {
    /// 100 columns over 200 points: 2 points a column, 4 a row. One section of two 40×40 items on a
    /// systemGray6 background, insets 8; the collection view's background systemBackground.
    static let json = """
        {
          "viewport": {"width": 200, "height": 400},
          "backgroundColor": "systemBackground",
          "flow": {"itemSize": {"width": 40, "height": 40}, "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}},
          "sections": [{"items": 2, "background": {"color": "systemGray6"}}]
        }

        """

    func viewer(_ text: String = json) throws -> ViewerState {
        let spec = try decodeSpec(text)
        return ViewerState(
            spec: spec, source: .file(path: "layout.json"), columns: 100, rows: 30, depth: .truecolor,
            document: SpecDocument(spec: spec, text: Array(text.utf8)))
    }

    @Test func aSwitchesToDarkAndBack() throws {
        var state = try viewer()
        // A background cell (between the items, x 50…60 points: column 27) and the canvas below the section.
        let light = ViewerScreen.render(state)
        #expect(light.style(atX: 27, y: 4).background == .rgb(242, 242, 247), "systemGray6, light")
        #expect(light.style(atX: 27, y: 20).background == .rgb(255, 255, 255), "systemBackground, light")
        #expect(!state.statusLine.contains("dark"))
        state.press("A")
        #expect(state.spec.appearance == .dark && state.isModified)
        #expect(state.message?.hasPrefix("appearance: dark") == true)
        let dark = ViewerScreen.render(state)
        #expect(dark.style(atX: 27, y: 4).background == .rgb(28, 28, 30), "systemGray6, dark")
        #expect(dark.style(atX: 27, y: 20).background == .rgb(0, 0, 0), "systemBackground, dark")
        #expect(state.statusLine.hasPrefix(" ↕ vertical · dark │"))
        state.run(.undo)
        #expect(state.spec.appearance == .light && !state.isModified)
        state.press("AA")
        #expect(state.spec.appearance == .light && !state.isModified, "A A comes back: nothing to write")
    }

    @Test func rightToLeftPutsTheFirstItemAtTheRight() throws {
        let state = try viewer(
            Self.json.replacingOccurrences(of: "\"viewport\"", with: "\"layoutDirection\": \"rightToLeft\", \"viewport\""))
        // Items 40 wide on 184 points: the one line on the grid's three columns, 8, 80 and 152 left to
        // right; right to left item 0 is at 152…192 (columns 76…96) and item 1 at 80…120 (40…60).
        #expect(state.layout.itemFrame(section: 0, item: 0) == Rect(x: 152, y: 8, width: 40, height: 40))
        #expect(state.layout.itemFrame(section: 0, item: 1) == Rect(x: 80, y: 8, width: 40, height: 40))
        let line = Array(state.screenLines[6])
        func column(_ label: String) -> Int? {
            let text = Array(label)
            return line.indices.first { Array(line[$0..<min(line.count, $0 + text.count)]) == text }
        }
        #expect(column("0.0").map { (76..<96).contains($0) } == true, "\(String(line))")
        #expect(column("0.1").map { (40..<60).contains($0) } == true, "\(String(line))")
        #expect(state.statusLine.hasPrefix(" ↕ vertical · RTL │"))
    }

    @Test func theInspectorCyclesBoth() throws {
        var state = try viewer()
        state.run(.toggleInspector)
        for (name, expected) in [("layoutDirection", "rightToLeft"), ("appearance", "dark")] {
            let index = try #require(state.inspectorModel.index("layout", name))
            state.run(.scroll(columns: 0, rows: index - state.inspector.cursor))
            #expect(state.inspectorModel.row(at: index)?.value == (name == "appearance" ? "light" : "leftToRight"))
            #expect(state.inspectorModel.row(at: index)?.source == .default)
            state.run(.adjust(1))
            #expect(state.inspectorModel.row(at: index)?.value == expected)
            #expect(state.inspectorModel.row(at: index)?.source == .layout)
        }
        #expect(state.spec.layoutDirection == .rightToLeft && state.spec.appearance == .dark)
        #expect(state.layout.itemFrame(section: 0, item: 0)?.minX == 152)
        #expect(state.statusLine.hasPrefix(" ↕ vertical · RTL dark │"))
    }

    @Test func writingBackAddsOnlyTheKeysAndKeepsColourNames() throws {
        let folder = try TemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let path = try folder.file("layout.json", contents: Self.json)
        let setup = ViewerSetup(try LoadedSpec(file: path))
        var session = ViewerSession(state: setup.state(columns: 100, rows: 30, depth: .monochrome), saver: setup.saver)
        for key in "Aw" { _ = session.apply(try #require(session.state.keyMap.command(for: .character(key)))) }
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written
                == Self.json.replacingOccurrences(
                    of: "  \"backgroundColor\"", with: "  \"appearance\": \"dark\",\n  \"backgroundColor\""))
        for key in "Aw" { _ = session.apply(try #require(session.state.keyMap.command(for: .character(key)))) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.json, "back to light: the key goes again")
    }

    /// A horizontally scrolling right-to-left layout opens at its right end, where section 0 is; Home
    /// and End go to the right and left ends.
    @Test func horizontalRightToLeftStartsAtTheRight() throws {
        let text = """
            {"layoutDirection": "rightToLeft", "scrollDirection": "horizontal", "viewport": {"width": 375, "height": 200},
             "sections": [{"items": 40}]}
            """
        var state = try viewer(text)
        let far = state.viewport.maximumOffset(contentSize: state.layout.contentSize).x
        #expect(far > 0)
        #expect(state.viewport.contentOffset.x == far, "opens at the right end")
        #expect(state.layout.itemFrame(section: 0, item: 0)?.maxX == state.layout.contentSize.width)
        state.run(.scrollToEnd)
        #expect(state.viewport.contentOffset.x == state.viewport.minimumOffset.x)
        state.run(.scrollToStart)
        #expect(state.viewport.contentOffset.x == far)
        state.run(.zoom(1))
        state.run(.scrollToStart, .zoom(-1))
        #expect(
            state.viewport.contentOffset.x == state.viewport.maximumOffset(contentSize: state.layout.contentSize).x,
            "zooming at the start keeps the start")
    }
}

/// Editing items right to left: the `sections` demo mirrored at 100×45 (column c shows what column
/// 99 − c shows left to right: item 0.0 at columns 76–96, 1.1 at 52–72). Lines run leftwards, so ←
/// leads to the next item and the half of an item nearer the right is before it.
@Suite("Viewer: editing items right to left")
struct RightToLeftItemEditingTests {
    func viewer() throws -> ViewerState {
        var spec = try #require(BuiltInDemos.spec(named: "sections"))
        spec.layoutDirection = .rightToLeft
        return ViewerState(spec: spec, source: .demo(name: "sections"), columns: 100, rows: 45, depth: .palette256)
    }

    @Test func leftLeadsToTheNextItem() throws {
        var state = try viewer()
        state.run(.click(column: 86, row: 8))
        #expect(state.items.selected == ItemPath(section: 0, item: 0))
        state.press("s")
        state.run(.scroll(columns: -1, rows: 0))
        #expect(state.items.selected == ItemPath(section: 0, item: 1), "← is the next item")
        state.run(.scroll(columns: 1, rows: 0), .scroll(columns: 1, rows: 0))
        #expect(state.items.selected == ItemPath(section: 0, item: 0), "→ back, and no further than the first")
    }

    @Test func theRightHalfOfAnItemIsBeforeIt() throws {
        var state = try viewer()
        state.run(.click(column: 89, row: 6), .drag(column: 88, row: 8), .drag(column: 69, row: 30))
        let drop = try #require(state.items.drag?.drop)
        #expect(drop.destination == ItemPath(section: 1, item: 1), "the right half of 1.1: before it")
        let lines = ViewerScreen.render(state).plainLines()
        for row in 28..<36 {
            #expect(Array(lines[row])[73] == "┃", "the marker in the gap right of 1.1, row \(row)")
        }
        state.run(.drag(column: 55, row: 30))
        #expect(state.items.drag?.drop?.destination == ItemPath(section: 1, item: 2), "its left half: after it")
    }
}

/// `H`/`L` on a right-to-left orthogonal row: it starts at the right, so `H` (left) scrolls it on —
/// the cells move right, showing the ones waiting at the left — and `L` back to its start.
@Suite("Viewer: orthogonal rows right to left")
struct RightToLeftOrthogonalRowTests {
    @Test func hScrollsTheRowOnAndLBack() throws {
        // The example of docs/devices.md: four groups 150 wide, spacing 10, insets 16 and 8, on 375.
        let spec = try decodeSpec(
            """
            {"layout": "compositional", "layoutDirection": "rightToLeft",
             "sections": [{"items": 4, "group": {"axis": "horizontal", "width": {"absolute": 150}, "height": {"absolute": 100},
                                                 "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}},
                           "interGroupSpacing": 10, "contentInsets": {"top": 0, "leading": 16, "bottom": 0, "trailing": 8},
                           "orthogonalScrollingBehavior": "continuous"}]}
            """)
        var state = ViewerState(spec: spec, source: .file(path: "row.json"), columns: 100, rows: 30, depth: .palette256)
        let section = try #require(state.layout.orthogonalSections.first)
        let resting = try #require(state.layout.itemFrame(section: section, item: 0))
        #expect(resting.maxX > state.layout.contentSize.width / 2, "item 0 starts at the right")
        state.press("L")
        #expect((state.viewport.orthogonalOffsets[section] ?? 0) == 0, "L at the start goes nowhere")
        state.press("H")
        let offset = try #require(state.viewport.orthogonalOffsets[section])
        #expect(offset > 0, "\(state.message ?? "")")
        let moved = state.layout.elements(
            in: Rect(x: -1e6, y: resting.minY, width: 2e6, height: resting.height),
            context: state.viewport.scrollContext
        )
        .first { $0.kind == .cell && $0.section == section && $0.item == 0 }
        #expect(moved?.frame.minX == resting.minX + offset, "the cells move right by the offset")
        state.press("L")
        #expect(state.viewport.orthogonalOffsets[section] == 0)
    }
}
