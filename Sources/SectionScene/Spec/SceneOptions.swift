import SectionLayout
import SectionSpec

/// What a spec's scene is built with, worked out in this one place for every renderer — the terminal
/// (`ViewerScreen`, `snapshot`), the viewer's pictures (`p`) and `export svg`: the colour scheme, the
/// collection view's background, the section titles, the appearance the spec's dynamic colours show in,
/// and the safe area dimmed at the edges of what a screen shows.
///
/// ```swift
/// let options = SceneOptions(spec: spec, scheme: .spec)
/// let scene = options.builder(safeAreaBounds: visibleRect).scene(of: spec.layout(), in: visibleRect)
/// ```
public struct SceneOptions: Hashable, Sendable {
    /// How sections are coloured.
    public var scheme: ColorScheme
    /// The collection view's background colour as the spec gives it (`nil`: none).
    public var backgroundColor: Color?
    /// Item labels and the spec's section titles.
    public var labels: RenderLabels
    /// How the spec's dynamic colours show.
    public var appearance: Appearance
    /// The collection view's safe area (zero: none).
    public var safeAreaInsets: EdgeInsets

    /// The options of `spec`'s scene, coloured by `scheme`.
    public init(spec: LayoutSpec, scheme: ColorScheme) {
        self.scheme = scheme
        backgroundColor = spec.backgroundColor
        labels = RenderLabels(sectionTitles: spec.sectionTitles)
        appearance = spec.appearance
        safeAreaInsets = spec.safeAreaInsets
    }

    /// The collection view's background as it shows in `appearance` (`nil`: none).
    public var canvas: Color? { backgroundColor?.resolved(for: appearance) }

    /// The scene builder for these options; with the safe area's bands over `bounds` when the spec has a
    /// safe area and `bounds` are given (the screen a picture or the terminal shows).
    public func builder(safeAreaBounds bounds: Rect? = nil) -> SceneBuilder {
        var builder = SceneBuilder(scheme: scheme, backgroundColor: backgroundColor, labels: labels)
        builder.appearance = appearance
        if let bounds, safeAreaInsets != .zero { builder.safeArea = SafeAreaBands(bounds: bounds, insets: safeAreaInsets) }
        return builder
    }
}
