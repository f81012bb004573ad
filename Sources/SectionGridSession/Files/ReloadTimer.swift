/// When to read a watched spec file after it changed (times are a monotonic clock's, from any start):
/// once it has been quiet for `settle` (an editor's truncate, writes and close, or its temporary file
/// and rename, all arrive within it), or at the latest `longestWait` after the first change, so a file
/// that keeps changing is still shown. A file that does not decode may be half-written: its error is
/// shown only after `errorGrace` without a change, and read again then.
struct ReloadTimer: Sendable {
    /// Quiet time before the file is read.
    static let settle = Duration.milliseconds(30)
    /// The longest a read waits for the file to stop changing.
    static let longestWait = Duration.milliseconds(150)
    /// How long a file that does not decode must stay unchanged before its error is shown.
    static let errorGrace = Duration.milliseconds(300)

    private var firstChange: Duration?
    private var lastChange: Duration?
    private var retry: Duration?

    /// A change was seen at `now`.
    mutating func noteChange(at now: Duration) {
        if firstChange == nil { firstChange = now }
        lastChange = now
        retry = nil
    }

    /// When the file should be read next (`nil`: nothing is pending).
    var dueTime: Duration? {
        if let retry { return retry }
        guard let firstChange, let lastChange else { return nil }
        return Swift.min(lastChange + ReloadTimer.settle, firstChange + ReloadTimer.longestWait)
    }

    /// Whether the file should be read now.
    func isDue(at now: Duration) -> Bool { dueTime.map { now >= $0 } ?? false }

    /// How long the run loop may sleep before a read is due (`nil`: nothing is pending, sleep until
    /// something happens).
    func wait(at now: Duration) -> Duration? {
        dueTime.map { Swift.max(.zero, $0 - now) }
    }

    /// Whether a read at `now` that did not decode has waited out the grace since the last change.
    func graceIsOver(at now: Duration) -> Bool {
        lastChange.map { now - $0 >= ReloadTimer.errorGrace } ?? true
    }

    /// A read at `now` did not decode within the grace: read again when it ends.
    mutating func retryAfterGrace(at now: Duration) {
        retry = (lastChange ?? now) + ReloadTimer.errorGrace
    }

    /// The file was read and its outcome shown: nothing is pending.
    mutating func settleDown() {
        self = ReloadTimer()
    }
}
