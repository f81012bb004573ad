import SectionGridSession
import SectionGridViewer
import Testing

@testable import SectionGridTestSupport

/// The line mode reads characters only, a line at a time: its help lists exactly the keys it reads — no
/// Tab, Shift-arrows, Ctrl keys, Esc, Enter or mouse, which cannot be typed into a line.
@Suite("Line mode: its help lists what it reads")
struct LineModeHelpTests {
    /// The keys a help row lists (`space` for the space bar; `/` separates alternatives).
    private func keys(ofRow keys: String) -> [Character] {
        keys.split(separator: " ").filter { $0 != "/" }.map { $0 == "space" ? " " : Character(String($0)) }
    }

    @Test func everyListedKeyIsACharacterTheLineModeReads() {
        let map = KeyMap.lineMode
        for row in map.helpRows {
            for key in keys(ofRow: row.keys) {
                #expect(map.command(for: .character(key)) != nil, "\(row.keys): \(key)")
            }
        }
    }

    @Test func nothingThatCannotBeTypedIsListed() {
        let text = KeyMap.lineMode.helpRows.map { "\($0.keys) \($0.action)" }.joined(separator: "\n")
        for word in ["Tab", "Shift", "Ctrl", "Esc", "Enter", "click", "drag", "PgUp", "Home", "Delete", "arrows", "↑", "←"] {
            #expect(!text.contains(word), "\(word)")
        }
    }

    @Test func everyCharacterKeyOfTheViewerIsStillRead() {
        let characters = KeyMap.standard.bindings.flatMap { binding in
            binding.keys.split(separator: " ").filter { $0.count == 1 || $0 == "space" }
                .map { $0 == "space" ? Character(" ") : Character(String($0)) }
        }
        #expect(characters.count > 30)
        for character in Set(characters) where KeyMap.standard.command(for: .character(character)) != nil {
            #expect(
                KeyMap.lineMode.command(for: .character(character)) == KeyMap.standard.command(for: .character(character)),
                "\(character)")
        }
    }

    @Test func questionMarkShowsTheLineModesHelp() throws {
        var viewer = LineModeViewer(
            state: try demoViewer(depth: .monochrome),
            saver: SpecSaver(source: .demo(name: "sections")))
        var lines: [String?] = ["q", "?"]
        var printed: [String] = []
        #expect(
            viewer.run(
                readLine: { lines.popLast() ?? nil }, write: { printed.append($0) },
                pendingSignal: { nil }, terminalSize: { (100, 30) }) == 0)
        let help = try #require(printed.filter { !$0.hasPrefix("keys") }.last)
        #expect(help.contains("│ k j h l    scroll one cell "), "\(help)")
        #expect(help.contains("│ U          undo (every edit and tweak) "))
        #expect(help.contains("│ ?          this help "))
        for word in ["Tab", "Shift-arrows", "click / drag", "Ctrl-L", "Esc", "section inset,"] {
            #expect(!help.contains(word), "\(word)")
        }
    }
}
