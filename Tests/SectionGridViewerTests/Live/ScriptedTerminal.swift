import CellGrid
import SectionGridSession
import SectionGridViewer

@testable import SectionGridTestSupport

/// A terminal for run-loop tests on a clock of its own: each step hands out a key, lets time pass (a
/// read that times out, as a terminal waits), or does something (writes the spec file) — then `q`. It
/// records each frame with the time it was drawn.
final class ScriptedTerminal: TerminalDevice {
    enum Step {
        case key(Key)
        case wait(milliseconds: Int)
        case run(() throws -> Void)
    }

    let size: (columns: Int, rows: Int)
    let depth: ColorDepth = .palette256
    private var steps: [Step]
    /// The clock the session reads (`run(on:clock:)`).
    private(set) var now = Duration.zero
    private(set) var frames: [(time: Duration, grid: Grid)] = []
    /// Errors the `run` steps threw.
    private(set) var failures: [any Error] = []

    init(columns: Int = 100, rows: Int = 30, _ steps: [Step]) {
        size = (columns, rows)
        self.steps = steps
    }

    func draw(_ grid: Grid) { frames.append((now, grid)) }
    func invalidate() {}
    func takeExitStatusFromSignal() -> Int32? { nil }
    var isInputClosed: Bool { false }

    func nextKey(timeoutMilliseconds: Int32) -> Key? {
        guard let step = steps.first else { return .character("q") }
        switch step {
        case .key(let key):
            steps.removeFirst()
            return key
        case .wait(let milliseconds):
            // A negative timeout sleeps until something happens: here, the whole step.
            let waited = timeoutMilliseconds < 0 ? milliseconds : Swift.min(milliseconds, Int(timeoutMilliseconds))
            now += .milliseconds(waited)
            if milliseconds > waited { steps[0] = .wait(milliseconds: milliseconds - waited) } else { steps.removeFirst() }
            return nil
        case .run(let body):
            steps.removeFirst()
            do { try body() } catch { failures.append(error) }
            return nil
        }
    }

    /// The message line of each frame drawn.
    var messageLines: [String] { frames.map { $0.grid.plainLines()[size.rows - 2] } }
}

/// A watcher that reports a change when told to (`touch()`), as inotify would after a save; like
/// inotify's, it needs no polling.
final class FakeWatcher: SpecFileWatcher {
    var pollInterval: Duration? { nil }
    private var pending = false
    func touch() { pending = true }
    func takeChanges() -> Bool {
        defer { pending = false }
        return pending
    }
}
