import SectionLayout
import SectionScene

extension CellRasterizer {
    /// A panel: a background's rectangle (its shadow came first; `patterned`) or a supplementary view's
    /// (never patterned, see `BackgroundPaint`): fill (or texture), border, then rounded corners (a
    /// radius of at least half a column) in the fill's or border's colour over what was beneath them.
    mutating func drawBackground(_ rectangle: SceneRectangle, rect: CellRect, patterned: Bool = true) {
        let paint = BackgroundPaint(rectangle, section: section, theme: theme, grid: &grid, patterned: patterned)
        let rounded =
            rectangle.cornerRadius >= scale.pointsPerColumn / 2 && rect.width >= 2 && rect.height >= 2
            && !rectangle.roundedCorners.isEmpty
        let corners = rounded ? cornerCells(of: rect, rounding: rectangle.roundedCorners) : []
        let beneath = corners.map { grid.style(atX: $0.column, y: $0.row).background }
        let visible = rect.intersection(area)
        let isImage = rectangle.image != nil
        if let image = rectangle.image {
            if !image.name.isEmpty {
                drawTexture(named: image.name, rect: rect, visible: visible, paint: paint)
            } else if paint.hasFill {
                grid.fill(visible, with: paint.fillScalar, style: paint.fill) // an empty name: the colour
            }
        } else if paint.hasFill {
            grid.fill(visible, with: paint.fillScalar, style: paint.fill)
        }
        let bordered = rectangle.stroke != nil
        if bordered {
            // Square where the look keeps a corner square (`maskedCorners`); the rounded ones come below.
            grid.drawBox(
                rect, glyphs: rounded && rectangle.roundedCorners == .all ? .rounded : .square, style: paint.border, clip: area)
        }
        guard rounded, bordered || paint.hasFill || isImage else { return }
        let ink = bordered ? paint.borderColor : paint.cornerColor
        for (corner, under) in zip(corners, beneath) {
            grid.put(corner.glyph, x: corner.column, y: corner.row, clip: area) { old in
                Style(foreground: ink, background: under, attributes: old.attributes.subtracting(.reverse))
            }
        }
    }

    /// The corner cells of `rect` that `corners` rounds, with their rounded glyphs.
    private func cornerCells(of rect: CellRect, rounding corners: SceneCorners) -> [(
        column: Int, row: Int, glyph: Unicode.Scalar
    )] {
        let all: [(SceneCorners, Int, Int, Unicode.Scalar)] = [
            (.minXMinY, rect.x, rect.y, "╭"), (.maxXMinY, rect.maxX - 1, rect.y, "╮"),
            (.minXMaxY, rect.x, rect.maxY - 1, "╰"), (.maxXMaxY, rect.maxX - 1, rect.maxY - 1, "╯"),
        ]
        return all.filter { corners.contains($0.0) }.map { ($0.1, $0.2, $0.3) }
    }

    /// A one-cell band offset from `rect` in the direction of the shadow's offset (all around when the
    /// offset is zero): each cell's colour mixed with the shadow's by its opacity (30–85 %), `▓` in
    /// monochrome.
    mutating func drawShadow(around rect: CellRect, shadow: SceneShadow) {
        func sign(_ value: Double) -> Int { value > 0 ? 1 : (value < 0 ? -1 : 0) }
        let sx = sign(shadow.offset.width)
        let sy = sign(shadow.offset.height)
        let outer = sx == 0 && sy == 0 ? rect.insetBy(-1) : rect.offsetBy(dx: sx, dy: sy)
        let theme = self.theme
        let base = theme.canvas ?? .white
        let amount = Swift.min(0.85, Swift.max(0.3, shadow.opacity))
        for strip in CellRasterizer.band(outer, minus: rect) {
            let visible = strip.intersection(area)
            guard !visible.isEmpty else { continue }
            if theme.isMonochrome {
                grid.fill(visible, with: "▓", style: .plain)
            } else {
                grid.restyle(visible) { old in
                    let under = old.background.rgbValue.map { Color(red: $0.red, green: $0.green, blue: $0.blue) }
                    let shade = theme.terminalColor((under ?? base).mixed(with: shadow.color.color, amount: amount))
                    return Style(foreground: theme.contrastingText(on: shade), background: shade)
                }
            }
        }
    }

    /// The cells of `outer` that are not in `inner`, as up to four rectangles.
    static func band(_ outer: CellRect, minus inner: CellRect) -> [CellRect] {
        let top = Swift.min(outer.maxY, Swift.max(outer.y, inner.y))
        let bottom = Swift.max(top, Swift.min(outer.maxY, inner.maxY))
        let left = Swift.min(outer.maxX, Swift.max(outer.x, inner.x))
        let right = Swift.max(left, Swift.min(outer.maxX, inner.maxX))
        return [
            CellRect(minX: outer.x, minY: outer.y, maxX: outer.maxX, maxY: top),
            CellRect(minX: outer.x, minY: bottom, maxX: outer.maxX, maxY: outer.maxY),
            CellRect(minX: outer.x, minY: top, maxX: left, maxY: bottom),
            CellRect(minX: right, minY: top, maxX: outer.maxX, maxY: bottom),
        ].filter { !$0.isEmpty }
    }
}
