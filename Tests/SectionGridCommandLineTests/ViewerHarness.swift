import Foundation
import Testing

@testable import SectionGridTestSupport

/// The built `sectiongrid` running in a tmux terminal, wrapped by a shell that records the terminal
/// settings (`stty -a`) before and after, writes the exit status to `status.txt` and prints
/// `EXIT=<status>` when it ends.
final class ViewerHarness {
    let tmux: TmuxSession
    let directory: TemporaryDirectory

    /// Runs `sectiongrid arguments` (of `build`) in the harness folder; `prefix` goes before it (e.g.
    /// `ulimit -f 0;`), `wrapper` wraps the process (e.g. `setpriv …` to run as another user), `redirect`
    /// follows it. With `outlivesTerminal` the wrapper shell ignores SIGHUP and ends after writing
    /// `status.txt`, so the status is known after the terminal is closed (`tmux.close()`).
    init(
        arguments: [String], environment: [String: String] = [:], columns: Int = 100, rows: Int = 30,
        build: ViewerBuild = .debug, prefix: String = "", wrapper: String = "", redirect: String = "",
        outlivesTerminal: Bool = false, in folder: TemporaryDirectory? = nil
    ) throws {
        var executable = try build.requireExecutable()
        directory = try folder ?? TemporaryDirectory()
        if !wrapper.isEmpty {
            // Another user may not reach the build folder: run a copy from the (world-readable) test folder.
            let copy = URL(fileURLWithPath: directory.path + "/sectiongrid")
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: executable, to: copy)
            executable = copy
        }
        // A clean environment (`env -i`): the test runner's (NO_COLOR, COLORTERM, …) must not leak in.
        let base = [
            "TERM": "tmux-256color", "LANG": "C.UTF-8", "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": NSTemporaryDirectory(),
        ]
        let variables = base.merging(environment) { $1 }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\(shellQuoted($0.value))" }.joined(separator: " ")
        let command = ([executable.path] + arguments).map(shellQuoted).joined(separator: " ")
        let ending =
            outlivesTerminal
            ? "echo \"$status\" > status.txt"
            : "stty -a > after.txt; echo \"$status\" > status.txt; echo \"EXIT=$status\"; sleep 600"
        let script =
            "cd \(shellQuoted(directory.path)) && stty -a > before.txt; \(outlivesTerminal ? "trap '' HUP; " : "")"
            + "\(prefix) \(wrapper) env -i \(variables) \(command) \(redirect); status=$?; \(ending)"
        tmux = try TmuxSession(command: script, columns: columns, rows: rows)
    }

    /// Waits for the viewer's status bar (its last line mentions the scroll direction, followed by
    /// `RTL` or `dark` while they are on).
    @discardableResult
    func waitForViewer(escapes: Bool = false) throws -> String {
        try #require(
            try tmux.waitFor(escapes: escapes) { screen in
                ["vertical │", "horizontal │", " · RTL", " · dark"].contains { screen.contains($0) }
            },
            "the viewer did not draw its status bar")
    }

    /// Waits for the wrapper shell's `EXIT=` line and returns the status.
    func waitForExit() throws -> Int32? {
        guard let screen = try tmux.waitFor({ $0.contains("EXIT=") }) else { return nil }
        // The shell prints over whatever the terminal still shows: read only the digits.
        let line = screen.split(separator: "\n").first { $0.hasPrefix("EXIT=") } ?? ""
        return Int32(String(line.dropFirst(5).prefix { $0.isNumber }))
    }

    /// Quits with unwritten changes on screen: `q`, which asks about them first, and `q` again; returns
    /// the exit status.
    func quitDroppingUnwrittenChanges() throws -> Int32? {
        try tmux.send("q")
        try #require(try tmux.waitFor { $0.contains(unwrittenChangesQuestion) } != nil, "q asks about the unwritten changes")
        try tmux.send("q")
        return try waitForExit()
    }

    /// The exit status the wrapper shell wrote to `status.txt` (after `after.txt`), waiting up to
    /// `timeout` seconds; `nil` if none came.
    func recordedStatus(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let text = try? String(contentsOfFile: directory.path + "/status.txt", encoding: .utf8),
                let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return status
            }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }

    /// The terminal settings before the viewer ran and after it ended.
    func terminalSettings() throws -> (before: String, after: String) {
        let before = try String(contentsOfFile: directory.path + "/before.txt", encoding: .utf8)
        let after = try String(contentsOfFile: directory.path + "/after.txt", encoding: .utf8)
        return (before, after)
    }

    /// The viewer's process id (the wrapper shell's child).
    func viewerPID() throws -> Int32? {
        let shell = try tmux.panePID()
        let children = try? TmuxSession.run("/usr/bin/env", ["pgrep", "-P", "\(shell)", "sectiongrid"])
        return children.flatMap { Int32($0.split(separator: "\n").first ?? "") }
    }
}

/// What `q` and Esc ask while the screen holds changes written nowhere.
let unwrittenChangesQuestion = "unwritten changes: w writes them, q quits without them, any other key stays"

/// The screen's lines without the last (status) line.
func layoutLines(_ screen: String) -> [Substring] {
    Array(screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2))
}

/// The column of the first box corner in the first line that has one.
func firstBoxColumn(_ screen: String) -> Int? {
    for line in screen.split(separator: "\n") {
        if let index = line.firstIndex(of: "┌") { return line.distance(from: line.startIndex, to: index) }
    }
    return nil
}
