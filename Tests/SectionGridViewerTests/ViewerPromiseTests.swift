import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// The viewer's smaller promises: what acts on a too-small terminal, Esc, monochrome colour schemes,
/// the range of tweaks, and the help's list of what Tab cycles through.
@Suite("Viewer promises")
struct ViewerPromiseTests {
    @Test func aTooSmallTerminalTakesOnlyQuitHelpAndResize() throws {
        var state = try demoViewer()
        state.press("jj")
        let viewport = state.viewport
        let spec = state.spec
        let selection = state.selection
        state.run(.resize(columns: 20, rows: 5))
        #expect(!state.fitsScreen)
        state.press("o+>tiIczZr[]*2jfGgHL")
        #expect(state.run(.nextParameter, .click(column: 3, row: 2), .wheel(2), .write) == .none)
        #expect(state.spec == spec && state.selection == selection && state.scheme == .spec && state.zoom == 1)
        #expect(state.message == nil)
        state.press("?")
        #expect(state.showsHelp)
        #expect(state.run(.closeOrQuit) == .none, "Esc closes the help")
        #expect(!state.showsHelp)
        state.run(.resize(columns: 100, rows: 30))
        #expect(state.viewport == viewport, "back where it was, nothing applied blind")
        #expect(state.statusLine.hasPrefix(" ↕ vertical │ section inset top = 10 · all sections │ y 15 pt"))
        state.run(.resize(columns: 20, rows: 5))
        #expect(state.run(.quit) == .quit)
        #expect(state.run(.closeOrQuit) == .quit)
    }

    @Test func escClosesTheHelpAndQuitsElsewhere() throws {
        var state = try demoViewer()
        let escape = try #require(state.keyMap.command(for: .escape))
        state.press("?")
        #expect(state.apply(escape) == .none)
        #expect(!state.showsHelp)
        #expect(!state.screenLines.joined().contains("keys — ? closes"))
        #expect(state.apply(escape) == .quit)
        state.press("?")
        #expect(state.run(.quit) == .quit, "q quits with the help open")
    }

    @Test func inMonochromeColourSchemesDoNotApply() throws {
        var state = try demoViewer(depth: .monochrome)
        state.press("c")
        #expect(state.scheme == .spec)
        #expect(state.message == "colour schemes do not apply: monochrome (NO_COLOR, or no colours)")
        #expect(state.screenLines[28].hasPrefix("colour schemes do not apply"))
    }

    @Test func insetsAndSpacingsGoNegative() throws {
        var state = try demoViewer()
        state.press("<<") // section inset top 10 → −10
        #expect(state.flow?.layout.sectionInset.top == -10)
        #expect(state.layout.itemFrame(section: 0, item: 0)?.minY == 14, "24 pt header, then −10")
        #expect(state.statusLine.contains("section inset top = -10 · all sections"))
        state.run(.nextParameter, .nextParameter, .nextParameter) // line spacing 10 → −5
        state.press("<<+++++")
        #expect(state.flow?.layout.minimumLineSpacing == -5)
        state.run(.nextParameter) // inter-item spacing 10 → −1
        state.press("<-")
        #expect(state.flow?.layout.minimumInteritemSpacing == -1)
        state.run(.previousParameter, .previousParameter) // content inset
        state.press("1<")
        #expect(state.spec.contentInset.top == -10)
        #expect(state.message == nil)
    }

    @Test func insetsStopAtTheSpecLimitAndSaySo() throws {
        let spec = try decodeSpec(#"{"flow": {"sectionInset": {"top": -9999995}}, "sections": [{"items": 3}]}"#)
        var state = ViewerState(spec: spec, source: .file(path: "deep.json"), columns: 100, rows: 30, depth: .palette256)
        state.press("-")
        #expect(state.flow?.layout.sectionInset.top == -9_999_996)
        #expect(state.message == nil)
        state.press("<") // −10,000,006 is beyond the limit
        #expect(state.flow?.layout.sectionInset.top == -10_000_000)
        #expect(state.message == "section inset stops at -10000000: the most a spec allows")
        state.press("<")
        #expect(state.flow?.layout.sectionInset.top == -10_000_000)
        #expect(state.message == "section inset stops at -10000000: the most a spec allows")
    }

    @Test func sizesStopAtZeroAndSaySo() throws {
        var state = try demoViewer()
        for _ in 0..<5 { state.run(.nextParameter) } // item size, 80×60
        state.press("1<<<<<")
        #expect(state.flow?.layout.itemSize == Size(width: 80, height: 10))
        #expect(state.message == nil)
        state.press("<")
        #expect(state.flow?.layout.itemSize == Size(width: 80, height: 0))
        #expect(state.message == "item size stops at 0: sizes and radii cannot be negative")
        state.press("-")
        #expect(state.flow?.layout.itemSize == Size(width: 80, height: 0))
        #expect(state.message == "item size stops at 0: sizes and radii cannot be negative")
        #expect(state.screenLines[28].hasPrefix("item size stops at 0"))
        state.run(.nextParameter) // corner radius 0
        state.press("-")
        #expect(state.message == "corner radius stops at 0: sizes and radii cannot be negative")
    }

    @Test func compositionalInsetsAndSpacingsGoNegative() throws {
        var state = try pagingRowViewer()
        state.press("]]1<<") // section 1's contentInsets top 10 → −10
        guard case .compositional(let compositional) = state.spec.engine else {
            Issue.record("not compositional")
            return
        }
        #expect(compositional.sections[1].section.contentInsets.top == -10)
        state.run(.nextParameter, .nextParameter, .nextParameter) // interGroupSpacing 8 → −2
        state.press("<")
        guard case .compositional(let after) = state.spec.engine else {
            Issue.record("not compositional")
            return
        }
        #expect(after.sections[1].section.interGroupSpacing == -2)
        #expect(
            state.layout.itemFrame(section: 1, item: 2)?.minY == state.layout.itemFrame(section: 1, item: 0).map { $0.maxY - 2 })
    }

    @Test func theHelpListsWhatTabCyclesThrough() throws {
        var flow = try demoViewer()
        flow.press("?")
        let flowLines = flow.screenLines
        // The help box is centred, so its rows move as keys are added: find the Tab row, then the two after.
        let tab = try #require(
            flowLines.firstIndex { $0.contains("│ Tab Shift-Tab          choose what to tweak                      │") })
        #expect(flowLines[tab + 1].contains("│   section inset, background margin, content inset, line spacing, │"))
        #expect(flowLines[tab + 2].contains("│   inter-item spacing, item size, corner radius                   │"))
        var compositional = try demoViewer("compositional")
        compositional.press("?")
        let help = compositional.helpLines
        let compositionalTab = try #require(help.firstIndex { $0.hasPrefix("Tab Shift-Tab") })
        #expect(
            help[(compositionalTab + 1)...(compositionalTab + 3)] == [
                "  contentInsets, background contentInsets, content inset,",
                "  interGroupSpacing, group interItemSpacing, group size,",
                "  corner radius",
            ])
    }
}
