import CNcursesw
import CNcurseswShim
import CellGrid

extension Terminal {
    /// A row that scrolled in, held back from ncurses to be written with `RowSpelling`.
    struct HeldRow {
        var row: Int
        /// The screen's size when it was held back.
        var screen: (columns: Int, rows: Int)
        /// The row's cells in the window.
        var cells: [cchar_t]
        /// The same as `RowSpelling` spells them.
        var spelling: [RowSpelling.Cell]
    }

    /// Holds back the rows `shift` uncovers that `RowSpelling` writes in fewer bytes than ncurses
    /// would, cursor return included: each is replaced by blanks in the window, so the next `doupdate`
    /// scrolls as it would and leaves the row blank, for `writeHeldRows` to draw. The others (wide
    /// characters, the screen's last row, rows with few colour changes, a terminal without the strings)
    /// are left to ncurses.
    func holdBackRows(_ shift: VerticalShift, previous: Grid, next: Grid, columns: Int) -> [HeldRow] {
        // A scroll that uncovers more rows than it keeps may not be one to ncurses, whose choice the
        // blank rows held back could then sway (see `misleadsLineMatching`): those are left to it.
        guard let spelling = rowSpelling, shift.region.count >= 2 * abs(shift.rows) else { return [] }
        let window = sg_stdscr()
        var cursor = (row: sg_cursor_row(window), column: sg_cursor_column(window))
        defer { wmove(window, cursor.row, cursor.column) }
        var held: [HeldRow] = []
        for row in shift.uncovered where row < size.rows - 1 {
            var cells = [cchar_t](repeating: cchar_t(), count: columns + 1)
            mvwin_wchnstr(window, Int32(row), 0, &cells, Int32(columns))
            guard let rowCells = Terminal.spellingCells(cells, columns: columns),
                let spelled = spelling.bytes(for: rowCells),
                let theirs = spelling.bytes(for: rowCells, changes: .wholePair),
                let back = Terminfo.bytes("cup", row, 0), spelled.count + back.count < theirs.count
            else { continue }
            held.append(HeldRow(row: row, screen: size, cells: cells, spelling: rowCells))
        }
        guard !Terminal.misleadsLineMatching(blanking: held.map(\.row), previous: previous, next: next) else { return [] }
        var blanks = [cchar_t](repeating: Terminal.blankCell, count: columns + 1)
        // Cells are copied into windows in their own colours only while the window's are the defaults
        // (`wadd_wchnstr` gives blanks of pair 0 the window's pair).
        wattr_set(window, sg_attr_normal(), 0, nil)
        for row in held { mvwadd_wchnstr(window, Int32(row.row), 0, &blanks, Int32(columns)) }
        // ncurses leaves the cursor where the window has it, at the end of its update: there, at the
        // start of the first row held back, that row needs no cursor move.
        if let first = held.first { cursor = (Int32(first.row), 0) }
        return held
    }

    /// Whether blanking `rows` of `next` would make ncurses scroll a line it should not: it pairs the
    /// lines of the screen and of the frame by a hash of their characters, and takes a line found once
    /// in each, at different rows, for a line that moved (`hashmap.c`). A held-back row is a line of
    /// blanks; when it is the frame's only one and the screen (`previous`) had one elsewhere, ncurses
    /// would scroll that one onto it, and the lines around with it, instead of the lines that moved.
    static func misleadsLineMatching(blanking rows: [Int], previous: Grid, next: Grid) -> Bool {
        guard rows.count == 1, let row = rows.first else { return false }
        func blankRows(_ grid: Grid) -> [Int] {
            (0..<grid.height).filter { grid.showsOnlySpaces(row: $0) }
        }
        let before = blankRows(previous)
        return blankRows(next).allSatisfy { $0 == row } && before.count == 1 && before != [row]
    }

    /// Draws the held-back rows, which the last `doupdate` left blank, one after the other (the colours
    /// carry on from row to row), and tells ncurses so: the rows go into `curscr` (its picture of the
    /// screen) as written and back into the window, and a second `doupdate` finds nothing left to send.
    /// A row that is not blank in `curscr` (an update cut short) is left to that `doupdate`. The
    /// cursor is returned where `curscr` says. When the update found the terminal resized (ncurses
    /// resizes its screens in `doupdate` when a SIGWINCH came), nothing is written: the blank rows stay,
    /// as ncurses knows, until the frame for the new size.
    func writeHeldRows(_ held: [HeldRow], columns: Int) {
        guard let first = held.first, first.screen == size, let spelling = rowSpelling else { return }
        let screen = sg_curscr()
        let window = sg_stdscr()
        let home = (row: Int(sg_cursor_row(screen)), column: Int(sg_cursor_column(screen)))
        // The rows are written from the state ncurses leaves the terminal in after an update.
        sg_send_normal_attributes(output)
        wattr_set(screen, sg_attr_normal(), 0, nil)
        wattr_set(window, sg_attr_normal(), 0, nil)
        var bytes: [UInt8] = []
        var written: [HeldRow] = []
        var state = RowSpelling.State()
        var cursor: (row: Int, column: Int)? = home
        var shown = [cchar_t](repeating: cchar_t(), count: columns + 1)
        for row in held {
            mvwin_wchnstr(screen, Int32(row.row), 0, &shown, Int32(columns))
            var next = state
            guard home.row >= 0, home.column >= 0, Terminal.isBlank(shown, columns: columns),
                let move = cursor.map({ $0 == (row.row, 0) }) == true ? [] : Terminfo.bytes("cup", row.row, 0),
                let spelled = spelling.row(row.spelling, state: &next)
            else { continue }
            bytes += move + spelled
            state = next
            cursor = nil
            written.append(row)
        }
        if !written.isEmpty, let reset = spelling.reset(state), let back = Terminfo.bytes("cup", home.row, home.column) {
            write(bytes + reset + back)
            for var row in written { mvwadd_wchnstr(screen, Int32(row.row), 0, &row.cells, Int32(columns)) }
        }
        for var row in held { mvwadd_wchnstr(window, Int32(row.row), 0, &row.cells, Int32(columns)) }
        wnoutrefresh(window)
        doupdate()
    }

    /// A blank in the default colours and normal attributes: what a row scrolled in shows.
    static var blankCell: cchar_t {
        var cell = cchar_t()
        var text: [wchar_t] = [32, 0]
        setcchar(&cell, &text, sg_attr_normal(), 0, nil)
        return cell
    }

    /// Whether every one of the first `columns` cells is `blankCell`.
    static func isBlank(_ cells: [cchar_t], columns: Int) -> Bool {
        var cells = cells
        var text = [wchar_t](repeating: 0, count: 8)
        for x in 0..<columns {
            var attributes = attr_t()
            var shortPair: Int16 = 0
            var pair: Int32 = 0
            guard getcchar(&cells[x], &text, &attributes, &shortPair, &pair) == OK, text[0] == 32, text[1] == 0,
                attributes & ~sg_attr_color() == sg_attr_normal(), pair == 0
            else { return false }
        }
        return true
    }
}
