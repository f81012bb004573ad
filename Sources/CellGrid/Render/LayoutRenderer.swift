import SectionLayout
import SectionScene

/// Paints a layout onto a `Grid`: the scene of what the viewport shows (`SceneBuilder`: draw order,
/// colours, labels, in points) drawn onto cells by the cell rasteriser (snapping, quantising, glyphs),
/// clipped to the viewport, asking the layout only for the elements near the visible cells
/// (`ElementQuery`). The scene is handed straight to the rasteriser, never stored.
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
    /// The collection view's safe area: the parts of the viewport outside it are dimmed (zero: none).
    public var safeAreaInsets = EdgeInsets.zero
    /// How UIKit's dynamic colours show (light: UIKit's default).
    public var appearance = Appearance.light
    /// The looks of a document's elements, drawn instead of the scheme's colours (`SceneBuilder.looks`).
    public var looks: ElementLooks?

    /// Creates a renderer.
    public init(
        theme: Theme = Theme(), labels: RenderLabels = RenderLabels(),
        textures: TextureCache = TextureCache()
    ) {
        self.theme = theme
        self.labels = labels
        self.textures = textures
    }

    /// Cells of margin around the visible cells that the query covers (a shadow band and a one-cell
    /// minimum frame reach one cell beyond their frame; one more for safety).
    public static let queryMargin = 2

    /// The scene builder this renderer draws with: the theme's scheme and canvas, and the labels.
    public var sceneBuilder: SceneBuilder {
        var builder = SceneBuilder(theme: theme, labels: labels)
        builder.appearance = appearance
        builder.looks = looks
        return builder
    }

    /// The scene builder for what `viewport` shows: `sceneBuilder` with the safe area's bands over the
    /// viewport's bounds (when `safeAreaInsets` has any).
    public func sceneBuilder(for viewport: Viewport) -> SceneBuilder {
        var builder = sceneBuilder
        if safeAreaInsets != .zero { builder.safeArea = SafeAreaBands(bounds: viewport.visibleRect, insets: safeAreaInsets) }
        return builder
    }

    /// Draws what `viewport` shows of `source` into `area` of `grid` (the whole grid by default; the
    /// area is cleared to the theme's canvas first). The viewport's `columns`/`rows` are not used:
    /// the area's size is. The offset is used as given (clamp it with `Viewport.clamped(to:)`).
    @discardableResult
    public func render<Source: ElementQuery>(
        _ source: Source, viewport: Viewport, into grid: inout Grid,
        area: CellRect? = nil
    ) -> RenderReport {
        let builder = sceneBuilder(for: viewport)
        return rasterize(viewport: viewport, into: &grid, area: area) { rasterizer, report, queryCells in
            // The scene of what the screen shows; a screen crowded past the budget is drawn as an
            // overview. Collecting is generic over the source, emitting only over the visitor, so the
            // emitting is specialised for the rasteriser whatever the source.
            let budget = elementBudget(cells: queryCells.width &* queryCells.height)
            rasterizer.beginScene(backgroundColor: builder.sceneBackgroundColor)
            var queue: ElementQueue
            if let collected = builder.collect(
                source, in: report.queryRect, context: viewport.scrollContext,
                elementLimit: budget)
            {
                queue = collected
            } else {
                queue = ElementQueue()
                sampleEachCell(of: queryCells, source: source, viewport: viewport, into: &queue)
                report.isOverview = true
            }
            report.elementsQueried = queue.count
            builder.emit(
                queue, layoutDirection: source.layoutDirection, backgroundStyle: { source.backgroundStyle(ofSection: $0) },
                into: &rasterizer)
        }
    }

    /// Draws a recorded scene as `viewport` shows it into `area` of `grid` (the whole grid by default),
    /// exactly as `render(_:viewport:into:area:)` draws the layout the scene was built from. The
    /// report counts the scene's elements as queried; `queryRect` is the rect a layout would be asked.
    @discardableResult
    public func render(
        _ scene: Scene, viewport: Viewport, into grid: inout Grid,
        area: CellRect? = nil
    ) -> RenderReport {
        rasterize(viewport: viewport, into: &grid, area: area) { rasterizer, report, _ in
            scene.replay(into: &rasterizer)
            report.elementsQueried = scene.entries.count
        }
    }

    /// Sets up a rasteriser for `area` of `grid` at `viewport`, lets `draw` hand it a scene (it must
    /// call `beginScene`), and reports.
    private func rasterize(
        viewport: Viewport, into grid: inout Grid, area: CellRect?,
        draw: (inout CellRasterizer, inout RenderReport, CellRect) -> Void
    ) -> RenderReport {
        let target = (area ?? grid.bounds).intersection(grid.bounds)
        let origin = viewport.originCell
        let scale = viewport.scale
        var rasterizer = CellRasterizer(
            grid: Grid(width: 0, height: 0), area: target,
            dx: target.x &- origin.column, dy: target.y &- origin.row,
            scale: scale, theme: theme, textures: textures)
        swap(&rasterizer.grid, &grid)
        defer { swap(&rasterizer.grid, &grid) }
        let margin = LayoutRenderer.queryMargin
        let queryCells = CellRect(
            x: origin.column &- margin, y: origin.row &- margin,
            width: target.width + 2 * margin, height: target.height + 2 * margin)
        var report = RenderReport(queryRect: scale.points(for: queryCells))
        guard !target.isEmpty else {
            rasterizer.beginScene(backgroundColor: sceneBuilder.sceneBackgroundColor)
            return report
        }
        draw(&rasterizer, &report, queryCells)
        report.elementsDrawn = rasterizer.elementsDrawn
        report.warnings = rasterizer.warnings
        return report
    }
}
