import CNcurseswShim
import CellGrid
import SectionGridHost
import SectionGridSession
import SectionGridViewer
import SectionLayout
import SectionSpec

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the viewer in the user's terminal: ncurses when the terminal can address the cursor, the line
/// mode otherwise (`TERM=dumb`). The terminal is restored on every path out — quit, exit signal or error —
/// and a hang-up or SIGTERM keeps unwritten changes beside the spec file first.
public enum InteractiveViewer {
    /// Opens the viewer on `loaded`; returns the exit status (0, or 128 + signal number). Throws when
    /// the terminal cannot be used (not a terminal, unknown `TERM`, …).
    public static func run(_ loaded: LoadedSpec, environment: [String: String]) throws(TerminalError) -> Int32 {
        ExitSignal.catchAll()
        defer { ExitSignal.restoreDefaults() }
        let setup = ViewerSetup(loaded)
        let terminal: Terminal
        do {
            terminal = try Terminal.openStandard(environment: environment)
        } catch .cannotAddressCursor {
            return runLineMode(setup, environment: environment)
        }
        defer { terminal.close() }
        var session = setup.session(columns: terminal.size.columns, rows: terminal.size.rows, depth: terminal.depth)
        let status = session.run(on: terminal)
        // Ended unasked (a hang-up, SIGTERM): unwritten changes go beside the file first, and the line
        // naming it follows once the terminal is restored.
        let note = ExitSignal.unaskedEnding(status: status).flatMap { session.keepUnwrittenChanges(ending: $0) }
        terminal.close()
        if let note { printError(note) }
        return status
    }

    /// Opens the viewer on the Swift files of `options`, compiled and run as a layout host
    /// (`ProgramLink`), on `device` and in `direction` when given; returns the exit status. The
    /// program and a compile under way end with the viewer, on every path out.
    public static func runProgram(
        _ options: SwiftFilesOptions, device: Device?, direction: Axis?, environment: [String: String]
    ) throws(TerminalError) -> Int32 {
        ExitSignal.catchAll()
        defer { ExitSignal.restoreDefaults() }
        let terminal = try Terminal.openStandard(environment: environment)
        defer { terminal.close() }
        let link = ProgramLink(options: options, environment: environment, device: device, direction: direction)
        defer { link.close() }
        var session = ViewerSession.program(
            link, device: device, columns: terminal.size.columns, rows: terminal.size.rows, depth: terminal.depth)
        let status = session.run(on: terminal)
        link.close()
        let note = ExitSignal.unaskedEnding(status: status).flatMap { session.keepUnwrittenChanges(ending: $0) }
        terminal.close()
        if let note { printError(note) }
        return status
    }

    /// Writes `line` to standard error.
    private static func printError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    private static func runLineMode(_ setup: ViewerSetup, environment: [String: String]) -> Int32 {
        func terminalSize() -> (columns: Int, rows: Int) {
            LineModeViewer.terminalSize(windowSize: windowSize(), environment: environment)
        }
        let size = LineModeViewer.screenSize(terminalSize: terminalSize())
        var viewer = LineModeViewer(
            state: setup.state(columns: size.columns, rows: size.rows, depth: .monochrome),
            saver: setup.saver)
        var input = LineInput()
        let status = viewer.run(
            readLine: { input.nextLine() },
            write: { text in
                print(text, terminator: "")
                fflush(nil)
            },
            pendingSignal: { ExitSignal.takePending()?.exitStatus },
            terminalSize: terminalSize)
        if let note = ExitSignal.unaskedEnding(status: status).flatMap({ viewer.keepUnwrittenChanges(ending: $0) }) {
            printError(note)
        }
        return status
    }

    /// The size of the terminal on standard output, or else standard input (TIOCGWINSZ); `nil` when
    /// neither reports one.
    private static func windowSize() -> (columns: Int, rows: Int)? {
        for descriptor in [STDOUT_FILENO, STDIN_FILENO] {
            var columns: Int32 = 0
            var rows: Int32 = 0
            if sg_window_size(descriptor, &columns, &rows) != 0 { return (Int(columns), Int(rows)) }
        }
        return nil
    }
}
