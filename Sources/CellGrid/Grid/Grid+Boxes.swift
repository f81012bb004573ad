extension Grid {
    /// Draws the outline of `frame` (its outermost cells) with `glyphs`, only where it lies inside
    /// `clip` and the grid: a box cut by the clip has no line on the cut side. A one-row frame is a
    /// horizontal line, a one-column frame a vertical line.
    public mutating func drawBox(
        _ frame: CellRect, glyphs: BoxGlyphs = .square, style: StyleID,
        clip: CellRect? = nil
    ) {
        drawBox(frame, glyphs: glyphs, line: style, fill: nil, clip: clip)
    }

    /// Draws `frame` as a filled box: the outline in `line` (as `drawBox`), the inside blank in `fill`,
    /// in one pass, clipped like `drawBox`.
    public mutating func drawPanel(
        _ frame: CellRect, glyphs: BoxGlyphs = .square, line: StyleID, fill: StyleID,
        clip: CellRect? = nil
    ) {
        drawBox(frame, glyphs: glyphs, line: line, fill: fill, clip: clip)
    }

    /// The outline, and the inside when `fill` is given, row by row as runs.
    private mutating func drawBox(
        _ frame: CellRect, glyphs: BoxGlyphs, line: StyleID, fill: StyleID?,
        clip: CellRect?
    ) {
        let visible = frame.intersection(clipped(clip))
        guard !visible.isEmpty else { return }
        let top = frame.y
        let bottom = frame.maxY - 1
        let left = frame.x
        let right = frame.maxX - 1
        let horizontal = Cell(scalar: glyphs.horizontal, style: line, widthCode: 1)
        let vertical = Cell(scalar: glyphs.vertical, style: line, widthCode: 1)
        let inside = fill.map { Cell.blank($0) }
        withCellBuffer { buffer in
            for row in visible.y..<visible.maxY {
                if row == top || row == bottom {
                    buffer.run(
                        row: row, from: visible.x, to: visible.maxX,
                        frame.width == 1 && frame.height > 1 ? vertical : horizontal)
                    guard frame.height > 1, frame.width > 1 else { continue }
                    if left >= visible.x {
                        buffer[left, row] = Cell(
                            scalar: row == top ? glyphs.topLeft : glyphs.bottomLeft, style: line,
                            widthCode: 1)
                    }
                    if right < visible.maxX {
                        buffer[right, row] = Cell(
                            scalar: row == top ? glyphs.topRight : glyphs.bottomRight,
                            style: line, widthCode: 1)
                    }
                } else if let inside {
                    buffer.run(row: row, from: visible.x, to: visible.maxX, inside)
                    if left >= visible.x { buffer[left, row] = vertical }
                    if right < visible.maxX { buffer[right, row] = vertical }
                } else {
                    if left >= visible.x { buffer.run(row: row, from: left, to: left + 1, vertical) }
                    if right < visible.maxX, right != left {
                        buffer.run(row: row, from: right, to: right + 1, vertical)
                    }
                }
            }
        }
    }
}
