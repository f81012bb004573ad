import CellGrid
import SectionLayout
import SectionScene

extension ViewerState {
    /// Sets the zoom, colour scheme and scroll offset at once (for snapshots and tests); `chrome: false`
    /// gives the whole screen to the layout (no status bar).
    public mutating func configure(
        zoom: Double = 1, scheme: ColorScheme = .spec, offset: Point? = nil,
        chrome: Bool = true
    ) {
        camera.zoom = ViewerCamera.clamped(zoom: zoom.isFinite ? zoom : 1)
        self.chrome.scheme = scheme
        self.chrome.isShown = chrome
        if let offset { camera.viewport.contentOffset = offset }
        relayout()
    }

    /// Scrolls to an offset in points (clamped to the content).
    public mutating func scroll(to offset: Point) {
        camera.viewport.contentOffset = offset
        camera.viewport = viewport.clamped(to: layout)
    }
}

extension ViewerState {
    /// The key help's lines, with what Tab cycles through named for the open layout.
    public var helpLines: [String] {
        HelpOverlay.lines(keyMap, compositional: spec.namesCompositionally, program: program != nil)
    }

    /// Shows a one-line message until the next command.
    public mutating func show(message: ViewerMessage) {
        chrome.message = message
    }
}
