import Foundation
import SectionGridCommandLine
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Hostile terminals and failing disks: the viewer never crashes, garbles the terminal or loses a file.
@Suite("Viewer robustness (tmux)", .serialized, TmuxSession.required)
struct ViewerRobustnessTests {
    @Test func aResizeStormEndsWithTheRightScreen() throws {
        // Monochrome, so the screen can be compared with a plain snapshot cell for cell.
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["NO_COLOR": "1"])
        try viewer.waitForViewer()
        for step in 0..<20 {
            try viewer.tmux.resize(columns: 40 + (step * 37) % 90, rows: 8 + (step * 11) % 30)
            Thread.sleep(forTimeInterval: 0.05)
        }
        try viewer.tmux.resize(columns: 100, rows: 30)
        var output = ""
        var error = ""
        _ = SectionGridCLI.run(arguments: ["snapshot", "--demo", "sections", "--size", "100x30"], output: &output, error: &error)
        let expected = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let screen = try viewer.tmux.waitFor {
            $0.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }.prefix(30) == expected.prefix(30)[...]
        }
        #expect(screen != nil, "after 20 resizes the screen is exactly a fresh 100×30 render")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    /// Below 40×10 the screen is exactly the "too small" message, centred and cut to the width, and the
    /// viewer recovers when the terminal grows. At 1×1 the message is cut to its first letter, and the
    /// only cell is the bottom-right one, which a terminal can write only when it can turn off automatic
    /// margins (xterm's `rmam`; tmux-256color has none, so ncurses leaves that cell blank there).
    @Test(
        "tiny terminals show exactly the too-small message",
        arguments: [
            (1, 1, "xterm-256color", ["t"]),
            (20, 5, "tmux-256color", ["", "terminal too small:…", "     (now 20×5)", "", ""]),
            (
                39, 10, "tmux-256color",
                [
                    "", "", "", "", "    terminal too small: need 40×10", "              (now 39×10)",
                    "", "", "", "",
                ]
            ),
            (
                40, 9, "tmux-256color",
                [
                    "", "", "", "     terminal too small: need 40×10", "               (now 40×9)",
                    "", "", "", "",
                ]
            ),
        ])
    func tinyTerminals(_ columns: Int, _ rows: Int, _ term: String, _ screen: [String]) throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "cards"], environment: ["TERM": term])
        try viewer.waitForViewer()
        try viewer.tmux.resize(columns: columns, rows: rows)
        let shown = try viewer.tmux.waitFor { screenLines($0) == screen }
        #expect(shown != nil, "\(columns)×\(rows): \((try? viewer.tmux.capture()).map(screenLines) ?? [])")
        try viewer.tmux.resize(columns: 100, rows: 30)
        try viewer.waitForViewer()
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    /// 40×10 is the smallest terminal the layout is drawn in: exactly the snapshot of that size.
    @Test func theMinimumSizeDrawsTheLayout() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "cards"], environment: ["NO_COLOR": "1"])
        try viewer.waitForViewer()
        try viewer.tmux.resize(columns: 40, rows: 10)
        var output = ""
        var error = ""
        #expect(
            SectionGridCLI.run(
                arguments: ["snapshot", "--demo", "cards", "--size", "40x10"],
                output: &output, error: &error) == 0)
        let expected = screenLines(output)
        #expect(expected.count == 10 && expected[3].contains("┌─") && !output.contains("too small"), "boxes, not the message")
        let shown = try viewer.tmux.waitFor { screenLines($0) == expected }
        #expect(shown != nil, "40×10: \((try? viewer.tmux.capture()).map(screenLines) ?? [])")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func dumbTerminalsGetTheLineMode() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["TERM": "dumb"])
        let first = try #require(try viewer.tmux.waitFor { $0.contains("keys (? help, q quit, Enter next page)>") })
        #expect(first.contains("░") && first.contains("↕ vertical │"))
        #expect(!first.contains("\u{1B}"))
        try viewer.tmux.send("o", "Enter")
        #expect(try viewer.tmux.waitFor { $0.contains("↔ horizontal │") } != nil)
        try viewer.tmux.send("qq", "Enter") // the second q answers the question about the unwritten o
        #expect(try viewer.waitForExit() == 0)
    }

    /// tmux sends End as `ESC [ 4 ~`, which xterm's description spells `ESC O F`: the viewer must not take
    /// such sequences (or Alt-x, or an F-key it does not use) for a lone Escape, which quits.
    @Test func unnamedEscapeSequencesDoNotQuit() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["TERM": "xterm-256color"])
        try viewer.waitForViewer()
        try viewer.tmux.send("End")
        #expect(try viewer.tmux.waitFor { $0.contains("(100%)") } != nil, "End (ESC [ 4 ~) jumps to the end")
        try viewer.tmux.send("M-x", "F5", "Home")
        #expect(try viewer.tmux.waitFor { $0.contains("y 0 pt (0%)") } != nil, "still running after Alt-x and F5")
        try viewer.tmux.send("Escape")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func anUnknownTerminalTypeIsOneLine() throws {
        let viewer = try ViewerHarness(
            arguments: ["--demo", "sections"], environment: ["TERM": "no-such-terminal"],
            redirect: "2> err.txt")
        #expect(try viewer.waitForExit() == 2)
        #expect(
            try String(contentsOfFile: viewer.directory.path + "/err.txt", encoding: .utf8)
                == "error: unknown terminal type \"no-such-terminal\" (no terminfo entry); try TERM=xterm-256color\n")
        let settings = try viewer.terminalSettings()
        #expect(settings.before == settings.after)
    }

    @Test func noColorIsMonochromeWithSectionsApart() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["NO_COLOR": "1"])
        let screen = try viewer.waitForViewer(escapes: true)
        #expect(!screen.contains("48;5;") && !screen.contains("38;5;"))
        let plain = try viewer.tmux.capture()
        #expect(plain.contains("░") && plain.contains("▒"), "adjacent sections use different fills")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func eightColourTerminalsUseTheBasicColours() throws {
        let viewer = try ViewerHarness(arguments: ["--demo", "sections"], environment: ["TERM": "xterm"])
        let screen = try viewer.waitForViewer(escapes: true)
        #expect(!screen.contains("48;5;"))
        #expect(screen.contains("\u{1B}[42m") && screen.contains("\u{1B}[46m"), "green and cyan backgrounds")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func writeUpdatesTheSpecFile() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: #"{"sections": [{"items": 6}]}"#)
        let viewer = try ViewerHarness(arguments: ["layout.json"], in: folder)
        try viewer.waitForViewer()
        try viewer.tmux.send("+", "+", "w")
        #expect(try viewer.tmux.waitFor { $0.contains("wrote layout.json") } != nil)
        #expect(try SpecFile.load(path: path).flowLayout?.sectionInset.top == 2)
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    @Test func aReadOnlyFolderKeepsTheOriginal() throws {
        let folder = try TemporaryDirectory()
        let content = #"{"sections": [{"items": 6}]}"#
        try FileManager.default.createDirectory(atPath: folder.path + "/ro", withIntermediateDirectories: false)
        let path = try folder.file("ro/layout.json", contents: content)
        chmod(folder.path + "/ro", 0o555)
        defer { chmod(folder.path + "/ro", 0o755) }
        // Root writes anywhere: as root, run the viewer as nobody (who does not own the folder).
        let wrapper = getuid() == 0 ? "setpriv --reuid=nobody --regid=nogroup --clear-groups" : ""
        let viewer = try ViewerHarness(arguments: ["ro/layout.json"], wrapper: wrapper, in: folder)
        chmod(folder.path, 0o755)
        try viewer.waitForViewer()
        try viewer.tmux.send("+", "w")
        let screen = try #require(try viewer.tmux.waitFor { $0.contains("not saved") })
        #expect(screen.contains("not saved (Permission denied): ro/layout.json unchanged; cannot create a file in"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
        #expect(try viewer.quitDroppingUnwrittenChanges() == 0)
    }

    @Test func aFullDiskKeepsTheOriginal() throws {
        let folder = try TemporaryDirectory()
        let content = #"{"sections": [{"items": 6}]}"#
        let path = try folder.file("layout.json", contents: content)
        // No file may grow: writing the temporary file fails (EFBIG) as on a full disk.
        let viewer = try ViewerHarness(arguments: ["layout.json"], prefix: "trap '' XFSZ; ulimit -f 0;", in: folder)
        try viewer.waitForViewer()
        try viewer.tmux.send("+", "w")
        let screen = try #require(try viewer.tmux.waitFor { $0.contains("not saved") })
        #expect(screen.contains("not saved (File too large): layout.json unchanged; cannot write"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") } == [],
            "the temporary file is removed")
        #expect(try viewer.quitDroppingUnwrittenChanges() == 0)
    }
}

/// Needs no tmux, so it runs everywhere.
@Test func standardInputNotATerminalIsOneLine() throws {
    let executable = try #require(sectiongridExecutable())
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--demo", "sections"]
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(outputText == "")
    #expect(
        errorText
            == "error: standard input is not a terminal; the viewer needs one (use `sectiongrid snapshot` or `sectiongrid frames` for output to files and pipes)\n"
    )
}

/// A screen (a capture or a snapshot) as lines without trailing blanks, which `capture-pane` leaves out.
func screenLines(_ screen: String) -> [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .map { String($0.reversed().drop { $0 == " " }.reversed()) }
}
