extension ViewerState {
    /// Carries out a command: hands it to its part's reducer (`reduce`, in the part's own file; relayouting at once when the layout
    /// changed) and says what else the run loop must do. Before that, what every command does: on a
    /// "terminal too small" screen only a few act; a command (not a pointer motion) clears the message
    /// line, the question to quit and a drag (a wheel notch keeps the drag); the open help and the open
    /// inspector take the keys they use.
    public mutating func apply(_ command: ViewerCommand) -> ViewerEffect {
        // File events act whatever the screen shows, and leave the message line, the quit question and a
        // drag alone (`ViewerState+FileEvents`).
        if case .file(let event) = command { return apply(event) }
        // "terminal too small" hides the layout: keys that would change it blindly do nothing.
        guard fitsScreen || command.actsOnATooSmallScreen else { return .none }
        let wasAskingToQuit = chrome.asksToQuit
        if !command.isPointerMotion {
            chrome.message = nil
            chrome.asksToQuit = false
            if case .camera(.wheel) = command {} else { items.drag = nil }
        }
        if showsHelp, chrome.scrollHelp(command, lines: helpLines.count, screenRows: screenSize.rows) { return .none }
        if let refusal = refusalForProgram(command) {
            chrome.message = refusal
            return .none
        }
        if applyInInspector(command) { return .none }
        switch command {
        case .camera(let command): reduce(command)
        case .tweak(let command):
            reduce(command)
            if case .adjust = command { noteOverriddenAnswer() }
        case .edit(let command): reduce(command)
        case .document(let command): return reduce(command)
        case .history(let command): reduce(command)
        case .chrome(let command): return reduce(command, asked: wasAskingToQuit)
        case .inspector(let command): reduce(command)
        case .file: break // taken above
        }
        return .none
    }
}
