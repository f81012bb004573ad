import SectionGridSession
import SectionGridViewer

extension Terminal: TerminalDevice {
    /// The exit status for a SIGINT, SIGTERM or SIGHUP received since the last call.
    public func takeExitStatusFromSignal() -> Int32? {
        ExitSignal.takePending()?.exitStatus
    }
}
