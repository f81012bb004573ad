/// The viewer for terminals that cannot move the cursor (`TERM=dumb`, Emacs shell buffers): it prints
/// the screen as plain monochrome text (sections told apart by fill patterns), then reads a line of
/// keys — each character is a key press (`jjj`, `o`, `+`), an empty line pages down — and prints again.
public struct LineModeViewer {
    private var session: ViewerSession

    /// Starts on `state` (use `.monochrome` depth), writing with `saver`.
    public init(state: ViewerState, saver: SpecSaver) {
        session = ViewerSession(state: state, saver: saver)
    }

    /// Runs until `q`, end of input, or an exit signal (`pendingSignal` returns its exit status).
    public mutating func run(readLine: () -> String?, write: (String) -> Void,
                             pendingSignal: () -> Int32?) -> Int32 {
        write(screen())
        while true {
            write("keys (? help, q quit, Enter next page)> ")
            guard let line = readLine() else { return pendingSignal() ?? 0 }
            if let status = pendingSignal() { return status }
            let keys: [Key] = line.isEmpty ? [.character(" ")] : line.map { Key.character($0) }
            for key in keys {
                guard let command = session.state.keyMap.command(for: key) else { continue }
                if session.apply(command) == .quit { return 0 }
            }
            write(screen())
        }
    }

    private func screen() -> String {
        ViewerScreen.render(session.state).plainLines().map { $0 + "\n" }.joined()
    }
}
