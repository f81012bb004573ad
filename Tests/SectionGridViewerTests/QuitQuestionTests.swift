import Foundation
import SectionGridSession
import SectionGridViewer
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// What `q` and Esc say while the screen holds changes written nowhere.
let quitQuestion = "unwritten changes: w writes them, q quits without them, any other key stays"

@Suite("Quitting with unwritten changes asks first")
struct QuitQuestionTests {
    @Test func withoutChangesQAndEscQuitAtOnce() throws {
        var state = try demoViewer()
        #expect(state.run(.quit) == .quit)
        #expect(state.run(.closeOrQuit) == .quit)
        state.press("+-")
        #expect(!state.isModified && state.run(.quit) == .quit, "a tweak taken back leaves nothing unwritten")
    }

    @Test(
        "the first q or Esc asks on the message line, a second q or Esc quits",
        arguments: [(ViewerCommand.quit, ViewerCommand.quit), (.closeOrQuit, .quit), (.quit, .closeOrQuit)])
    func theFirstQuitAsks(_ first: ViewerCommand, _ second: ViewerCommand) throws {
        var state = try demoViewer()
        state.press("+")
        #expect(state.statusLine.contains("│ demo sections *"), "\(state.statusLine)")
        #expect(state.run(first) == .none)
        #expect(state.message == quitQuestion)
        #expect(state.screenLines[28].hasPrefix(quitQuestion), "on the message line")
        #expect(state.run(second) == .quit)
    }

    @Test func anyOtherKeyStays() throws {
        var state = try demoViewer()
        state.press("+q")
        state.press("j")
        #expect(state.message == nil && state.viewport.contentOffset.y == 7.5, "j scrolls and the question goes")
        #expect(state.run(.quit) == .none, "the question is asked again")
        #expect(state.message == quitQuestion)
    }

    @Test func aTerminalTooSmallShowsTheQuestionToo() throws {
        var state = try demoViewer(columns: 30, rows: 8)
        state.run(.resize(columns: 100, rows: 30))
        state.press("+")
        state.run(.resize(columns: 78, rows: 8))
        #expect(state.run(.quit) == .none)
        let lines = state.screenLines
        #expect(lines.contains { $0.contains("terminal too small") })
        #expect(lines.contains { $0.contains("unwritten changes: w writes them, q quits without them, any other key") })
        #expect(state.run(.quit) == .quit)
    }

    @Test func wDuringTheQuestionWritesAndThenQQuitsAtOnce() throws {
        let folder = try TemporaryDirectory()
        var session = ViewerSession(
            state: try demoViewer(), saver: SpecSaver(source: .demo(name: "sections"), demoFolder: folder.path))
        let terminal = FakeTerminal(keys: [.character("+"), .character("q"), .character("w"), .character("q"), .character("j")])
        #expect(session.run(on: terminal) == 0)
        #expect(terminal.keys == [.character("j")], "the q after w quit")
        #expect(terminal.frames.map { $0.plainLines()[28] }.contains { $0.hasPrefix(quitQuestion) })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sectiongrid-sections.json"])
        #expect(!session.state.hasUnwrittenChanges && !session.state.isModified)
    }

    @Test func theLineModeAsksTheSameWay() throws {
        let folder = try TemporaryDirectory()
        var viewer = LineModeViewer(
            state: try demoViewer(depth: .monochrome),
            saver: SpecSaver(source: .demo(name: "sections"), demoFolder: folder.path))
        var lines: [String?] = ["qq", "j", "+q"]
        var printed: [String] = []
        let status = viewer.run(
            readLine: { lines.popLast() ?? nil }, write: { printed.append($0) },
            pendingSignal: { nil }, terminalSize: { (100, 30) })
        #expect(status == 0, "the second q of the last line quits")
        #expect(lines.isEmpty)
        let screens = printed.filter { !$0.hasPrefix("keys") }.map { $0.split(separator: "\n").map(String.init) }
        #expect(screens.count == 3, "the first screen, after +q and after j")
        #expect(screens[1][27].hasPrefix(quitQuestion), "\(screens[1][27])")
        #expect(!screens[2][27].hasPrefix(quitQuestion), "j stays and the question goes")
    }
}
