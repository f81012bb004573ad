import Foundation

/// How long processes spent ready to run but waiting for a CPU, from Linux's /proc/PID/schedstat
/// (its second field: nanoseconds on a run queue, of the process's main thread). A latency target is
/// about what the program does — sleeping in its wait, working — not about a machine shared with
/// other builds: subtracting this from the wall time measured removes only the time the scheduler
/// held the program back, so the target itself stays as strict.
struct RunQueueWait {
    /// The processes watched.
    let pids: [Int32]
    private var first: [Int32: UInt64] = [:]
    private var last: [Int32: UInt64] = [:]

    /// Starts counting for `pids` (a process that is not there counts nothing).
    init(pids: [Int32]) {
        self.pids = pids
        for pid in pids {
            if let wait = RunQueueWait.nanoseconds(of: pid) {
                first[pid] = wait
                last[pid] = wait
            }
        }
    }

    /// Takes another reading (call it while the processes may still be running: an ended one keeps
    /// its last reading).
    mutating func sample() {
        for pid in pids where first[pid] != nil {
            if let wait = RunQueueWait.nanoseconds(of: pid) { last[pid] = wait }
        }
    }

    /// The time waited for a CPU since `init`, over all the processes (after a last `sample()`).
    mutating func waited() -> Duration {
        sample()
        let total = pids.reduce(UInt64(0)) { sum, pid in
            guard let start = first[pid], let end = last[pid], end >= start else { return sum }
            return sum + (end - start)
        }
        return .nanoseconds(Int64(clamping: total))
    }

    /// The run-queue time of `pid`'s main thread so far, `nil` when unreadable.
    static func nanoseconds(of pid: Int32) -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        return fields.count >= 2 ? UInt64(fields[1].trimmingCharacters(in: .whitespacesAndNewlines)) : nil
    }
}
