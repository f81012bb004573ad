import CNcursesw
import CNcurseswShim
import CellGrid
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
    /// Shows `grid` from the top-left corner: each row is written as runs of one style (blanks in a
    /// style that looks the same and costs fewer colour changes, `BlankStyling`), then ncurses sends only
    /// what changed since the last frame (using scroll regions when lines moved). Rows a vertical scroll
    /// brings in are written around ncurses when that is shorter (`holdBackRows`), rows that moved
    /// sideways are moved with the terminal's character commands (`moveRows`).
    ///
    /// Everything a frame sends — ncurses's update and the viewer's own commands around it — goes to
    /// the terminal in one write(2): the terminal's descriptor points at an in-memory file meanwhile
    /// (`sg_capture_begin`), whose bytes are then written at once, so the terminal never shows half a
    /// frame and the viewer makes one system call a frame. (Not while ncurses has a resize to take: its
    /// update asks the terminal for its size then.)
    public func draw(_ grid: Grid) {
        guard isOpen else { return }
        fflush(output)
        var previous = sigset_t()
        let saved = frameBuffer >= 0 ? sg_capture_begin(outputDescriptor, frameBuffer, &previous) : -1
        drawFrame(grid)
        fflush(output)
        if saved >= 0 { _ = sg_capture_end(outputDescriptor, saved, frameBuffer, &previous) }
    }

    private func drawFrame(_ grid: Grid) {
        let window = sg_stdscr()
        let rows = Swift.min(grid.height, size.rows), columns = Swift.min(grid.width, size.columns)
        if rows < size.rows || columns < size.columns { werase(window) }
        for y in 0..<rows {
            BlankStyling.styles(row: y, of: grid, columns: columns, into: &rowStyles)
            var x = 0
            while x < columns {
                let start = x, style = rowStyles[x]
                runBuffer.removeAll(keepingCapacity: true)
                while x < columns, rowStyles[x] == style {
                    let cell = grid[x, y]
                    if cell.isWide, x + 1 >= columns {
                        runBuffer.append(wchar_t(32))   // a wide character cut by the edge
                    } else if let scalar = cell.scalar {
                        if !cell.isContinuation { runBuffer.append(wchar_t(bitPattern: scalar.value)) }
                    } else {
                        // A cluster, spelled so ncurses and the terminal count its columns as the grid does.
                        for scalar in grid.terminalScalars(of: cell) { runBuffer.append(wchar_t(bitPattern: scalar.value)) }
                    }
                    x += 1
                }
                var pair = pairs.pair(for: style)
                wattr_set(window, Terminal.attributes(style.attributes), 0, &pair)
                runBuffer.append(0)
                _ = runBuffer.withUnsafeBufferPointer { text in
                    mvwaddnwstr(window, Int32(y), Int32(start), text.baseAddress, Int32(text.count - 1))
                }
            }
        }
        let whole = grid.height == size.rows && grid.width == size.columns
        let previous = whole ? lastFrame : nil
        let vertical = previous.flatMap { VerticalShift.between($0, grid) }
        var held: [HeldRow] = []
        if let previous, let vertical { held = holdBackRows(vertical, previous: previous, next: grid, columns: columns) }
        wnoutrefresh(window)
        if vertical == nil, let previous, let shift = HorizontalShift.between(previous, grid) {
            moveRows(shift, columns: columns)
        }
        doupdate()
        writeHeldRows(held, columns: columns)
        lastFrame = whole ? grid : nil
    }

    /// Forgets what is on the screen so the next `draw` repaints everything (after a resize, or when
    /// something else may have written to the terminal).
    public func invalidate() {
        guard isOpen else { return }
        lastFrame = nil
        clearok(sg_stdscr(), true)
    }

    /// ncurses attribute bits for text attributes.
    static func attributes(_ attributes: TextAttributes) -> attr_t {
        var result = sg_attr_normal()
        if attributes.contains(.bold) { result |= sg_attr_bold() }
        if attributes.contains(.dim) { result |= sg_attr_dim() }
        if attributes.contains(.underline) { result |= sg_attr_underline() }
        if attributes.contains(.reverse) { result |= sg_attr_reverse() }
        return result
    }
}
