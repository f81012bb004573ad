import SectionScene

extension Grid {
    /// Writes `text` on row `y` from column `x`, one grapheme cluster per cell (two cells for a wide
    /// one: see `DisplayWidth.of(_: Character)`), inside `clip` and the grid. Zero-width clusters are
    /// dropped; a character that would straddle the clip's edge is not drawn (never split). Returns the
    /// column after the text.
    @discardableResult
    public mutating func write<S: StringProtocol>(
        _ text: S, x: Int, y: Int, style: StyleID,
        clip: CellRect? = nil
    ) -> Int {
        write(text, x: x, y: y, clip: clip) { _, _ in style }
    }

    /// Writes `text` like `write(_:x:y:style:clip:)`, each cell in a style derived from the style
    /// already there (e.g. a title that keeps the background beneath it and picks a readable colour).
    @discardableResult
    public mutating func write<S: StringProtocol>(
        _ text: S, x: Int, y: Int, clip: CellRect? = nil,
        restyling transform: (Style) -> Style
    ) -> Int {
        var memo = StyleMemo()
        return write(text, x: x, y: y, clip: clip) { grid, column in
            memo.map(grid.raw(x: column, y: y).style, in: &grid, transform)
        }
    }

    /// The writer both `write`s share: `style(grid, column)` gives the style of the cell at `column`.
    private mutating func write<S: StringProtocol>(
        _ text: S, x: Int, y: Int, clip: CellRect?,
        style: (inout Grid, Int) -> StyleID
    ) -> Int {
        let area = clipped(clip)
        guard y >= area.y, y < area.maxY else { return x + DisplayWidth.of(text) }
        var column = x
        for character in text {
            if let ascii = character.asciiValue {
                guard ascii >= 0x20, ascii < 0x7F else { continue }
                if column >= area.x, column < area.maxX {
                    let id = style(&self, column)
                    place(Cell(scalar: Unicode.Scalar(ascii), style: id, widthCode: 1), x: column, y: y)
                }
                column += 1
                continue
            }
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            // A cluster is drawn whole or not at all.
            if column >= area.x, column <= area.maxX - width {
                var cellColumn = column
                DisplayWidth.forEachCell(of: character) { text, cellWidth in
                    let id = style(&self, cellColumn)
                    place(cell(showing: text, width: cellWidth, style: id), x: cellColumn, y: y)
                    if cellWidth == 2 { place(.continuation(id), x: cellColumn + 1, y: y) }
                    cellColumn += cellWidth
                }
            }
            column += width
        }
        return column
    }
}
