import SectionLayout

/// Paints a layout onto a `Grid`: section backgrounds (fill, rounded corners, border, shadow, texture),
/// items as labelled boxes, headers and footers with the section title — in zIndex order, clipped to
/// the viewport, asking the layout only for the elements near the visible cells.
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

        var elements: [QueuedElement] = []
        elements.reserveCapacity(256)
        var styles: [BackgroundStyle] = []
        var layers: [Int] = []   // the distinct zIndex values, few in practice
        source.visitElements(in: report.queryRect, orthogonalOffsets: viewport.orthogonalOffsets) { element in
            if !layers.contains(element.zIndex) { layers.append(element.zIndex) }
            var style = -1
            if let background = element.style {
                style = styles.count
                styles.append(background)
            }
            elements.append(QueuedElement(element, style: style))
        }
        report.elementsQueried = elements.count
        func draw(_ index: Int) {
            let style = elements[index].style
            if pass.draw(elements[index], style: style >= 0 ? styles[style] : nil, source: source) {
                report.elementsDrawn += 1
            }
        }
        if layers.count <= 1 {
            for index in elements.indices { draw(index) }
        } else if layers.count <= 8 {
            // One pass per zIndex, lowest first; query order within a layer (a stable sort, no moves).
            layers.sort()
            for layer in layers {
                for index in elements.indices where elements[index].zIndex == layer { draw(index) }
            }
        } else {
            let order = elements.indices.sorted { (elements[$0].zIndex, $0) < (elements[$1].zIndex, $1) }
            for index in order { draw(index) }
        }
        report.warnings = pass.warnings
        return report
    }
}
