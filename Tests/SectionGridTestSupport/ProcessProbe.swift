import Foundation

/// What Linux's /proc says about a process: whether it still runs, and how much CPU time it has used.
struct ProcessProbe {
    let pid: Int32

    /// The fields of /proc/PID/stat after the command name (state first), or `nil` once it is gone.
    private var fields: [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let name = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: name)...].split(separator: " ")
    }

    /// True while the process exists and has not ended (a zombie has ended).
    var isRunning: Bool {
        guard let state = fields?.first else { return false }
        return state != "Z" && state != "X"
    }

    /// True while the process sleeps (waits for input, a signal or a timeout), not running or ready to run.
    var isSleeping: Bool { fields?.first == "S" }

    /// User plus system CPU time so far, in seconds.
    var cpuSeconds: Double? {
        guard let fields, fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
        else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Polls every 2 ms until the process has ended; how long that took, or `nil` after `timeout`.
    func waitForEnd(timeout: Duration = .seconds(10)) -> Duration? {
        var waits = RunQueueWait(pids: [])
        return waitForEnd(timeout: timeout, sampling: &waits)
    }

    /// `waitForEnd(timeout:)`, reading `waits` at every poll (so the run-queue time of the process is
    /// read up to its end).
    func waitForEnd(timeout: Duration = .seconds(10), sampling waits: inout RunQueueWait) -> Duration? {
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < timeout {
            waits.sample()
            if !isRunning { return clock.now - start }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return nil
    }
}

extension ProcessProbe {
    /// The processes whose parent is `pid` (zombies left out).
    static func children(of pid: Int32) -> [Int32] {
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init)
        return pids.filter { child in
            guard let fields = ProcessProbe(pid: child).fields else { return false }
            return fields.count > 1 && Int32(fields[1]) == pid && fields[0] != "Z"
        }
    }

    /// Every process below `pid`: its children, theirs, and so on.
    static func descendants(of pid: Int32) -> [Int32] {
        let children = children(of: pid)
        return children + children.flatMap(descendants)
    }

    /// Polls `condition` every 10 ms for up to `limit`; its last answer.
    static func poll(_ limit: Duration, until condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < limit {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }
}
