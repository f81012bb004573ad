import CellGrid

/// What the screen shows of the layout: the viewport (scroll offset, content inset, orthogonal rows'
/// offsets, scale), the zoom, and the place the last relayout kept.
public struct ViewerCamera: Sendable {
    /// The zooms `z`/`Z` and `--zoom` reach.
    public static let zoomRange = 0.125...8.0

    /// What the screen shows.
    public internal(set) var viewport: Viewport
    /// Magnification: 1 fits the spec's viewport to the terminal.
    public internal(set) var zoom = 1.0
    /// The place the last relayout kept, and the viewport that gave (see `ViewerState.keepingPlace`).
    var keptPlace: KeptPlace?

    /// A camera on `viewport` at zoom 1.
    init(viewport: Viewport) {
        self.viewport = viewport
    }

    /// `zoom` kept within `zoomRange`.
    static func clamped(zoom: Double) -> Double {
        Swift.min(zoomRange.upperBound, Swift.max(zoomRange.lowerBound, zoom))
    }
}

/// An anchor and the viewport a relayout put it in.
struct KeptPlace: Sendable {
    var anchor: ScrollAnchor
    var viewport: Viewport
}
