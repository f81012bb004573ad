import CellGrid
import SectionGridSession
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// A scripted terminal: keys to hand out, then nothing; records what was drawn.
final class FakeTerminal: TerminalDevice {
    var size: (columns: Int, rows: Int)
    let depth: ColorDepth = .palette256
    var keys: [Key]
    var signalAfterKeys: Int32?
    var closesAfterKeys = false
    private(set) var frames: [Grid] = []
    private(set) var reads = 0

    init(columns: Int = 100, rows: Int = 30, keys: [Key]) {
        size = (columns, rows)
        self.keys = keys
    }

    func draw(_ grid: Grid) { frames.append(grid) }

    private(set) var invalidations = 0
    func invalidate() { invalidations += 1 }

    func nextKey(timeoutMilliseconds: Int32) -> Key? {
        reads += 1
        return keys.isEmpty ? nil : keys.removeFirst()
    }

    func takeExitStatusFromSignal() -> Int32? { keys.isEmpty ? signalAfterKeys : nil }

    var isInputClosed: Bool { keys.isEmpty && closesAfterKeys }
}

@Suite("Viewer session: the run loop")
struct ViewerSessionTests {
    private func session(_ name: String = "sections") throws -> ViewerSession {
        let state = try demoViewer(name)
        return ViewerSession(state: state, saver: SpecSaver(source: .demo(name: name)))
    }

    @Test func drawsEachChangeAndQuitsWithZero() throws {
        var viewer = try session()
        let terminal = FakeTerminal(keys: [.character("j"), .character("y"), .down, .character("q"), .character("j")])
        #expect(viewer.run(on: terminal) == 0)
        #expect(terminal.frames.count == 3, "the first frame, j, ↓ — not y (unbound) nor anything after q")
        #expect(terminal.keys == [.character("j")])
        #expect(viewer.state.viewport.contentOffset.y == 15)
        #expect(terminal.frames.last == ViewerScreen.render(viewer.state))
    }

    @Test func resizeKeysRelayoutAtTheTerminalsNewSize() throws {
        var viewer = try session()
        let terminal = FakeTerminal(keys: [.resize, .escape])
        terminal.size = (60, 20)
        #expect(viewer.run(on: terminal) == 0)
        #expect(viewer.state.screenSize == (60, 20))
        #expect(terminal.frames.allSatisfy { $0.width == 60 && $0.height == 20 })
    }

    @Test func exitSignalsEndWithTheirStatus() throws {
        var viewer = try session()
        let terminal = FakeTerminal(keys: [.character("o")])
        terminal.signalAfterKeys = 143
        #expect(viewer.run(on: terminal) == 143)
        #expect(viewer.state.spec.scrollDirection == .horizontal)
    }

    @Test func closedInputEndsInsteadOfSpinning() throws {
        var viewer = try session()
        let terminal = FakeTerminal(keys: [.character("j")])
        terminal.closesAfterKeys = true
        #expect(viewer.run(on: terminal) == ViewerSession.inputClosedStatus)
        #expect(terminal.reads == 2)
    }

    @Test func mouseWheelScrollsAndClickSelects() throws {
        var viewer = try session()
        let terminal = FakeTerminal(keys: [
            .mouse(MouseEvent(action: .wheelDown, column: 5, row: 5)),
            .mouse(MouseEvent(action: .click, column: 10, row: 6)), .character("q"),
        ])
        #expect(viewer.run(on: terminal) == 0)
        #expect(viewer.state.viewport.contentOffset.y == 22.5, "three rows")
        let lastFrame = try #require(terminal.frames.last).plainLines()
        #expect(lastFrame[28].hasPrefix("cell 0.0 — frame (10, 34, 80, 60) pt"), "the click's report, above the status bar")
        #expect(viewer.state.selection.scope == .section(0))
    }
}

@Suite("Viewer session: repainting")
struct ViewerRepaintTests {
    @Test func controlLRepaintsTheWholeScreen() throws {
        var session = ViewerSession(
            state: try demoViewer("sections"),
            saver: SpecSaver(source: .demo(name: "sections")))
        let terminal = FakeTerminal(keys: [.character("j"), .control("l"), .character("q")])
        #expect(session.run(on: terminal) == 0)
        #expect(terminal.invalidations == 1)
        #expect(terminal.frames.count == 3, "the first frame, after j, after Ctrl-L")
        #expect(terminal.frames[2].plainLines() == terminal.frames[1].plainLines(), "the same picture, all of it sent again")
    }
}

@Suite("Viewer screen: crowded layouts")
struct ViewerOverviewTests {
    @Test func aScreenOfDustSaysItIsAnOverview() throws {
        let spec = try decodeSpec(
            """
            {"flow": {"itemSize": {"width": 1, "height": 1}, "minimumLineSpacing": 0, "minimumInteritemSpacing": 0},
             "sections": [{"items": 1000000}]}
            """)
        let state = ViewerState(spec: spec, source: .file(path: "dust.json"), columns: 100, rows: 30, depth: .palette256)
        let lines = ViewerScreen.render(state).plainLines()
        #expect(lines[28].hasPrefix("z zooms in for boxes and labels: too many items on screen"), "\(lines[28])")
        #expect(lines[0] == String(repeating: "█", count: 100))
        let ordinary = ViewerScreen.render(try demoViewer("large")).plainLines()
        #expect(!ordinary.contains { $0.contains("too many items on screen") })
    }
}

@Suite("Viewer screen: the key help on short screens")
struct HelpScrollTests {
    @Test func theHelpScrollsWhenTheScreenIsShort() throws {
        var state = try demoViewer("sections", columns: 60, rows: 16)
        let offset = state.viewport.contentOffset
        let count = state.helpLines.count
        #expect(count == state.keyMap.helpRows.count + 2, "the bindings, and two lines of what Tab cycles through")
        state.press("?")
        var lines = ViewerScreen.render(state).plainLines()
        #expect(lines[0].contains(" keys 1–14 of \(count) — ↑↓ scroll, ? closes "), "\(lines[0])")
        #expect(lines[1].contains("↑ ↓ ← → / k j h l"))
        state.press("jjjjjjjjjjjjjjjjjjjj")
        #expect(state.helpScroll == count - 14, "stops at the last line")
        #expect(state.viewport.contentOffset == offset, "the layout did not scroll under the help")
        lines = ViewerScreen.render(state).plainLines()
        #expect(lines[14].contains("q Esc") && lines[14].contains("quit"), "\(lines[14])")
        state.press("g")
        #expect(state.helpScroll == 0)
        state.press("j?")
        #expect(!state.showsHelp)
        state.press("?")
        #expect(state.helpScroll == 0, "the help opens at its top")
        state.press("?j")
        #expect(
            state.viewport.contentOffset == Point(x: offset.x, y: offset.y + 12.5),
            "with the help closed the keys scroll the layout, a row of 12.5 pt")
    }

    @Test func aTallScreenShowsAllTheHelpAndScrollsTheLayout() throws {
        var state = try demoViewer("sections", columns: 100, rows: 30)
        state.press("?")
        let lines = ViewerScreen.render(state).plainLines()
        #expect(lines.contains { $0.contains(" keys — ? closes ") })
        let offset = state.viewport.contentOffset
        state.press("j")
        #expect(state.helpScroll == 0 && state.viewport.contentOffset == Point(x: offset.x, y: offset.y + 7.5))
    }
}

@Suite("Viewer: the mouse wheel")
struct WheelTests {
    @Test func theWheelScrollsAlongTheScrollAxis() throws {
        var state = try demoViewer("large") // 375 pt over 100 columns: 3.75 pt a column, 7.5 a row
        let map = state.keyMap
        let down = try #require(map.command(for: .mouse(MouseEvent(action: .wheelDown, column: 1, row: 1))))
        let up = try #require(map.command(for: .mouse(MouseEvent(action: .wheelUp, column: 1, row: 1))))
        state.run(down)
        #expect(state.viewport.contentOffset == Point(x: 0, y: 22.5), "three rows")
        state.run(up, .toggleDirection, .scrollToStart)
        let start = state.viewport.contentOffset
        state.run(down, down)
        #expect(
            state.viewport.contentOffset.x == start.x + 2 * 6 * state.viewport.scale.pointsPerColumn,
            "scrolling horizontally, a notch is six columns")
        #expect(state.viewport.contentOffset.y == start.y)
    }
}
