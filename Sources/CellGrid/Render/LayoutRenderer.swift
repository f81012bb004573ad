import SectionLayout

/// Paints a layout onto a `Grid`, in zIndex order (query order within a zIndex), clipped to the
/// viewport, asking the layout only for the elements near the visible cells (`ElementQuery`).
///
/// What it draws (frames snap to cells by `CellScale`'s rule):
/// - **backgrounds**: filled in the section's colour (`Theme`, `ColorScheme`; `░`/`▒` alternating by
///   section in monochrome). `cornerRadius` ≥ half a column → the corner cells become `╭╮╰╯` in the
///   fill (or border) colour over what was beneath. `border` → a one-cell outline in its colour.
///   `shadow` with opacity > 0 → a one-cell darker band on the side(s) its offset points to (all round
///   for a zero offset; `▓` in monochrome). `image` → a texture: a `FillPattern` name, or an entry of
///   the `TextureCache` (tiled text, or a PPM picture sampled per cell); an image not in the cache is
///   drawn as the colour and reported in `RenderReport.warnings`.
/// - **items**: a box with the label (`RenderLabels`) centred, shortened when small; one row tall →
///   `[label]`; one column wide (a one-cell item) → `█`.
/// - **headers / footers**: the section title on the middle row, bold and left in headers, dim and
///   right in footers, keeping the background beneath; wide (CJK) characters keep two columns. A strip
///   narrower than its title but taller (headers when scrolling horizontally) shows it downwards, a
///   character a row.
/// Parts cut by the viewport are clipped: a box cut by an edge has no outline on that side.
///
/// ```swift
/// let renderer = LayoutRenderer(theme: Theme(depth: .palette256))
/// var grid = Grid(width: 80, height: 24)
/// let report = renderer.render(layout, viewport: viewport, into: &grid)
/// print(grid.ansiText(depth: .palette256))
/// ```
public struct LayoutRenderer: Sendable {
    /// Colours and colour depth.
    public var theme: Theme
    /// Item labels and section titles.
    public var labels: RenderLabels
    /// Background images, loaded beforehand.
    public var textures: TextureCache
    /// Elements per visible cell beyond which a screen is drawn as an overview (`elementBudget(cells:)`).
    public var elementsPerCellBeforeOverview = 8

    /// Creates a renderer.
    public init(theme: Theme = Theme(), labels: RenderLabels = RenderLabels(),
                textures: TextureCache = TextureCache()) {
        self.theme = theme
        self.labels = labels
        self.textures = textures
    }

    /// Cells of margin around the visible cells that the query covers (a shadow band and a one-cell
    /// minimum frame reach one cell beyond their frame; one more for safety).
    public static let queryMargin = 2

    /// Draws what `viewport` shows of `source` into `area` of `grid` (the whole grid by default; the
    /// area is cleared to the theme's canvas first). The viewport's `columns`/`rows` are not used:
    /// the area's size is. The offset is used as given (clamp it with `Viewport.clamped(to:)`).
    @discardableResult
    public func render<Source: ElementQuery>(_ source: Source, viewport: Viewport, into grid: inout Grid,
                                             area: CellRect? = nil) -> RenderReport {
        let target = (area ?? grid.bounds).intersection(grid.bounds)
        let origin = viewport.originCell
        let scale = viewport.scale
        var pass = RenderPass(grid: Grid(width: 0, height: 0), area: target,
                              dx: target.x &- origin.column, dy: target.y &- origin.row,
                              scale: scale, renderer: self)
        swap(&pass.grid, &grid)
        defer { swap(&pass.grid, &grid) }
        pass.grid.fill(target, style: pass.grid.styleID(for: theme.canvasStyle))
        let margin = LayoutRenderer.queryMargin
        let queryCells = CellRect(x: origin.column &- margin, y: origin.row &- margin,
                                  width: target.width + 2 * margin, height: target.height + 2 * margin)
        var report = RenderReport(queryRect: scale.points(for: queryCells))
        guard !target.isEmpty else { return report }

        // Collect what the screen shows; a screen crowded past the budget is drawn as an overview.
        var queue = ElementQueue()
        let budget = elementBudget(cells: queryCells.width &* queryCells.height)
        var crowded = false
        source.forEachElement(in: report.queryRect, context: viewport.scrollContext) { element in
            guard queue.count < budget else {
                crowded = true
                return false
            }
            queue.append(element)
            return true
        }
        if crowded {
            queue.removeAll()
            sampleEachCell(of: queryCells, source: source, viewport: viewport, into: &queue)
            report.isOverview = true
        }
        report.elementsQueried = queue.count
        queue.forEachInDrawingOrder { element in
            if pass.draw(element, styles: queue.styles, source: source) { report.elementsDrawn += 1 }
        }
        report.warnings = pass.warnings
        return report
    }
}
