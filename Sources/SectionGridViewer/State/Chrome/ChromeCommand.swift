import CellGrid

/// The chrome around the layout: the help, the colours, repainting and leaving.
public enum ChromeCommand: Hashable, Sendable {
    /// Cycle the colour scheme.
    case cycleColorScheme
    /// Show or hide the key help.
    case toggleHelp
    /// Repaint the whole screen (after something else wrote to the terminal).
    case redraw
    /// Leave the viewer.
    case quit
    /// Close the key help when it is open, else end item selection, else leave the viewer (Esc).
    case closeOrQuit
}

extension ViewerChrome {
    /// The chrome's own reducer for the commands that need nothing else (`nil` for the others): the
    /// help, and the colour schemes a terminal of `depth` has.
    mutating func reduce(_ command: ChromeCommand, depth: ColorDepth) -> ViewerEffect? {
        switch command {
        case .cycleColorScheme:
            guard depth != .monochrome else {
                message = .noColourSchemes
                return ViewerEffect.none
            }
            scheme = scheme.next
            message = .colours(scheme.displayName)
        case .toggleHelp:
            toggleHelp()
        case .redraw:
            return .redraw
        case .quit, .closeOrQuit:
            return nil
        }
        return ViewerEffect.none
    }
}

extension ViewerState {
    /// The chrome's reducer; `asked` is whether the message line was asking to quit before the command.
    mutating func reduce(_ command: ChromeCommand, asked: Bool) -> ViewerEffect {
        if let effect = chrome.reduce(command, depth: depth) { return effect }
        if command == .closeOrQuit {
            if chrome.showsHelp {
                chrome.closeHelp()
                return .none
            }
            if items.isSelecting || items.selected != nil {
                endItemSelection()
                return .none
            }
        }
        return quit(asked: asked)
    }

    /// `q` or Esc: quits at once without unwritten changes, or when it answers the question; with them,
    /// asks on the message line first, so a stray key never throws them away.
    private mutating func quit(asked: Bool) -> ViewerEffect {
        guard hasUnwrittenChanges, !asked else { return .quit }
        chrome.asksToQuit = true
        chrome.message = .unwrittenChanges
        return .none
    }
}
