import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

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
        Issue.record(
            Comment(rawValue: "screen differs; actual:\n" + actual.map { "            \"\($0)\"," }.joined(separator: "\n")),
            sourceLocation: sourceLocation)
    }

    /// 60 columns: a 40-column box on the right (the section spans the screen), the cursor on the
    /// 27th row (the layout-wide background's `margin.top`) in the middle of the box, UIKit's names on
    /// lines of their own; the message line (empty here) stays clear.
    @Test func aNarrowPanelPutsUIKitsNameUnderTheRowAndScrollsToTheCursor() throws {
        var state = try state(columns: 60, rows: 14)
        state.run(.selectSection(1), .toggleInspector, .scroll(columns: 0, rows: 26))
        expectScreen(
            state,
            [
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
                "                    ╰─ 27/83 · + - > < change · Enter clo…─╯",
                "                                                            ",
                " ↕ vertical │ section inset top = 0 · section 0 │ y 0 pt    ",
            ])
    }

    /// The cursor's row in reverse video across the box's inside, its UIKit line too; headings bold.
    @Test func theCursorsRowIsReversedAndHeadingsAreBold() throws {
        var state = try state(columns: 60, rows: 14)
        state.run(.selectSection(1), .toggleInspector, .scroll(columns: 0, rows: 26))
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
        state.run(.toggleInspector, .scroll(columns: 0, rows: 8))
        expectScreen(
            state,
            [
                "┌───────────────────────────────────────────────────┐                    ┌──────────────────────────────╭─ inspector · layout ─────────────────────────────────────────────────────────────────────────╮",
                "│                                                   │                    │                              │  backgroundColor                            none default collectionView.backgroundColor      │",
                "│                                                   │                    │                              │  layoutDirection                     leftToRight default traitCollection.layoutDirection     │",
                "│                                                   │                    │                              │  appearance                                light default traitCollection.userInterfaceStyle  │",
                "│                                                   │                    │                              │ flow (layout-wide)                                                                           │",
                "│                                                   │                    │                              │  itemSize.width                              100 layout  itemSize.width                      │",
                "│                                                   │                    │                              │  itemSize.height                              60 layout  itemSize.height                     │",
                "│                        0.0                        │                    │                        0.1   │  minimumLineSpacing                           10 default minimumLineSpacing                  │",
                "│                                                   │                    │                              │  minimumInteritemSpacing                      10 default minimumInteritemSpacing             │",
                "│                                                   │                    │                              ╰─ 9/52 · + - > < change · Enter closes ───────────────────────────────────────────────────────╯",
                "│                                                   │                    │                                                    │                                                                         ",
                " ↕ vertical │ section inset top = 0 · all sections │ y 0 pt (0%)      │ zoom 1× │ demo tiny │ ? help                                                                                                    ",
            ])
    }
}

extension InspectorPictureTests {
    /// A file on a device: the device's rows say `device` where the preset gives the value and
    /// `layout` where the file does (its own margins), at 100×30 with UIKit's names under the rows;
    /// the safe area the iPhone 16 gives (59 pt at the top: eight rows) is the dotted band.
    @Test func theDeviceRowsSayWhereEachValueComesFrom() throws {
        let text =
            #"{"device": "iphone-16", "layoutMargins": {"top": 0, "left": 8, "bottom": 0, "right": 8}, "sections": [{"items": 2}]}"#
            + "\n"
        let spec = try inspectorSpec(text)
        var state = ViewerState(
            spec: spec, source: .file(path: "layout.json"), columns: 100, rows: 30, depth: .monochrome,
            document: SpecDocument(spec: spec, text: Array(text.utf8)))
        state.run(.toggleInspector)
        let index = try #require(state.inspectorModel.index("device", "device"))
        state.run(.scroll(columns: 0, rows: index))
        expectScreen(
            state,
            [
                "··················································╭─ inspector · layout ───────────────────────────╮",
                "··················································│  border.color                    black default │",
                "··················································│    UIKit layer.borderColor                     │",
                "··················································│  shadow.radius                       3 default │",
                "··················································│    UIKit layer.shadowRadius                    │",
                "··················································│  shadow.opacity                      0 default │",
                "··················································│    UIKit layer.shadowOpacity                   │",
                "··················································│  shadow.color                    black default │",
                "┌───────────┐    ┌───────────┐                    │    UIKit layer.shadowColor                     │",
                "│           │    │           │                    │  shadow.offset.width                 0 default │",
                "│    0.0    │    │    0.1    │                    │    UIKit layer.shadowOffset.width              │",
                "│           │    │           │                    │  shadow.offset.height               -3 default │",
                "│           │    │           │                    │    UIKit layer.shadowOffset.height             │",
                "└───────────┘    └───────────┘                    │ device                                         │",
                "                                                  │  device                      iphone-16 layout  │",
                "                                                  │    UIKit UIDevice / UIScreen (preset)          │",
                "                                                  │  viewport.width                    393 device  │",
                "                                                  │    UIKit collectionView.bounds.size.width      │",
                "                                                  │  viewport.height                   852 device  │",
                "                                                  │    UIKit collectionView.bounds.size.height     │",
                "                                                  │  safeAreaInsets.top                 59 device  │",
                "                                                  │  safeAreaInsets.left                 0 device  │",
                "                                                  │  safeAreaInsets.bottom              34 device  │",
                "                                                  │  safeAreaInsets.right                0 device  │",
                "                                                  │  layoutMargins.top                   0 layout  │",
                "··················································│  layoutMargins.left                  8 layout  │",
                "··················································│  layoutMargins.bottom                0 layout  │",
                "··················································╰─ 41/52 · + - > < change · Enter closes ────────╯",
                "····································································································",
                " ↕ vertical │ section inset top = 0 · all sections │ y 0 pt (0%)     │ zoom 1× │ layout.json        ",
            ])
    }
}
