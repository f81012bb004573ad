import SectionScene

extension SceneBuilder {
    /// The builder a renderer with `theme` and `labels` draws with: its scheme and canvas.
    public init(theme: Theme, labels: RenderLabels = RenderLabels()) {
        self.init(scheme: theme.scheme, backgroundColor: theme.canvas, labels: labels)
    }
}
