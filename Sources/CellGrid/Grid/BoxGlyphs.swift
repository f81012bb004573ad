/// The characters of a box outline.
public struct BoxGlyphs: Hashable, Sendable {
    /// Top-left corner.
    public var topLeft: Unicode.Scalar
    /// Top-right corner.
    public var topRight: Unicode.Scalar
    /// Bottom-left corner.
    public var bottomLeft: Unicode.Scalar
    /// Bottom-right corner.
    public var bottomRight: Unicode.Scalar
    /// Top and bottom edges.
    public var horizontal: Unicode.Scalar
    /// Left and right edges.
    public var vertical: Unicode.Scalar

    /// Creates a glyph set.
    public init(topLeft: Unicode.Scalar, topRight: Unicode.Scalar, bottomLeft: Unicode.Scalar,
                bottomRight: Unicode.Scalar, horizontal: Unicode.Scalar, vertical: Unicode.Scalar) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `┌─┐ │ └─┘`
    public static let square = BoxGlyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
                                         horizontal: "─", vertical: "│")
    /// `╭─╮ │ ╰─╯`
    public static let rounded = BoxGlyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
                                          horizontal: "─", vertical: "│")
}

extension Grid {
    /// Draws the outline of `frame` (its outermost cells) with `glyphs`, only where it lies inside
    /// `clip` and the grid: a box cut by the clip has no line on the cut side. A one-row frame is a
    /// horizontal line, a one-column frame a vertical line.
    public mutating func drawBox(_ frame: CellRect, glyphs: BoxGlyphs = .square, style: StyleID,
                                 clip: CellRect? = nil) {
        let area = clipped(clip)
        let visible = frame.intersection(area)
        guard !visible.isEmpty else { return }
        let top = frame.y, bottom = frame.maxY - 1, left = frame.x, right = frame.maxX - 1
        func glyph(_ column: Int, _ row: Int) -> Unicode.Scalar? {
            let onTop = row == top, onBottom = row == bottom, onLeft = column == left, onRight = column == right
            if frame.height == 1 { return glyphs.horizontal }
            if frame.width == 1 { return glyphs.vertical }
            switch (onTop, onBottom, onLeft, onRight) {
            case (true, _, true, _): return glyphs.topLeft
            case (true, _, _, true): return glyphs.topRight
            case (_, true, true, _): return glyphs.bottomLeft
            case (_, true, _, true): return glyphs.bottomRight
            case (true, _, _, _), (_, true, _, _): return glyphs.horizontal
            case (_, _, true, _), (_, _, _, true): return glyphs.vertical
            default: return nil
            }
        }
        for pass in 0..<(frame.height == 1 ? 1 : 2) {
            let row = pass == 0 ? top : bottom
            guard row >= visible.y, row < visible.maxY else { continue }
            for column in visible.x..<visible.maxX {
                if let scalar = glyph(column, row) {
                    place(Cell(scalar: scalar, style: style, widthCode: 1), x: column, y: row)
                }
            }
        }
        guard frame.height > 2 else { return }
        let line = Cell(scalar: glyphs.vertical, style: style, widthCode: 1)
        for pass in 0..<(frame.width == 1 ? 1 : 2) {
            let column = pass == 0 ? left : right
            guard column >= visible.x, column < visible.maxX else { continue }
            for row in stride(from: Swift.max(visible.y, top + 1), to: Swift.min(visible.maxY, bottom), by: 1) {
                place(line, x: column, y: row)
            }
        }
    }
}
