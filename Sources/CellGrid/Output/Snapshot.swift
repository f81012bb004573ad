import SectionLayout
import SectionScene

/// One call from a layout to a drawn grid, without a viewer (`sectiongrid snapshot` draws the viewer's
/// screen instead, `ViewerScreen`); print the grid with `plainLines()` or `ansiLines(depth:)`.
///
/// ```swift
/// let viewport = Viewport(fittingWidth: spec.viewport.width, columns: 80, rows: 24, zoom: 1,
///                         contentInset: spec.contentInset)
/// let layout = flow.layout(in: viewport.boundsSize.inset(by: viewport.contentInset))
/// let (grid, report) = Snapshot.grid(layout: layout, viewport: viewport, theme: Theme(depth: .palette256))
/// ```
public enum Snapshot {
    /// Renders `layout` as `viewport` shows it (offset clamped to the content first) into a new grid
    /// of the viewport's columns × rows.
    public static func grid(
        layout: LayoutResult, viewport: Viewport, theme: Theme = Theme(),
        labels: RenderLabels = RenderLabels(),
        textures: TextureCache = TextureCache()
    ) -> (grid: Grid, report: RenderReport) {
        var grid = Grid(width: viewport.columns, height: viewport.rows)
        let renderer = LayoutRenderer(theme: theme, labels: labels, textures: textures)
        let report = renderer.render(layout, viewport: viewport.clamped(to: layout), into: &grid)
        return (grid, report)
    }
}
