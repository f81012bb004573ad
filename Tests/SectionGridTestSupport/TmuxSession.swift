import Foundation
import Testing

/// A real terminal for end-to-end tests: a detached tmux session on its own server socket, running a
/// shell command, with keys sent and the screen captured (`capture-pane -p [-e]`). Closing it (or letting
/// it go) ends the server and removes its socket.
final class TmuxSession {
    let socket = "sectiongrid-tests-" + UUID().uuidString.prefix(8)
    let name = "t"
    /// The server's socket file (in tmux's socket folder, e.g. /tmp/tmux-0/), which the server leaves
    /// behind when it is killed.
    private(set) var socketPath: String?

    /// Starts `command` (run by `sh -c`) in a `columns × rows` terminal.
    init(command: String, columns: Int = 100, rows: Int = 30) throws {
        guard TmuxSession.isAvailable else { throw TmuxFailure.notInstalled }
        let status = spawnDetached([
            "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name,
            "-x", "\(columns)", "-y", "\(rows)", command,
        ])
        guard status == 0 else { throw TmuxFailure(command: "tmux new-session", status: status) }
        do {
            socketPath = try tmux(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Ends the server — the terminal closes under whatever runs in it — and removes its socket. Safe to
    /// call more than once.
    func close() {
        _ = try? tmux(["kill-server"])
        if let socketPath { unlink(socketPath) }
        socketPath = nil
    }

    /// The process id of the tmux server.
    func serverPID() throws -> Int32 {
        Int32(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

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

    /// Copies everything the program in the pane writes to the terminal from now on to the file at `path`
    /// (`pipe-pane`): the bytes themselves, escape sequences and all.
    func pipeOutput(to path: String) throws {
        try tmux(["pipe-pane", "-t", name, "-o", "cat > " + shellQuoted(path)])
    }

    /// Resizes the terminal.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The terminal device of the pane (what the program in it writes to).
    func paneTTY() throws -> String {
        try tmux(["display-message", "-p", "-t", name, "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process id of the shell running in the pane.
    func panePID() throws -> Int32 {
        Int32(try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
            ?? -1
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
    static let isAvailable: Bool = (try? run("/usr/bin/env", ["tmux", "-V"])) != nil

    /// Runs a suite where tmux is installed, and always under CI, where a missing tmux fails the tests
    /// instead of skipping them.
    static var required: ConditionTrait {
        .enabled(if: isAvailable || isContinuousIntegration, "needs tmux (under CI=true a missing tmux fails)")
    }
}

struct TmuxFailure: Error, CustomStringConvertible {
    var description: String

    init(command: String, status: Int32) {
        description = "\(command) exited with \(status)"
    }

    private init(description: String) {
        self.description = description
    }

    static let notInstalled = TmuxFailure(description: "tmux is not installed (the end-to-end tests need it)")
}

/// `text` as one word of a POSIX shell command line.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
