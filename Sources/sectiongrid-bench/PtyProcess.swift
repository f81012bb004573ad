#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run on a pseudo-terminal of a given size, as a user's terminal runs the viewer: its output
/// is drained (so it never blocks on a full terminal) and counted, keys can be typed, and on Linux its
/// context switches are read from `/proc`.
final class PtyProcess {
    let pid: pid_t
    private let master: Int32
    /// Bytes the program has written to the terminal so far.
    private(set) var outputBytes = 0

    /// Starts `arguments` (the first is the program's path) on a new `columns × rows` terminal with
    /// `environment`; `nil` when no terminal or process could be made.
    init?(_ arguments: [String], environment: [String: String], columns: Int, rows: Int) {
        guard let (master, slavePath) = PtyProcess.openPty() else { return nil }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, slavePath, O_RDWR, 0)
        }
        posix_spawn_file_actions_addclose(&actions, master)
        // A session of its own, with the terminal as its controlling one (opened first after setsid).
        posix_spawnattr_setflags(&attributes, Int16(PtyProcess.setsidFlag))
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else {
            close(master)
            return nil
        }
        self.pid = pid
        self.master = master
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    /// A new pseudo-terminal: its master side and the path of its other side.
    private static func openPty() -> (Int32, String)? {
        #if os(Linux)
        // posix_openpt and friends need _XOPEN_SOURCE, which Swift's Glibc module lacks: /dev/ptmx and
        // its ioctls (TIOCSPTLCK to unlock, TIOCGPTN for the number) do the same.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            close(master)
            return nil
        }
        return (master, "/dev/pts/\(number)")
        #else
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            if master >= 0 { close(master) }
            return nil
        }
        return (master, String(cString: name))
        #endif
    }

    #if canImport(Glibc)
    private static let setsidFlag: Int32 = 0x80 // POSIX_SPAWN_SETSID (glibc 2.26)
    #else
    private static let setsidFlag: Int32 = 0x400 // POSIX_SPAWN_SETSID (macOS 10.15)
    #endif

    deinit { close(master) }

    /// Reads what the program wrote for `seconds`, returning as soon as it has been quiet for `quiet`
    /// seconds (when given) after writing something.
    func drain(seconds: Double, quiet: Double? = nil) {
        let end = Stopwatch.now() + UInt64(seconds * 1e9)
        var lastOutput: UInt64?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Stopwatch.now() < end {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                outputBytes += count
                lastOutput = Stopwatch.now()
            } else if let quiet, let lastOutput, Stopwatch.now() - lastOutput > UInt64(quiet * 1e9) {
                return
            }
        }
    }

    /// Types `text` on the terminal.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// The context switches of all the program's threads so far (voluntary + involuntary), from
    /// `/proc/PID/task/*/status`; `nil` where there is no `/proc`.
    func contextSwitches() -> Int? {
        guard let tasks = opendir("/proc/\(pid)/task") else { return nil }
        defer { closedir(tasks) }
        var total = 0
        var found = false
        while let entry = readdir(tasks) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.first?.isNumber == true, let status = PtyProcess.readText("/proc/\(pid)/task/\(name)/status") else {
                continue
            }
            for line in status.split(separator: "\n")
            where line.hasPrefix("voluntary_ctxt_switches:") || line.hasPrefix("nonvoluntary_ctxt_switches:") {
                total += Int(line.split(separator: ":")[1].trimmingPrefix(while: { $0 == " " || $0 == "\t" })) ?? 0
                found = true
            }
        }
        return found ? total : nil
    }

    /// The CPU time (user + system) the program has used so far, in seconds, from `/proc/PID/stat`.
    func cpuSeconds() -> Double? {
        guard let stat = PtyProcess.readText("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Ends the program: types `quit`, then waits up to two seconds before killing it. Its exit status
    /// (`nil` when it had to be killed).
    @discardableResult
    func finish(typing quit: String) -> Int32? {
        type(quit)
        let end = Stopwatch.now() + 2_000_000_000
        var status: Int32 = 0
        while Stopwatch.now() < end {
            drain(seconds: 0.02)
            if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xFF }
        }
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return nil
    }

    /// The whole text of a small file (of `/proc`, whose size `stat` does not tell), or `nil`.
    static func readText(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
