/// Why the interactive terminal could not be opened. Each reads as one line after `error: `.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (piped or redirected).
    case notATerminal(stream: String)
    /// `TERM` is unset.
    case noTerminalType
    /// `TERM` names a terminal the terminfo database does not describe.
    case unknownTerminalType(String)
    /// The terminal cannot move its cursor (`TERM=dumb`), so a full-screen viewer is impossible.
    case cannotAddressCursor(String)

    public var description: String {
        switch self {
        case .notATerminal(let stream):
            return "\(stream) is not a terminal; the viewer needs one (use `sectiongrid snapshot` or "
                + "`sectiongrid frames` for output to files and pipes)"
        case .noTerminalType:
            return "TERM is not set; set it to your terminal's type (for example TERM=xterm-256color)"
        case .unknownTerminalType(let name):
            return "unknown terminal type \"\(name)\" (no terminfo entry); try TERM=xterm-256color"
        case .cannotAddressCursor(let name):
            return "terminal type \"\(name)\" cannot move the cursor; the full-screen viewer needs one"
        }
    }
}
