import SectionScene

extension LayoutRenderer {
    /// A renderer drawing a spec's scene as `options` say (`SceneOptions`: scheme, the collection view's
    /// background as the canvas, labels, appearance, safe area) at `depth`, with `textures`.
    public init(_ options: SceneOptions, depth: ColorDepth, textures: TextureCache = TextureCache()) {
        self.init(
            theme: Theme(depth: depth, scheme: options.scheme, canvas: options.canvas), labels: options.labels,
            textures: textures)
        safeAreaInsets = options.safeAreaInsets
        appearance = options.appearance
    }
}
