import CNcursesw
import CNcurseswShim
import CellGrid

extension Terminal {
    /// Moves the rows of `shift` sideways on the screen with the terminal's delete-character (`dch`) or
    /// insert-character (`ich`) command, and tells ncurses so by moving the same cells in `curscr`
    /// (its picture of the screen) and marking the uncovered ones unknown. The next `doupdate` then
    /// sends only the uncovered columns and whatever else changed. Terminals without the commands are
    /// left to ncurses (it rewrites the rows); either way the screen ends up right, since `doupdate`
    /// corrects every cell that differs from `curscr`.
    ///
    /// Call it between `wnoutrefresh` and `doupdate`, when the last `doupdate` has left the cursor where
    /// `curscr` says (ncurses puts it back there, unless `leaveok`); the cursor is returned there.
    func moveRows(_ shift: HorizontalShift, columns: Int) {
        let distance = abs(shift.columns)
        let screen = sg_curscr()
        let home = (row: sg_cursor_row(screen), column: sg_cursor_column(screen))
        guard distance > 0, distance < columns, !shift.rows.isEmpty, home.row >= 0, home.column >= 0,
            home.column < columns, let edit = capability(shift.columns > 0 ? "dch" : "ich", distance),
            let back = capability("cup", home.row, home.column)
        else { return }
        var cells = [cchar_t](repeating: cchar_t(), count: columns + 1)
        var unknown = cchar_t()
        sg_unknown_cell(&unknown)
        // The edit leaves the cursor at the start of its row: a row a few rows further down is as many
        // cursor-downs away (`cud1`, a line feed on most terminals) when they are shorter than a full
        // cursor address (a row that did not move, between two that did, costs a line feed).
        let down = capability("cud1", 0)
        var cursor: Int?
        for row in shift.rows {
            let address = capability("cup", Int32(row), 0)
            var next: [CChar]?
            if let down, let cursor, row > cursor, (row - cursor) * down.count < (address?.count ?? .max) {
                next = Array(repeating: down, count: row - cursor).flatMap { $0 }
            }
            guard let move = next ?? address else { continue }
            send(move + edit)
            cursor = row
            // The same move in curscr: the cells that stay, then the uncovered ones as unknown.
            mvwin_wchnstr(screen, Int32(row), 0, &cells, Int32(columns))
            if shift.columns > 0 {
                cells.replaceSubrange(0..<(columns - distance), with: cells[distance..<columns])
                for x in (columns - distance)..<columns { cells[x] = unknown }
            } else {
                cells.replaceSubrange(distance..<columns, with: cells[0..<(columns - distance)])
                for x in 0..<distance { cells[x] = unknown }
            }
            mvwadd_wchnstr(screen, Int32(row), 0, &cells, Int32(columns))
        }
        send(back)
    }
}
