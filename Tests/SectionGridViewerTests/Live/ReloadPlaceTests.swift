import Foundation
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// A reload keeps the user's place (the anchor rule), the selected section, item and tweak parameter.
@Suite("Live reload: the place and the selections stay")
struct ReloadPlaceTests {
    @Test func theFirstWholeItemStaysWhereItWasAndTheSelectionsStay() throws {
        let live = try LiveViewer()
        let scroll = Array(repeating: ScriptedTerminal.Step.key(.character("j")), count: 10)
        let (session, _) = try live.run(
            [.key(.character("]")), .key(.tab)] + scroll + [
                .key(.character("s")),
                .run { try live.rename(liveSpec(inset: 30)) },
                .wait(milliseconds: 300),
            ])
        let state = session.state
        // At y 75 the first whole item is 0.4 (y 104); 20 pt more inset above it moves it, and the view, by 20.
        #expect(state.viewport.contentOffset.y == 95)
        #expect(state.selection.scope == .section(0) && state.selection.parameter == .backgroundMargin)
        #expect(state.items.isSelecting && state.items.selected == ItemPath(section: 0, item: 4))
        #expect(state.statusLine.contains("background margin top = 0 · section 0"))
    }

    @Test func aSelectionTheNewFileNoLongerHasGoes() throws {
        let live = try LiveViewer()
        let (session, _) = try live.run([
            .key(.mouse(MouseEvent(action: .click, column: 10, row: 6))),
            .key(.character("]")), .key(.character("]")),
            .run {
                let two = ",\n    {\"title\": \"Two\", \"items\": 8, \"background\": {\"color\": \"cyan\"}}"
                #expect(liveSpec().contains(two))
                try live.rename(
                    liveSpec().replacingOccurrences(of: two, with: "")
                        .replacingOccurrences(of: "\"items\": 12", with: "\"items\": 0"))
            },
            .wait(milliseconds: 300),
        ])
        #expect(session.state.spec.sectionCount == 1, "the file now has one empty section")
        #expect(session.state.selection.scope == .section(0) && session.state.items.selected == nil)
    }
}

/// `line` without its trailing blanks.
private func trimmed(_ line: String) -> String { String(line.reversed().drop { $0 == " " }.reversed()) }

/// What happens to the watched file — deleted, a folder in its place, too large — is one line on the
/// message line; nothing crashes and nothing is written.
@Suite("Live reload: a file gone wrong")
struct ReloadRobustnessTests {
    @Test(
        "one line, the last good layout kept, nothing written",
        arguments: ["deleted", "a directory", "too large"])
    func aFileGoneWrong(_ what: String) throws {
        let live = try LiveViewer()
        let expected: String
        switch what {
        case "deleted": expected = "no such file"
        case "a directory": expected = "is a directory, not a spec file"
        default: expected = "is larger than the maximum of 67108864 bytes (64 MiB)"
        }
        let (session, terminal) = try live.run(
            [
                .run {
                    switch what {
                    case "deleted": try FileManager.default.removeItem(atPath: live.path)
                    case "a directory":
                        try FileManager.default.removeItem(atPath: live.path)
                        try FileManager.default.createDirectory(atPath: live.path, withIntermediateDirectories: false)
                    default: _ = truncate(live.path, 65 << 20)
                    }
                    live.watcher.touch()
                },
                .wait(milliseconds: 500),
                .key(.character("w")),
            ], columns: 200)
        let notice = terminal.frames[1].grid.plainLines()[28]
        #expect(trimmed(notice) == "error: \(live.path): \(expected); last good layout kept")
        #expect(terminal.frames[1].grid.plainLines().prefix(28) == terminal.frames[0].grid.plainLines().prefix(28))
        #expect(session.state.spec.itemCount(inSection: 0) == 12)
        let files = try FileManager.default.contentsOfDirectory(atPath: live.folder.path).sorted()
        if what == "deleted" {
            #expect(files == ["layout.json"] && live.text == liveSpec(), "w writes a file that is gone again")
            #expect(session.state.chrome.fileNotice == nil)
        } else {
            #expect(files == ["layout.json", "layout.sectiongrid.json"], "w never writes over what is there now")
            #expect(trimmed(terminal.messageLines.last ?? "").hasPrefix("layout.json unreadable as a spec: kept it, wrote"))
        }
    }

    @Test func aDeletedFileThatComesBackIsShown() throws {
        let live = try LiveViewer()
        let (session, _) = try live.run([
            .run {
                try FileManager.default.removeItem(atPath: live.path)
                live.watcher.touch()
            },
            .wait(milliseconds: 500),
            .run { try live.rewrite(liveSpec(secondItems: 2)) },
            .wait(milliseconds: 200),
        ])
        #expect(session.state.spec.itemCount(inSection: 1) == 2 && session.state.chrome.fileNotice == nil)
    }
}
