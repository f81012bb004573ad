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
        let screen = size
        let rows = Swift.min(grid.height, screen.rows)
        let columns = Swift.min(grid.width, screen.columns)
        if rows < screen.rows || columns < screen.columns { werase(window) }
        let whole = grid.height == screen.rows && grid.width == screen.columns
        let previous = whole ? lastFrame.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil } : nil
        let classes = previous.map { RowClasses($0, grid) }
        let vertical = classes.flatMap { VerticalShift.between($0) }
        // The window still holds the last frame (`lastFrame` is kept only then): scrolled as the screen
        // will be, only the rows that differ from what it then holds are drawn again.
        let holding = classes.map { windowRows(after: vertical, rows: rows, window: window, classes: $0) }
        // The buffers are taken out of the terminal for the loop, so it does not check exclusive access
        // to them at every cell.
        var styles = rowStyles
        var run = runBuffer
        rowStyles = []
        runBuffer = []
        for y in 0..<rows {
            // The last row is always drawn: ncurses leaves the cursor, and sends the window's attributes,
            // as its last write left them.
            if let holding, let classes, y < rows - 1, holding[y] == classes.next[y] { continue }
            drawRow(y, of: grid, columns: columns, window: window, styles: &styles, run: &run)
        }
        rowStyles = styles
        runBuffer = run
        var held: [HeldRow] = []
        if let previous, let vertical { held = holdBackRows(vertical, previous: previous, next: grid, columns: columns) }
        wnoutrefresh(window)
        if vertical == nil, let previous, let shift = HorizontalShift.between(previous, grid) {
            moveRows(shift, columns: columns)
        }
        doupdate()
        writeHeldRows(held, columns: columns)
        // A resize ncurses took in its update changed the window: the next frame is drawn whole.
        lastFrame = whole && size == screen ? grid : nil
    }

    /// Scrolls the window's rows as `shift` scrolls the screen (the window then holds what the screen
    /// will show before the rows that changed are sent) and returns the class (`RowClasses.previous`)
    /// of the last frame's row each window row then holds (0, no class, for rows left blank).
    private func windowRows(
        after shift: VerticalShift?, rows: Int, window: UnsafeMutablePointer<WINDOW>?,
        classes: RowClasses
    ) -> [Int] {
        var holding = Array(classes.previous.prefix(rows))
        guard let shift, !shift.region.isEmpty else { return holding }
        guard wsetscrreg(window, Int32(shift.region.lowerBound), Int32(shift.region.upperBound - 1)) == OK else {
            return holding
        }
        scrollok(window, true)
        wscrl(window, Int32(shift.rows))
        scrollok(window, false)
        wsetscrreg(window, 0, Int32(size.rows - 1))
        for y in shift.region {
            let source = y + shift.rows
            holding[y] = shift.region.contains(source) && !shift.uncovered.contains(y) ? classes.previous[source] : 0
        }
        return holding
    }

    /// Writes row `y` of `grid` into the window as runs of one style (`BlankStyling`).
    private func drawRow(
        _ y: Int, of grid: Grid, columns: Int, window: UnsafeMutablePointer<WINDOW>?,
        styles: inout [Style], run: inout [wchar_t]
    ) {
        BlankStyling.styles(row: y, of: grid, columns: columns, into: &styles)
        var x = 0
        while x < columns {
            let start = x
            let style = styles[x]
            run.removeAll(keepingCapacity: true)
            while x < columns, styles[x] == style {
                let cell = grid[x, y]
                if cell.isWide, x + 1 >= columns {
                    run.append(wchar_t(32)) // a wide character cut by the edge
                } else if let scalar = cell.scalar {
                    if !cell.isContinuation { run.append(wchar_t(bitPattern: scalar.value)) }
                } else {
                    // A cluster, spelled so ncurses and the terminal count its columns as the grid does.
                    for scalar in grid.terminalScalars(of: cell) { run.append(wchar_t(bitPattern: scalar.value)) }
                }
                x += 1
            }
            var pair = pairs.pair(for: style)
            wattr_set(window, Terminal.attributes(style.attributes), 0, &pair)
            run.append(0)
            _ = run.withUnsafeBufferPointer { text in
                mvwaddnwstr(window, Int32(y), Int32(start), text.baseAddress, Int32(text.count - 1))
            }
        }
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
