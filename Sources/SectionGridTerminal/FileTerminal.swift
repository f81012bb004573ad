import CNcursesw
import CNcurseswShim
import CellGrid

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real `Terminal` (ncurses `newterm`) writing to a temporary file instead of a screen, with input from
/// `/dev/null`: what ncurses sends for each frame can be counted and read back. The benchmark's
/// `terminal.bytes.*` and the tests of minimal updates both drive the viewer's terminal layer this way.
public final class FileTerminal {
    /// Why a file terminal could not be started.
    public enum Failure: Error, CustomStringConvertible {
        /// `/dev/null` or the temporary file could not be opened.
        case noFile(String)
        /// ncurses refused the terminal type.
        case terminal(TerminalError)

        public var description: String {
            switch self {
            case .noFile(let what): return "cannot open \(what)"
            case .terminal(let error): return error.description
            }
        }
    }

    /// The terminal; draw on it as the viewer does.
    public let terminal: Terminal
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let path: [CChar]
    /// Bytes of the file already returned by `bytesSinceLast()`.
    private var consumed = 0

    /// Starts ncurses for `type` on a fresh temporary file, `columns` × `rows` cells.
    public init(
        columns: Int, rows: Int, type: String = "xterm-256color",
        environment: [String: String] = [:]
    ) throws(Failure) {
        guard let input = fopen("/dev/null", "r") else { throw .noFile("/dev/null") }
        var template = Array("/tmp/sectiongrid-terminal-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0, let output = fdopen(descriptor, "w+") else {
            fclose(input)
            if descriptor >= 0 { close(descriptor) }
            throw .noFile("a temporary file in /tmp")
        }
        do {
            var environment = environment
            environment["TERM"] = type
            terminal = try Terminal(
                input: input, output: output, environment: environment,
                size: (columns, rows))
        } catch {
            fclose(output)
            fclose(input)
            _ = unlink(template)
            throw .terminal(error)
        }
        self.input = input
        self.output = output
        path = template
    }

    deinit {
        terminal.close()
        fclose(output)
        fclose(input)
        _ = unlink(path)
    }

    /// Draws `grid` and returns the bytes ncurses wrote for it.
    @discardableResult
    public func draw(_ grid: Grid) -> [UInt8] {
        terminal.draw(grid)
        return bytesSinceLast()
    }

    /// What ncurses believes row `y` of the screen shows (its `curscr`), one string per cell: the text
    /// of each cell, empty for the right half of a wide character.
    public func shownCells(row y: Int) -> [String] {
        let columns = terminal.size.columns
        var cells = [cchar_t](repeating: cchar_t(), count: columns + 1)
        mvwin_wchnstr(sg_curscr(), Int32(y), 0, &cells, Int32(columns))
        return (0..<columns).map { x in
            var text = [wchar_t](repeating: 0, count: 8)
            var attributes = attr_t()
            var pair: Int16 = 0
            guard getcchar(&cells[x], &text, &attributes, &pair, nil) == OK else { return "" }
            let scalars = text.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
            return String(String.UnicodeScalarView(scalars))
        }
    }

    /// Every byte written to the file since the previous call (or since the terminal started).
    public func bytesSinceLast() -> [UInt8] {
        fflush(output)
        let end = Int(lseek(fileno(output), 0, SEEK_END))
        guard end > consumed else { return [] }
        var bytes = [UInt8](repeating: 0, count: end - consumed)
        let read = bytes.withUnsafeMutableBytes { buffer in
            pread(fileno(output), buffer.baseAddress, buffer.count, off_t(consumed))
        }
        consumed = end
        return Array(bytes.prefix(Swift.max(0, read)))
    }
}
