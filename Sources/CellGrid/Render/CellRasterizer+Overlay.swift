import SectionLayout

extension SceneRectangle {
    /// A plain translucent fill (no image, no outline): what a decoration belonging to no section (the
    /// safe-area bands) lays over what was drawn beneath it.
    var isTranslucentOverlay: Bool {
        image == nil && stroke == nil && (fill.map { $0.alpha < 1 } ?? false)
    }
}

extension CellRasterizer {
    /// A translucent rectangle over the cells already drawn, as a shadow band is mixed in: each cell's
    /// colours moved towards the fill's by its opacity, the characters kept; in monochrome the cells
    /// turn dim and plain blanks show `·` (a title's own spaces stay, so it reads), so the band reads in plain text too.
    mutating func drawOverlay(_ rectangle: SceneRectangle, visible: CellRect) {
        guard let fill = rectangle.fill else { return }
        let theme = self.theme
        if theme.isMonochrome {
            let dot = grid.styleID(for: Style(attributes: .dim))
            for row in visible.y..<visible.maxY {
                for column in visible.x..<visible.maxX
                where grid.character(atX: column, y: row) == " " && grid.style(atX: column, y: row).attributes.isEmpty {
                    grid.put("·", x: column, y: row, style: dot)
                }
            }
            grid.restyle(visible) { old in
                var dimmed = old
                dimmed.attributes.insert(.dim)
                return dimmed
            }
            return
        }
        let base = theme.canvas ?? .white
        let over = fill.color, amount = fill.alpha
        grid.restyle(visible) { old in
            func mixed(_ color: TerminalColor, default fallback: Color) -> TerminalColor {
                let under = color.rgbValue.map { Color(red: $0.red, green: $0.green, blue: $0.blue) } ?? fallback
                return theme.terminalColor(under.mixed(with: Color(red: over.red, green: over.green, blue: over.blue), amount: amount))
            }
            return Style(foreground: mixed(old.foreground, default: .black), background: mixed(old.background, default: base),
                         attributes: old.attributes)
        }
    }
}
