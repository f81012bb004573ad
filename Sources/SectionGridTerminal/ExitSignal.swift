import CNcurseswShim

/// The signals that end the viewer cleanly, with their conventional exit statuses (128 + number).
public enum ExitSignal: Int32, Sendable, CaseIterable {
    /// Ctrl-C.
    case interrupt = 2
    /// `kill`'s default.
    case terminate = 15
    /// The terminal went away.
    case hangUp = 1

    /// The process exit status after this signal: 130, 143, 129.
    public var exitStatus: Int32 { 128 + rawValue }

    /// How the viewer ended, for the line about unwritten changes kept beside the file, when an exit
    /// `status` means it ended unasked: a hang-up (or the input gone, which counts as one) or SIGTERM.
    /// `nil` for the others: `q` asked first, and Ctrl-C is an explicit abort that writes nothing.
    public static func unaskedEnding(status: Int32) -> String? {
        switch status {
        case ExitSignal.hangUp.exitStatus: return "the terminal went away"
        case ExitSignal.terminate.exitStatus: return "ended by SIGTERM"
        default: return nil
        }
    }

    /// Routes the exit signals to a flag, so the run loop ends cleanly instead of dying mid-frame with
    /// the terminal in raw mode. Call before starting ncurses (which then leaves them alone).
    public static func catchAll() { sg_catch_exit_signals() }

    /// Restores the default actions.
    public static func restoreDefaults() { sg_default_exit_signals() }

    /// The exit signal received since the last call, if any.
    public static func takePending() -> ExitSignal? {
        ExitSignal(rawValue: sg_take_pending_signal())
    }

    /// True when an exit signal has arrived and not been taken yet.
    public static var isPending: Bool { sg_peek_pending_signal() != 0 }
}
