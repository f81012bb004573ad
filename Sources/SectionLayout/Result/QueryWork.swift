/// Counts the index entries a rect query touches — binary-search probes, sections walked, candidate
/// items computed — so tests can prove that queries stay O(log n + k) however the code changes (counting
/// the elements returned would not notice a query that scans everything to return the same few).
///
/// Debug builds only: in a release build `touch` is empty and inlined away, so the count costs nothing.
public enum QueryWork {
    #if DEBUG
    /// The running count of one measurement.
    public final class Counter: @unchecked Sendable {
        /// Entries touched so far.
        public var touched = 0
        public init() {}
    }

    /// The counter of the measurement running in this task, if any.
    @TaskLocal public static var counter: Counter?

    /// Runs `body` and returns its result with the number of index entries its queries touched (queries
    /// made in this task only, so tests running in parallel do not disturb each other).
    public static func measure<T>(_ body: () throws -> T) rethrows -> (result: T, touched: Int) {
        let counter = Counter()
        let result = try $counter.withValue(counter) { try body() }
        return (result, counter.touched)
    }
    #endif

    /// Records `count` entries touched (nothing in release builds).
    @inline(__always)
    static func touch(_ count: Int = 1) {
        #if DEBUG
        counter?.touched += count
        #endif
    }
}
