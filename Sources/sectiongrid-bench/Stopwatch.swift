#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing with a monotonic clock, and medians of repeated runs after a warm-up.
enum Stopwatch {
    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Seconds taken by one call of `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return Double(now() - start) * 1e-9
    }

    /// The median, in seconds, of `runs` timed calls of `body` after `warmup` untimed ones.
    static func median(warmup: Int = 1, runs: Int, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<Swift.max(1, runs) { samples.append(seconds(body)) }
        return median(of: samples)
    }

    /// The median of `samples` (the mean of the middle two for an even count; 0 when empty).
    static func median(of samples: [Double]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Keeps `value` alive and opaque to the optimizer, so the work that produced it is not removed.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
