#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's load average (runnable processes over the last 1, 5 and 15 minutes; /proc/loadavg on
/// Linux): timings taken on a loaded machine read slower, so every run reports it at its start and end.
struct LoadAverage: Sendable {
    var one: Double
    var five: Double
    var fifteen: Double

    /// Now, or `nil` where the system does not say.
    static func now() -> LoadAverage? {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return nil }
        return LoadAverage(one: loads[0], five: loads[1], fifteen: loads[2])
    }

    /// `0.42 0.59 0.27`, as /proc/loadavg shows it.
    var description: String {
        [one, five, fifteen].map { Metric.format($0, decimals: 2) }.joined(separator: " ")
    }
}
