import CellGrid
import SectionScene

/// Everything the viewer draws around the layout: the status bar and message line (or neither), the
/// colour scheme, and the key help with its scroll position.
public struct ViewerChrome: Sendable {
    /// Whether the status bar and the message line are drawn (snapshots may leave them out).
    public internal(set) var isShown = true
    /// The colour scheme.
    public internal(set) var scheme: ColorScheme = .spec
    /// A one-line message (a click's element, a write's result), until the next command.
    public internal(set) var message: ViewerMessage?
    /// A line about the spec file that stays until the file's state changes: its `error:` while the
    /// saved file does not decode, or that it changed on disk under unwritten changes. Shown whenever no
    /// message is.
    public internal(set) var fileNotice: ViewerMessage?
    /// True after `q` or Esc met unwritten changes: the message line asks, and the next `q` (or Esc)
    /// quits. Any other command ends the question.
    public internal(set) var asksToQuit = false
    /// Whether the key help is shown.
    public internal(set) var showsHelp = false
    /// The first help line shown when the help is taller than the screen (the scroll keys move it while
    /// the help is open).
    public internal(set) var helpScroll = 0

    /// Shows the help from its first line, or hides it.
    mutating func toggleHelp() {
        showsHelp.toggle()
        helpScroll = 0
    }

    /// Hides the help.
    mutating func closeHelp() {
        showsHelp = false
        helpScroll = 0
    }

    /// While the help (`lines` lines) is taller than a screen of `screenRows`, the vertical scroll keys
    /// scroll it; returns whether `command` was used so.
    mutating func scrollHelp(_ command: ViewerCommand, lines count: Int, screenRows: Int) -> Bool {
        let last = HelpOverlay.maximumScroll(lines: count, screenRows: screenRows)
        guard last > 0 else { return false }
        let page = Swift.max(1, count - last)
        switch command {
        case .camera(.scroll(0, let rows)) where rows != 0: helpScroll += rows
        case .camera(.wheel(let notches)): helpScroll += notches &* 3
        case .camera(.scrollPages(let pages)): helpScroll += Int((Double(page) * pages).rounded(.awayFromZero))
        case .camera(.scrollToStart): helpScroll = 0
        case .camera(.scrollToEnd): helpScroll = last
        default: return false
        }
        helpScroll = Swift.min(last, Swift.max(0, helpScroll))
        return true
    }
}
