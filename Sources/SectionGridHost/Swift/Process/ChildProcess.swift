import CSpawn
import Foundation

/// A program the tool runs (the compiler, a compiled layout): in a process group of its own, killed
/// when the tool dies (`sg_spawn`), its standard input, output and error pipes held here. Whatever
/// path the caller takes — an answer, an error thrown, a time-out — the group is killed and the
/// process reaped before the value goes away, so no process is left behind.
final class ChildProcess {
    /// How a child ended.
    enum Termination: Hashable, Sendable {
        /// `exit(status)`.
        case exited(Int32)
        /// Ended by a signal (a trap is SIGILL or SIGTRAP, a crash SIGSEGV or SIGBUS).
        case signalled(Int32)
    }

    let pid: pid_t
    /// The write end of its standard input (closed: −1).
    private(set) var input: Int32
    /// The read ends of its standard output and error.
    let output: Int32
    let errors: Int32
    private var termination: Termination?

    /// Why a program could not be started.
    struct StartError: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "cannot run \(path): \(String(cString: strerror(code)))" }
    }

    /// Starts `path` with `arguments` (after the program's name) in `environment`, in `workingFolder`
    /// (`nil`: the tool's).
    init(path: String, arguments: [String], environment: [String: String], workingFolder: String? = nil) throws {
        var inputPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard sg_pipe(&inputPipe) == 0 else { throw StartError(path: path, code: errno) }
        guard sg_pipe(&outputPipe) == 0 else {
            let code = errno
            inputPipe.forEach { close($0) }
            throw StartError(path: path, code: code)
        }
        guard sg_pipe(&errorPipe) == 0 else {
            let code = errno
            (inputPipe + outputPipe).forEach { close($0) }
            throw StartError(path: path, code: code)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let result = sg_spawn(path, argv, envp, workingFolder, inputPipe[0], outputPipe[1], errorPipe[1])
        close(inputPipe[0])
        close(outputPipe[1])
        close(errorPipe[1])
        guard result > 0 else {
            [inputPipe[1], outputPipe[0], errorPipe[0]].forEach { close($0) }
            throw StartError(path: path, code: -result)
        }
        pid = result
        sg_set_child_group(result)
        input = inputPipe[1]
        output = outputPipe[0]
        errors = errorPipe[0]
    }

    deinit {
        if termination == nil {
            kill()
            _ = waitForExit()
        }
        if input >= 0 { close(input) }
        close(output)
        close(errors)
    }

    /// Writes `bytes` to its standard input; `false` when it no longer reads. A child that has gone
    /// makes the write fail (EPIPE) without ending the tool: SIGPIPE is blocked on this thread for the
    /// write and one it raised is taken back, so the tool's own handling of SIGPIPE is unchanged.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        guard input >= 0 else { return false }
        var pipeSignal = sigset_t()
        var previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        var pending = sigset_t()
        sigpending(&pending)
        let wasPending = sigismember(&pending, SIGPIPE) == 1
        defer {
            sigpending(&pending)
            if !wasPending, sigismember(&pending, SIGPIPE) == 1 {
                var none = timespec(tv_sec: 0, tv_nsec: 0)
                while sigtimedwait(&pipeSignal, nil, &none) < 0, errno == EINTR {}
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Closes its standard input: a layout host then ends.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Kills its whole process group (it and anything it started).
    func kill() {
        guard termination == nil else { return }
        Foundation.kill(-pid, SIGKILL)
        Foundation.kill(pid, SIGKILL)
    }

    /// Waits for it to end (after killing it, or once its output has ended) and reaps it; then kills
    /// what it may have left in its group.
    func waitForExit() -> Termination {
        if let termination { return termination }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let ended: Termination = (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        termination = ended
        Foundation.kill(-pid, SIGKILL)
        sg_set_child_group(0)
        return ended
    }

    /// Makes SIGINT, SIGTERM, SIGHUP and SIGQUIT take the running child's process group down with the
    /// tool (grandchildren included, such as the compiler's jobs); the child itself dies with the tool
    /// in any case (`PR_SET_PDEATHSIG`). For command-line runs: a program with handlers of its own for
    /// these signals keeps them.
    static func takeChildrenDownOnSignals() {
        sg_install_group_reaper()
    }

    /// Kills the process group of every child of the tool (SIGKILL), wherever it was started from: a
    /// compile running on another thread with its jobs, a layout program. On Linux the children are
    /// read from /proc (each leads a group of its own, `sg_spawn`); elsewhere the group started last.
    static func killEveryChildGroup() {
        #if os(Linux)
        let tool = getpid()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == tool else { continue }
            Foundation.kill(-pid, SIGKILL)
            Foundation.kill(pid, SIGKILL)
        }
        #endif
        sg_kill_child_group()
    }
}
