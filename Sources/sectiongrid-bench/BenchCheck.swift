#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sanity checks on what is measured: a benchmark of a wrong answer is worthless, so a failed check
/// ends the run with status 1 (the CI smoke test relies on it).
enum BenchCheck {
    /// Exits with a message on standard error when `condition` is false.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        fail(message())
    }

    /// Prints `error: message` on standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        StandardError.write("error: \(message)\n")
        exit(1)
    }
}
