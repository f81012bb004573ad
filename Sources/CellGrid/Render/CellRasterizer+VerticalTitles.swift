import SectionScene

extension CellRasterizer {
    /// A title written down a tall, narrow header or footer (horizontal scrolling makes them full-height
    /// strips): one character a row, centred across the strip, from the top (headers) or up from the
    /// bottom (footers, whose titles are trailing), cut with `…` when longer than the strip. Drawn only
    /// when more of the title shows this way than across (`across` characters' width), and left out
    /// when the visible part of the strip does not hold it whole; returns whether it was written this
    /// way (or left out so).
    mutating func drawVerticalTitle(
        _ title: String, fromTop: Bool, attributes: TextAttributes, rect: CellRect,
        across: Int
    ) -> Bool {
        let margin = rect.height >= 6 ? 1 : 0
        let room = rect.height - 2 * margin
        var glyphs = title.map(String.init)
        guard room > Swift.max(0, across), glyphs.count > 1,
            glyphs.allSatisfy({ DisplayWidth.of($0) <= rect.width })
        else { return false }
        if glyphs.count > room { glyphs = glyphs.prefix(room - 1) + ["…"] }
        let top = fromTop ? rect.y + margin : rect.maxY - margin - glyphs.count
        let theme = self.theme
        let clip = rect.intersection(area)
        let x = rect.x + (rect.width - 1) / 2 // a wide character takes the column to its right too
        let widest = glyphs.map(DisplayWidth.of).max() ?? 1
        guard top >= clip.y, top + glyphs.count <= clip.maxY, x >= clip.x, x + widest <= clip.maxX else { return true }
        for (offset, glyph) in glyphs.enumerated() where glyph != " " {
            grid.write(glyph, x: x, y: top + offset, clip: clip) { old in
                Style(
                    foreground: theme.contrastingText(on: old.background), background: old.background,
                    attributes: attributes)
            }
        }
        return true
    }
}
