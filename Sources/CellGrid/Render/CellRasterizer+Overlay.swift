import SectionLayout
import SectionScene

extension SceneRectangle {
    /// A plain translucent fill (no image, no outline): what a decoration belonging to no section (the
    /// safe-area bands) lays over what was drawn beneath it.
    var isTranslucentOverlay: Bool {
        image == nil && stroke == nil && (fill.map { $0.alpha < 1 } ?? false)
    }
}

extension CellRasterizer {
    /// The cells a safe-area band covers, in grid coordinates. A band is counted from the edge of the
    /// collection view's bounds (the element's frame, whose cells are the screen's) that it lies
    /// against, so it stays put on screen while the content scrolls under it: as many rows (columns)
    /// as its thickness snaps to, ⌊thickness / points per cell + ½⌋, and at least one for any thickness
    /// above 0 — a 21 pt home-indicator band at 30 pt a row is one row, not none, whatever the scroll
    /// offset. A side band runs between the top and bottom bands' rows.
    func bandCells(for band: Rect) -> CellRect {
        let rows = CellRasterizer.bandSpan(
            band.minY, band.maxY, within: (frame.minY, frame.maxY),
            cells: (rect.y, rect.maxY), pointsPerCell: scale.pointsPerRow)
        let columns = CellRasterizer.bandSpan(
            band.minX, band.maxX, within: (frame.minX, frame.maxX),
            cells: (rect.x, rect.maxX), pointsPerCell: scale.pointsPerColumn)
        return CellRect(minX: columns.0, minY: rows.0, maxX: Swift.max(columns.0, columns.1), maxY: Swift.max(rows.0, rows.1))
    }

    /// One axis of `bandCells(for:)`: the band from `low` to `high` inside `bounds`, whose cells are
    /// `cells`.
    static func bandSpan(
        _ low: Double, _ high: Double, within bounds: (low: Double, high: Double), cells: (low: Int, high: Int),
        pointsPerCell: Double
    ) -> (Int, Int) {
        func count(_ length: Double) -> Int {
            length > 0 && pointsPerCell > 0 ? Swift.max(1, CellScale.edge(length, pointsPerCell: pointsPerCell)) : 0
        }
        let slack = 1e-9 * Swift.max(1, abs(bounds.low), abs(bounds.high))
        let atLow = low <= bounds.low + slack
        let atHigh = high >= bounds.high - slack
        switch (atLow, atHigh) {
        case (true, true): return cells
        case (true, false): return (cells.low, Swift.min(cells.high, cells.low + count(high - low)))
        case (false, true): return (Swift.max(cells.low, cells.high - count(high - low)), cells.high)
        case (false, false): return (cells.low + count(low - bounds.low), cells.high - count(bounds.high - high))
        }
    }

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
        let over = fill.color
        let amount = fill.alpha
        grid.restyle(visible) { old in
            func mixed(_ color: TerminalColor, default fallback: Color) -> TerminalColor {
                let under = color.rgbValue.map { Color(red: $0.red, green: $0.green, blue: $0.blue) } ?? fallback
                return theme.terminalColor(
                    under.mixed(with: Color(red: over.red, green: over.green, blue: over.blue), amount: amount))
            }
            return Style(
                foreground: mixed(old.foreground, default: .black), background: mixed(old.background, default: base),
                attributes: old.attributes)
        }
    }
}
