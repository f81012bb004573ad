import CellGrid
import SectionGridViewer

/// What the viewer's run loop needs from a terminal. The ncurses `Terminal` conforms; tests use a
/// scripted fake.
public protocol TerminalDevice: AnyObject {
    /// The size in cells.
    var size: (columns: Int, rows: Int) { get }
    /// The colour depth it shows.
    var depth: ColorDepth { get }
    /// Shows a grid (only what changed is sent).
    func draw(_ grid: Grid)
    /// Forgets what the screen shows, so the next `draw` repaints all of it.
    func invalidate()
    /// The next key, waiting at most `timeoutMilliseconds`; `nil` when none came.
    func nextKey(timeoutMilliseconds: Int32) -> Key?
    /// The next key, sleeping at most `timeoutMilliseconds` (negative: until something happens) and
    /// waking early when one of `descriptors` becomes readable (file watchers' events) or a signal
    /// arrives; `nil` when no key came. By default, `nextKey(timeoutMilliseconds:)`.
    func nextKey(timeoutMilliseconds: Int32, wakingOn descriptors: [Int32]) -> Key?
    /// An exit signal received since the last call (its exit status, e.g. 130 for SIGINT), if any.
    func takeExitStatusFromSignal() -> Int32?
    /// True once the input has ended (the terminal went away without a hang-up signal).
    var isInputClosed: Bool { get }
    /// Writes `sequence`, a clipboard's control sequence (OSC 52, `OSC52.copy`), to the terminal as it is,
    /// between frames; by default nothing is written.
    func writeClipboardSequence(_ sequence: [UInt8])
}

extension TerminalDevice {
    public func nextKey(timeoutMilliseconds: Int32, wakingOn descriptors: [Int32]) -> Key? {
        nextKey(timeoutMilliseconds: timeoutMilliseconds)
    }

    public func writeClipboardSequence(_ sequence: [UInt8]) {}
}
