import SectionGridViewer

/// The viewer for terminals that cannot move the cursor (`TERM=dumb`, Emacs shell buffers): it prints
/// the screen as plain monochrome text (sections told apart by fill patterns), then reads a line of
/// keys — each character is a key press (`jjj`, `o`, `+`; escape sequences are skipped whole), an empty
/// line pages down — and prints again.
public struct LineModeViewer {
    private var session: ViewerSession

    /// Starts on `state` (use `.monochrome` depth) with the keys the line mode reads (`KeyMap.lineMode`,
    /// which its help lists), writing with `saver`.
    public init(state: ViewerState, saver: SpecSaver) {
        var state = state
        state.keyMap = .lineMode
        session = ViewerSession(state: state, saver: saver)
    }

    /// Runs until `q` (status 0), an exit signal (`pendingSignal` returns its exit status) or the end of
    /// input (`ViewerSession.inputClosedStatus`, as for a hang-up). `readLine` returns `nil` at the end
    /// of input and when an exit signal is pending. `terminalSize` is asked before each screen is
    /// printed, so the screen follows the terminal; it fills all rows but the last, which holds the prompt.
    public mutating func run(
        readLine: () -> String?, write: (String) -> Void, pendingSignal: () -> Int32?,
        terminalSize: () -> (columns: Int, rows: Int)
    ) -> Int32 {
        write(screen(terminalSize: terminalSize()))
        while true {
            write("keys (? help, q quit, Enter next page)> ")
            guard let line = readLine() else { return pendingSignal() ?? ViewerSession.inputClosedStatus }
            if let status = pendingSignal() { return status }
            let keys: [Key] = line.isEmpty ? [.character(" ")] : LineModeViewer.keys(in: line)
            for key in keys {
                guard let command = session.state.keyMap.command(for: key) else { continue }
                if session.apply(command) == .quit { return 0 }
            }
            write(screen(terminalSize: terminalSize()))
        }
    }

    /// The key presses a line holds: each character one, except an escape sequence (an arrow typed into
    /// the line arrives as `ESC [ A`), which is skipped whole — the line mode reads characters, and no
    /// part of a sequence may act as keys of its own (its `[` would select the previous section).
    static func keys(in line: String) -> [Key] {
        var keys: [Key] = []
        var sequence: [Unicode.Scalar]?
        for character in line {
            if var body = sequence {
                body += character.unicodeScalars
                let ended = EscapeSequence.isComplete(body) || body.count >= EscapeSequence.maximumLength
                sequence = ended ? nil : body
            } else if character == "\u{1B}" {
                sequence = []
            } else {
                keys.append(.character(character))
            }
        }
        return keys
    }

    /// The line mode is ending unasked (a hang-up, SIGTERM, the end of input): unwritten changes are
    /// kept beside the spec file (`ViewerSession.keepUnwrittenChanges(ending:)`); the line to print.
    public mutating func keepUnwrittenChanges(ending: String) -> String? {
        session.keepUnwrittenChanges(ending: ending)
    }

    /// The screen for a terminal of `terminalSize`, after relaying out when that size changed.
    private mutating func screen(terminalSize: (columns: Int, rows: Int)) -> String {
        let size = LineModeViewer.screenSize(terminalSize: terminalSize)
        if session.state.screenSize != size { _ = session.apply(.resize(columns: size.columns, rows: size.rows)) }
        return ViewerScreen.render(session.state).plainLines().map { $0 + "\n" }.joined()
    }

    /// The screen's size in a terminal of `terminalSize`: all of it but the last row, the prompt's.
    public static func screenSize(terminalSize: (columns: Int, rows: Int)) -> (columns: Int, rows: Int) {
        (terminalSize.columns, Swift.max(1, terminalSize.rows - 1))
    }

    /// The terminal's size for the line mode: its own (`windowSize`, from TIOCGWINSZ) when it has one,
    /// else `COLUMNS` and `LINES` from `environment` (each on its own), else 80×24.
    public static func terminalSize(
        windowSize: (columns: Int, rows: Int)?,
        environment: [String: String]
    ) -> (columns: Int, rows: Int) {
        if let windowSize, windowSize.columns > 0, windowSize.rows > 0 { return windowSize }
        func positive(_ name: String) -> Int? { environment[name].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } }
        return (positive("COLUMNS") ?? 80, positive("LINES") ?? 24)
    }
}
