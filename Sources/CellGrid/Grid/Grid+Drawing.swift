import SectionScene

extension Grid {
    /// The part of `clip` inside the grid (the whole grid when `clip` is `nil`).
    @inlinable
    func clipped(_ clip: CellRect?) -> CellRect {
        clip.map { $0.intersection(bounds) } ?? bounds
    }

    /// Puts `scalar` at `x`, `y` when it fits entirely inside `clip` and the grid: a wide character is
    /// never split, so one whose second column would fall outside is not drawn. Overwriting half of a
    /// wide character blanks its other half. Returns the columns the scalar takes (0 for zero-width
    /// scalars, which are dropped).
    @discardableResult
    public mutating func put(
        _ scalar: Unicode.Scalar, x: Int, y: Int, style: StyleID,
        clip: CellRect? = nil
    ) -> Int {
        let width = DisplayWidth.of(scalar)
        guard width > 0 else { return 0 }
        let area = clipped(clip)
        guard y >= area.y, y < area.maxY, x >= area.x, x <= area.maxX - width else { return width }
        place(Cell(scalar: scalar, style: style, widthCode: UInt8(width)), x: x, y: y)
        if width == 2 { place(.continuation(style), x: x + 1, y: y) }
        return width
    }

    /// Puts a narrow `scalar` at `x`, `y` when it lies inside `area`, which must lie inside the grid
    /// (the renderer's fast path for labels; no width look-up).
    @inlinable
    mutating func putNarrow(_ scalar: Unicode.Scalar, x: Int, y: Int, style: StyleID, within area: CellRect) {
        guard area.contains(column: x, row: y) else { return }
        place(Cell(scalar: scalar, style: style, widthCode: 1), x: x, y: y)
    }

    /// Puts a narrow or continuation `cell` inside the grid, blanking the other half of any wide
    /// character it breaks.
    @inlinable
    mutating func place(_ cell: Cell, x: Int, y: Int) {
        let old = raw(x: x, y: y)
        if old.widthCode == 0, cell.widthCode != 0, x > 0, raw(x: x - 1, y: y).widthCode == 2 {
            setRaw(.blank(raw(x: x - 1, y: y).style), x: x - 1, y: y)
        }
        if old.widthCode == 2, x + 1 < width, raw(x: x + 1, y: y).widthCode == 0 {
            setRaw(.blank(raw(x: x + 1, y: y).style), x: x + 1, y: y)
        }
        setRaw(cell, x: x, y: y)
    }

    /// Fills `rect` (clipped to the grid) with a narrow `scalar` in `style`. Wide characters cut by the
    /// rectangle's edges are blanked.
    public mutating func fill(_ rect: CellRect, with scalar: Unicode.Scalar = " ", style: StyleID) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let cell = Cell(scalar: DisplayWidth.of(scalar) == 1 ? scalar : " ", style: style, widthCode: 1)
        withCellBuffer { buffer in
            for row in area.y..<area.maxY { buffer.run(row: row, from: area.x, to: area.maxX, cell) }
        }
    }

    /// Fills `rect` (clipped to the grid) with narrow scalars chosen per cell by `pattern`, which gets
    /// the grid column and row.
    public mutating func fill(
        _ rect: CellRect, style: StyleID,
        pattern: (_ column: Int, _ row: Int) -> Unicode.Scalar
    ) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        withCellBuffer { buffer in
            for row in area.y..<area.maxY {
                buffer.repair(row: row, from: area.x, to: area.maxX)
                for column in area.x..<area.maxX {
                    let scalar = pattern(column, row)
                    buffer[column, row] = Cell(
                        scalar: DisplayWidth.of(scalar) == 1 ? scalar : " ", style: style,
                        widthCode: 1)
                }
            }
        }
    }

    /// Replaces the style of every cell in `rect` (clipped to the grid) by `transform` of it, keeping
    /// the characters. `transform` runs once per distinct style, not once per cell.
    public mutating func restyle(_ rect: CellRect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        var memo = StyleMemo()
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                var cell = raw(x: column, y: row)
                cell.style = memo.map(cell.style, in: &self, transform)
                setRaw(cell, x: column, y: row)
            }
        }
    }

    /// Puts a narrow `scalar` at `x`, `y` (inside `clip`) in a style derived from the style already
    /// there, e.g. a corner glyph that keeps the colour beneath it.
    public mutating func put(
        _ scalar: Unicode.Scalar, x: Int, y: Int, clip: CellRect? = nil,
        restyling transform: (Style) -> Style
    ) {
        let area = clipped(clip)
        guard area.contains(column: x, row: y), DisplayWidth.of(scalar) == 1 else { return }
        let id = styleID(for: transform(style(of: raw(x: x, y: y))))
        place(Cell(scalar: scalar, style: id, widthCode: 1), x: x, y: y)
    }
}
