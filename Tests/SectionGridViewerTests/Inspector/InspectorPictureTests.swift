@testable import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

/// Pictures of the inspector panel on the screen.
@Suite("Viewer: the inspector's pictures")
struct InspectorPictureTests {
    private func state(columns: Int, rows: Int) throws -> ViewerState {
        let spec = try inspectorSpec(#"{"flow": {"itemSize": {"width": 100, "height": 60}}, "sections": [{"items": 2}]}"#)
        return ViewerState(spec: spec, source: .demo(name: "tiny"), columns: columns, rows: rows, depth: .monochrome)
    }

    private func expectScreen(_ state: ViewerState, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = state.screenLines
        guard actual != expected else { return }
        Issue.record(Comment(rawValue: "screen differs; actual:\n" + actual.map { "            \"\($0)\"," }.joined(separator: "\n")),
                     sourceLocation: sourceLocation)
    }

    /// 60 columns: a 40-column box on the right (the section spans the screen), the cursor on the
    /// 25th row (the layout-wide background's `margin.top`) in the middle of the box, UIKit's names on
    /// lines of their own; the message line (empty here) stays clear.
    @Test func aNarrowPanelPutsUIKitsNameUnderTheRowAndScrollsToTheCursor() throws {
        var state = try state(columns: 60, rows: 14)
        state.run(.selectSection(1), .toggleInspector, .scroll(columns: 0, rows: 24))
        expectScreen(state, [
            "┌──────────────┐    ╭─ inspector · section 0 ──────────────╮",
            "│              │    │    UIKit decoration frame (custom)   │",
            "│     0.0      │    │  includeHeader         false default │",
            "│              │    │    UIKit decoration frame (custom)   │",
            "└──────────────┘    │  includeFooter         false default │",
            "                    │    UIKit decoration frame (custom)   │",
            "                    │  margin.top                0 default │",
            "                    │    UIKit decoration frame inset.top  │",
            "                    │  margin.left               0 default │",
            "                    │    UIKit decoration frame inset.left │",
            "                    │  margin.bottom             0 default │",
            "                    ╰─ 25/81 · + - > < change · Enter clo…─╯",
            "                                                            ",
            " ↕ vertical │ section inset top = 0 · section 0 │ y 0 pt    ",
        ])
    }

    /// The cursor's row in reverse video across the box's inside, its UIKit line too; headings bold.
    @Test func theCursorsRowIsReversedAndHeadingsAreBold() throws {
        var state = try state(columns: 60, rows: 14)
        state.run(.selectSection(1), .toggleInspector, .scroll(columns: 0, rows: 24))
        let grid = ViewerScreen.render(state)
        for x in 21...58 {
            #expect(grid.style(atX: x, y: 6).attributes.contains(.reverse), "margin.top, column \(x)")
            #expect(grid.style(atX: x, y: 7).attributes.contains(.reverse), "its UIKit name, column \(x)")
            #expect(!grid.style(atX: x, y: 8).attributes.contains(.reverse), "the next row, column \(x)")
        }
        #expect(!grid.style(atX: 20, y: 6).attributes.contains(.reverse), "the border is not")
        state.run(.scroll(columns: 0, rows: -24))
        let top = ViewerScreen.render(state)
        #expect(top.plainLines()[1].hasSuffix("│ layout                               │"))
        #expect(top.style(atX: 22, y: 1).attributes.contains(.bold), "the heading")
    }

    /// 200 columns: the widest box, 96 columns, with UIKit's names as a fourth column.
    @Test func aWidePanelShowsUIKitsNameAsAColumn() throws {
        var state = try state(columns: 200, rows: 12)
        state.run(.toggleInspector, .scroll(columns: 0, rows: 6))
        expectScreen(state, [
            "┌───────────────────────────────────────────────────┐                    ┌──────────────────────────────╭─ inspector · layout ─────────────────────────────────────────────────────────────────────────╮",
            "│                                                   │                    │                              │  contentInset.bottom                           0 default collectionView.contentInset.bottom  │",
            "│                                                   │                    │                              │  contentInset.right                            0 default collectionView.contentInset.right   │",
            "│                                                   │                    │                              │  backgroundColor                            none default collectionView.backgroundColor      │",
            "│                                                   │                    │                              │ flow (layout-wide)                                                                           │",
            "│                                                   │                    │                              │  itemSize.width                              100 layout  itemSize.width                      │",
            "│                                                   │                    │                              │  itemSize.height                              60 layout  itemSize.height                     │",
            "│                        0.0                        │                    │                        0.1   │  minimumLineSpacing                           10 default minimumLineSpacing                  │",
            "│                                                   │                    │                              │  minimumInteritemSpacing                      10 default minimumInteritemSpacing             │",
            "│                                                   │                    │                              ╰─ 7/50 · + - > < change · Enter closes ───────────────────────────────────────────────────────╯",
            "│                                                   │                    │                                                    │                                                                         ",
            " ↕ vertical │ section inset top = 0 · all sections │ y 0 pt (0%)      │ zoom 1× │ demo tiny │ ? help                                                                                                    ",
        ])
    }
}
