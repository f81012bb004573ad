/// Direct access to a grid's cells for the drawing primitives: rows are written as runs through one
/// pointer, with the wide-character bookkeeping done once per run end instead of once per cell.
/// Only valid inside `Grid.withCellBuffer(_:)`; callers keep every index inside the grid.
@usableFromInline
struct CellBuffer {
    @usableFromInline let base: UnsafeMutablePointer<Cell>
    @usableFromInline let width: Int

    @inlinable
    init(base: UnsafeMutablePointer<Cell>, width: Int) {
        self.base = base
        self.width = width
    }

    /// The cell at `x`, `y`.
    @inlinable
    subscript(x: Int, y: Int) -> Cell {
        get { base[y &* width &+ x] }
        nonmutating set { base[y &* width &+ x] = newValue }
    }

    /// Blanks the halves of wide characters just outside columns `from..<to` of `row` that would lose
    /// their other half when those columns are overwritten.
    @inlinable
    func repair(row: Int, from: Int, to: Int) {
        if from > 0, self[from, row].widthCode == 0, self[from - 1, row].widthCode == 2 {
            self[from - 1, row] = .blank(self[from - 1, row].style)
        }
        if to < width, to > from, self[to - 1, row].widthCode == 2, self[to, row].widthCode == 0 {
            self[to, row] = .blank(self[to, row].style)
        }
    }

    /// Sets columns `from..<to` of `row` to `cell` (a narrow cell), repairing the run's ends.
    @inlinable
    func run(row: Int, from: Int, to: Int, _ cell: Cell) {
        guard to > from else { return }
        repair(row: row, from: from, to: to)
        let start = base + (row &* width &+ from)
        let count = to &- from
        // A cell is 8 plain bytes: one 64-bit store per cell instead of one per field.
        let bits = unsafeBitCast(cell, to: UInt64.self)
        start.withMemoryRebound(to: UInt64.self, capacity: count) { $0.update(repeating: bits, count: count) }
    }
}

extension Grid {
    /// Calls `body` with direct access to the cells (one uniqueness check for the whole call).
    @inlinable
    mutating func withCellBuffer(_ body: (CellBuffer) -> Void) {
        let width = self.width
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            body(CellBuffer(base: base, width: width))
        }
    }
}
