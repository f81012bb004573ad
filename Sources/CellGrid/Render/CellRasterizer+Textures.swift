import SectionLayout
import SectionScene

extension CellRasterizer {
    /// A background drawn with its `image`: a built-in pattern or tiled text on the fill colour, or a
    /// picture sampled once per cell. An image that is not in the cache is drawn as the fill colour,
    /// with a warning.
    mutating func drawTexture(named name: String, rect: CellRect, visible: CellRect, paint: BackgroundPaint) {
        let dx = self.dx
        let dy = self.dy
        switch textures.texture(named: name) {
        case .pattern(let pattern):
            grid.fill(visible, style: paint.texture) { column, row in
                pattern.scalar(column: column - dx, row: row - dy)
            }
        case .text(let tile):
            grid.fill(visible, style: paint.texture) { column, row in
                tile.scalar(column: column - dx, row: row - dy)
            }
        case .pixels(let image):
            drawPicture(image, rect: rect, visible: visible)
        case nil:
            warn("image \"\(name)\" (section \(section)) is not loaded; drawn in its colour")
            if paint.hasFill { grid.fill(visible, with: paint.fillScalar, style: paint.fill) }
        }
    }

    /// A picture stretched over `rect`, one sample per cell at the cell's centre: the sample's colour as
    /// the cell's background, or in monochrome a shade character (` ░▒▓█`: brighter pixels denser).
    private mutating func drawPicture(_ image: PixelImage, rect: CellRect, visible: CellRect) {
        guard !visible.isEmpty else { return }
        let theme = self.theme
        let shades: [Unicode.Scalar] = [" ", "░", "▒", "▓", "█"]
        for row in visible.y..<visible.maxY {
            let v = (Double(row - rect.y) + 0.5) / Double(rect.height)
            for column in visible.x..<visible.maxX {
                let u = (Double(column - rect.x) + 0.5) / Double(rect.width)
                let color = image.sample(u: u, v: v)
                if theme.isMonochrome {
                    let level = Swift.min(4, Int(color.brightness * 5))
                    grid.put(shades[level], x: column, y: row, style: .plain)
                } else {
                    let shown = theme.terminalColor(color)
                    let id = grid.styleID(for: Style(foreground: theme.contrastingText(on: shown), background: shown))
                    grid.put(" ", x: column, y: row, style: id)
                }
            }
        }
    }
}
