extension Grid {
    /// Writes `text` on row `y` from column `x`, one cell per narrow character and two per wide one,
    /// inside `clip` and the grid. Zero-width scalars are dropped; a wide character that would straddle
    /// the clip's edge is not drawn (never split). Returns the column after the text.
    @discardableResult
    public mutating func write<S: StringProtocol>(_ text: S, x: Int, y: Int, style: StyleID,
                                                   clip: CellRect? = nil) -> Int {
        let area = clipped(clip)
        var column = x
        guard y >= area.y, y < area.maxY else { return x + DisplayWidth.of(text) }
        for scalar in text.unicodeScalars {
            let width = DisplayWidth.of(scalar)
            guard width > 0 else { continue }
            if column >= area.x, column <= area.maxX - width {
                place(Cell(scalar: scalar, style: style, widthCode: UInt8(width)), x: column, y: y)
                if width == 2 { place(.continuation(style), x: column + 1, y: y) }
            }
            column += width
        }
        return column
    }

    /// Writes `text` like `write(_:x:y:style:clip:)`, each cell in a style derived from the style
    /// already there (e.g. a title that keeps the background beneath it and picks a readable colour).
    @discardableResult
    public mutating func write<S: StringProtocol>(_ text: S, x: Int, y: Int, clip: CellRect? = nil,
                                                   restyling transform: (Style) -> Style) -> Int {
        let area = clipped(clip)
        var column = x
        guard y >= area.y, y < area.maxY else { return x + DisplayWidth.of(text) }
        var memo = StyleMemo()
        for scalar in text.unicodeScalars {
            let width = DisplayWidth.of(scalar)
            guard width > 0 else { continue }
            if column >= area.x, column <= area.maxX - width {
                let id = memo.map(raw(x: column, y: y).style, in: &self, transform)
                place(Cell(scalar: scalar, style: id, widthCode: UInt8(width)), x: column, y: y)
                if width == 2 { place(.continuation(id), x: column + 1, y: y) }
            }
            column += width
        }
        return column
    }
}
