import Foundation

/// A real terminal for end-to-end tests: a detached tmux session on its own server socket, running a
/// shell command, with keys sent and the screen captured (`capture-pane -p [-e]`).
final class TmuxSession {
    let socket = "sectiongrid-tests-" + UUID().uuidString.prefix(8)
    let name = "t"

    /// Starts `command` (run by `sh -c`) in a `columns × rows` terminal.
    init(command: String, columns: Int = 100, rows: Int = 30) throws {
        let status = spawnDetached(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name,
                                    "-x", "\(columns)", "-y", "\(rows)", command])
        guard status == 0 else { throw TmuxFailure(command: "tmux new-session", status: status) }
    }

    deinit { try? tmux(["kill-server"]) }

    /// Sends keys by tmux name (`"j"`, `"Tab"`, `"Escape"`, `"C-c"`).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Types `text` into the pane byte for byte (`send-keys -l`), e.g. a terminal's mouse report.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// The screen as text (`escapes: true` keeps the SGR colour sequences).
    func capture(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", name] + (escapes ? ["-e"] : []))
    }

    /// Resizes the terminal.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The terminal device of the pane (what the program in it writes to).
    func paneTTY() throws -> String {
        try tmux(["display-message", "-p", "-t", name, "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls until two captures in a row, 0.1 s apart, are the same (the program has finished drawing).
    func waitForStillScreen(escapes: Bool = false, timeout: Double = 10) throws -> String? {
        var last = try capture(escapes: escapes)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            let screen = try capture(escapes: escapes)
            if screen == last { return screen }
            last = screen
        }
        return nil
    }

    /// The process id of the shell running in the pane.
    func panePID() throws -> Int32 {
        Int32(try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Polls the screen until `condition` holds (returns that screen) or `timeout` seconds pass (nil).
    @discardableResult
    func waitFor(escapes: Bool = false, timeout: Double = 10, _ condition: (String) -> Bool) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let screen = try capture(escapes: escapes)
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try TmuxSession.run("/usr/bin/env", ["tmux", "-L", socket] + arguments)
    }

    /// Runs a program, returning its standard output; throws when it fails.
    @discardableResult
    static func run(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TmuxFailure(command: ([path] + arguments).joined(separator: " "), status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// True when tmux can be run.
    static var isAvailable: Bool { (try? run("/usr/bin/env", ["tmux", "-V"])) != nil }
}

struct TmuxFailure: Error, CustomStringConvertible {
    var command: String
    var status: Int32
    var description: String { "\(command) exited with \(status)" }
}
