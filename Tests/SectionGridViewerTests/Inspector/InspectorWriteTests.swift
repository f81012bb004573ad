import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// The inspector's new edits through the viewer as keys would make them — an item's size (`s`, then
/// Enter), a device key, an absent header added — each undoable, marking the file, and written by `w`
/// exactly, the rest of the file as it was.
@Suite("Viewer: inspector edits written by w")
struct InspectorWriteTests {
    static let flowText = """
        {
          "flow": {"minimumLineSpacing": 1e1},
          "sections": [{"title": "One", "itemSizes": [{"width": 80, "height": 60}, {"width": 40.0, "height": 60}]}]
        }

        """

    static let compositionalText = """
        {
          "layout": "compositional",
          "sections": [{"items": 3, "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 50},
            "item": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}]
        }

        """

    private func session(_ text: String) throws -> (ViewerSession, String) {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: text)
        let setup = ViewerSetup(try LoadedSpec(file: path))
        return (ViewerSession(state: setup.state(columns: 100, rows: 30, depth: .monochrome), saver: setup.saver), path)
    }

    private func press(_ session: inout ViewerSession, _ keys: Key...) {
        for key in keys {
            if let command = session.state.keyMap.command(for: key) { _ = session.apply(command) }
        }
    }

    @Test func anItemsSizeAndTheDeviceAreWrittenExactly() throws {
        var (session, path) = try session(Self.flowText)
        // `s` selects item 0.0 (and section 0), → moves to 0.1; Enter opens the panel on them.
        press(&session, .character("s"), .right, .enter)
        #expect(session.state.inspector.isOpen && session.state.items.selected == ItemPath(section: 0, item: 1))
        // → three groups on (layout, flow, background): the section's; ↓↓ its item's width.
        press(&session, .right, .right, .right, .character("+"))
        #expect(session.state.message == "title is text: w your changes, then edit it in the file; the viewer reloads it")
        #expect(!session.state.isModified, "the title row changes nothing")
        press(&session, .down, .down)
        let model = session.state.inspectorModel
        #expect(model.rows[session.state.inspector.cursor].name == "itemSizes[1].width")
        press(&session, .character(">"), .character("+"))
        #expect(session.state.message == "U undoes: section 0 \"One\" itemSizes[1].width = 51")
        #expect(session.state.isModified)
        // → → past the section's background to the device: + picks the first preset.
        press(&session, .right, .right, .character("+"))
        #expect(session.state.message == "U undoes: device device = iphone-se")
        #expect(session.state.spec.viewport == Size(width: 375, height: 667) && session.state.spec.safeAreaInsets.top == 20)
        press(&session, .character("w"))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written == """
                {
                  "device": "iphone-se",
                  "flow": {"minimumLineSpacing": 1e1},
                  "sections": [{"title": "One", "itemSizes": [{"width": 80, "height": 60}, {"width": 51, "height": 60}]}]
                }

                """)
        #expect(!session.state.isModified)
        press(&session, .character("U"))
        #expect(session.state.spec.device == nil && session.state.isModified, "undone like any change")
    }

    @Test func anAbsentHeaderIsAddedAndWritten() throws {
        var (session, path) = try session(Self.compositionalText)
        press(&session, .character("]"), .enter)
        let index = try #require(session.state.inspectorModel.index("section 0 header", "header"))
        _ = session.apply(.scroll(columns: 0, rows: index))
        press(&session, .character("+"))
        #expect(session.state.message == "U undoes: section 0 header header = yes")
        #expect(session.state.layout.attributes(kind: .header, section: 0)?.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        press(&session, .character("w"))
        // The header goes after the group, set off as the section's members are (on the group's line).
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == """
                {
                  "layout": "compositional",
                  "sections": [{"items": 3, "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 50},
                    "item": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}, "header": {
                    "width": {"fractionalWidth": 1},
                    "height": {"estimated": 44}
                  }}]
                }

                """)
    }
}
