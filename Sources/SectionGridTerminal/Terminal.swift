import CNcursesw
import CNcurseswShim
import CellGrid
import SectionGridViewer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only place that talks to ncurses: starts and restores the terminal, shows `Grid`s with minimal
/// updates, and reads keys.
///
/// Create it with `openStandard(environment:)` for the user's terminal, or on any pair of `FILE`s (the
/// benchmark counts the bytes ncurses writes to a file). Always `close()` it — the viewer does so on
/// every exit path — so the terminal is restored.
public final class Terminal {
    /// The colour depth the terminal shows (`TerminalColorSupport.detect`: terminfo, `COLORTERM`,
    /// `NO_COLOR`).
    public let depth: ColorDepth
    /// The terminfo entry in use (`TERM`, or its direct-colour variant under `COLORTERM=truecolor`).
    public let terminalType: String
    private let screen: OpaquePointer
    /// The stream ncurses writes to.
    let output: UnsafeMutablePointer<FILE>
    /// The descriptor ncurses reads keys from.
    let inputDescriptor: Int32
    /// The descriptor ncurses writes to, and the in-memory file a frame is gathered in before it goes
    /// out in one write (-1: none could be made; frames are written as ncurses writes them).
    let outputDescriptor: Int32
    let frameBuffer: Int32
    var pairs: ColorPairTable
    var isOpen = true
    /// Reused buffer for a run of characters.
    var runBuffer: [wchar_t] = []
    /// Reused buffer for the styles a row's cells are sent in.
    var rowStyles: [Style] = []
    /// The last grid drawn over the whole screen (`nil` after a resize or `invalidate()`), to find rows
    /// that only moved sideways.
    var lastFrame: Grid?
    /// How rows scrolled in are written around ncurses (`nil` when this terminal cannot).
    lazy var rowSpelling: RowSpelling? = Terminal.rowSpelling(colored: depth != .monochrome)
    /// Reads in a row that failed at once although they were asked to wait (input at end of file).
    var instantFailures = 0
    /// True once the input has ended: reads keep failing without waiting.
    public internal(set) var isInputClosed = false
    /// Mouse events ncurses handed over together (a press and a motion read at once), still to return.
    var pendingKeys: [Key] = []
    /// True once the terminal was asked to report drags (`reportDrags()`), until `close()`.
    private var reportsDrags = false
    /// The key codes of the modified navigation keys (Ctrl-, Alt- and Shift-arrows …) this terminal's
    /// description names, and their keys (`modifiedKeyCodes()`).
    var modifiedKeys: [Int32: Key] = [:]

    /// Opens the user's terminal on standard input and output; both must be terminals.
    public static func openStandard(environment: [String: String]) throws(TerminalError) -> Terminal {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "standard output") }
        let terminal = try Terminal(input: sg_stdin(), output: sg_stdout(), environment: environment)
        terminal.reportDrags()
        return terminal
    }

    /// Asks the terminal to report the mouse moving while a button is held (xterm's mode 1002, button-event
    /// tracking, which tmux and most terminals follow), so items can be dragged: ncurses asks only for
    /// presses and releases (mode 1000) — or, where the terminal description's `XM` says so (Konsole's,
    /// Windows Terminal's), for every motion (mode 1003), which nothing here needs: no hover is shown,
    /// so that mode is turned off first, and the terminal does not report a pointer merely passing by.
    /// Only where ncurses reads the mouse from the terminal; `close()` turns drags off.
    func reportDrags() {
        guard has_mouse() else { return }
        send(Array("\u{1B}[?1003l\u{1B}[?1002h".utf8CString.dropLast()))
        reportsDrags = true
    }

    /// Starts ncurses on `input`/`output` for the terminal type in `environment["TERM"]`, optionally
    /// forcing a size (for files, which have none).
    public init(
        input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
        environment: [String: String], size: (columns: Int, rows: Int)? = nil
    ) throws(TerminalError) {
        guard let name = environment["TERM"], !name.isEmpty else { throw .noTerminalType }
        setlocale(LC_ALL, "")
        guard let color = TerminalColorSupport.detect(environment: environment, colorsOfEntry: Terminal.colors(ofEntry:)),
            let screen = newterm(color.terminalType, output, input)
        else { throw .unknownTerminalType(name) }
        let type = color.terminalType
        set_term(screen)
        guard sg_has_cursor_addressing() != 0 else {
            endwin()
            delscreen(screen)
            throw .cannotAddressCursor(type)
        }
        self.screen = screen
        self.output = output
        inputDescriptor = fileno(input)
        outputDescriptor = fileno(output)
        frameBuffer = sg_frame_buffer()
        terminalType = type
        if let size { resizeterm(Int32(clamping: size.rows), Int32(clamping: size.columns)) }
        let colored = color.depth != .monochrome
        if colored {
            start_color()
            use_default_colors()
        }
        depth = color.depth
        pairs = ColorPairTable(capacity: colored ? sg_color_pairs() : 1) { pair, foreground, background in
            init_extended_pair(pair, foreground, background)
        }
        let window = sg_stdscr()
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        idlok(window, true)
        scrollok(window, false)
        curs_set(0)
        set_escdelay(25)
        mousemask(sg_mouse_buttons() | sg_mouse_releases() | sg_mouse_motion() | sg_mouse_wheel_up() | sg_mouse_wheel_down(), nil)
        mouseinterval(0)
        modifiedKeys = Terminal.modifiedKeyCodes()
        sg_watch_resizes()
    }

    deinit { close() }

    /// The terminal's size in cells.
    public var size: (columns: Int, rows: Int) { (Int(sg_cols()), Int(sg_lines())) }

    /// Restores the terminal (cursor, echo, modes, main screen). Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        if reportsDrags { send(Array("\u{1B}[?1002l".utf8CString.dropLast())) }
        curs_set(1)
        endwin()
        delscreen(screen)
        #if canImport(Glibc)
        if frameBuffer >= 0 { Glibc.close(frameBuffer) }
        #elseif canImport(Darwin)
        if frameBuffer >= 0 { Darwin.close(frameBuffer) }
        #endif
    }

    /// The colour count of terminfo entry `name` (0 when it has no colours), or `nil` when the database
    /// has no such entry. Read through a screen on /dev/null, so the terminal sees nothing of it.
    static func colors(ofEntry name: String) -> Int? {
        guard let null = fopen("/dev/null", "r+") else { return nil }
        defer { fclose(null) }
        guard let probe = newterm(name, null, null) else { return nil }
        defer { delscreen(probe) }
        return has_colors() ? Swift.max(0, Int(tigetnum("colors"))) : 0
    }
}
