import SectionLayout

/// One call from a layout to printable text: what `sectiongrid snapshot` does once it has a layout.
///
/// ```swift
/// let viewport = Viewport(fittingWidth: spec.viewport.width, columns: 80, rows: 24, zoom: 1,
///                         contentInset: spec.contentInset)
/// let layout = flow.layout(in: viewport.boundsSize.inset(by: viewport.contentInset))
/// let (text, warnings) = Snapshot.text(layout: layout, viewport: viewport, format: .ansi(.palette256))
/// ```
public enum Snapshot {
    /// Renders `layout` as `viewport` shows it (offset clamped to the content first) into a new grid
    /// of the viewport's columns × rows.
    public static func grid(layout: LayoutResult, viewport: Viewport, theme: Theme = Theme(),
                            labels: RenderLabels = RenderLabels(),
                            textures: TextureCache = TextureCache()) -> (grid: Grid, report: RenderReport) {
        var grid = Grid(width: viewport.columns, height: viewport.rows)
        let renderer = LayoutRenderer(theme: theme, labels: labels, textures: textures)
        let report = renderer.render(layout, viewport: viewport.clamped(to: layout), into: &grid)
        return (grid, report)
    }

    /// The snapshot as text in `format` (lines joined by newlines, with a trailing newline), and the
    /// render's warnings. `theme` supplies the scheme and canvas; its depth is replaced by the format's.
    public static func text(layout: LayoutResult, viewport: Viewport, format: SnapshotFormat = .plain,
                            theme: Theme = Theme(), labels: RenderLabels = RenderLabels(),
                            textures: TextureCache = TextureCache()) -> (text: String, warnings: [String]) {
        var theme = theme
        switch format {
        case .plain: theme.depth = .monochrome
        case .ansi(let depth): theme.depth = depth
        }
        let (grid, report) = self.grid(layout: layout, viewport: viewport, theme: theme, labels: labels,
                                       textures: textures)
        let lines: [String]
        switch format {
        case .plain: lines = grid.plainLines()
        case .ansi(let depth): lines = grid.ansiLines(depth: depth)
        }
        return (lines.map { $0 + "\n" }.joined(), report.warnings)
    }
}
