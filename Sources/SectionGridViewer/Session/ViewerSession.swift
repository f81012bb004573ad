/// The viewer's run loop: keys → commands → new state → a drawn grid, until `q`, Esc or an exit signal.
///
/// The terminal is not opened or closed here: the caller owns it, so it is restored on every path.
public struct ViewerSession {
    /// Exit status when the terminal's input ends without a signal: as for a hang-up (128 + SIGHUP).
    public static let inputClosedStatus: Int32 = 129

    /// The state being shown.
    public private(set) var state: ViewerState
    private var saver: SpecSaver
    private let exporter: SwiftFileExporter

    /// Starts a session on `state`; `saver` writes the spec when `w` is pressed, `exporter` its Swift
    /// when `e` is (by default next to the spec, a demo's in the current folder).
    public init(state: ViewerState, saver: SpecSaver, exporter: SwiftFileExporter? = nil) {
        self.state = state
        self.saver = saver
        self.exporter = exporter ?? SwiftFileExporter(source: state.source)
    }

    /// Runs until the user quits (status 0) or an exit signal arrives (128 + its number).
    public mutating func run(on terminal: TerminalDevice) -> Int32 {
        if state.screenSize != terminal.size { _ = state.apply(.resize(columns: terminal.size.columns, rows: terminal.size.rows)) }
        terminal.draw(ViewerScreen.render(state))
        while true {
            if let status = terminal.takeExitStatusFromSignal() { return status }
            guard let key = terminal.nextKey(timeoutMilliseconds: 250) else {
                if terminal.isInputClosed { return ViewerSession.inputClosedStatus }
                continue
            }
            let command: ViewerCommand
            if key == .resize {
                command = .resize(columns: terminal.size.columns, rows: terminal.size.rows)
            } else if let mapped = state.keyMap.command(for: key) {
                command = mapped
            } else {
                continue
            }
            switch apply(command) {
            case .quit: return 0
            case .redraw: terminal.invalidate()
            case .none, .write, .exportSwift: break
            }
            terminal.draw(ViewerScreen.render(state))
        }
    }

    /// Applies one command, carrying out a write; returns the effect (`.quit` ends the session).
    public mutating func apply(_ command: ViewerCommand) -> ViewerEffect {
        let effect = state.apply(command)
        if effect == .write {
            state.didWrite(saver.save(state.spec, over: state.document.saved))
        } else if effect == .exportSwift {
            state.didExport(exporter.export(state.spec))
        }
        return effect
    }
}
