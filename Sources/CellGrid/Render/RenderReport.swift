import SectionLayout

/// What a render did, for tests, benchmarks and the status bar.
public struct RenderReport: Hashable, Sendable {
    /// How many elements the layout query returned (the renderer never asks for more).
    public var elementsQueried: Int
    /// How many of them drew at least one cell.
    public var elementsDrawn: Int
    /// The rectangle in points the renderer queried: the visible cells plus a two-cell margin (for
    /// shadows and one-cell minimum frames).
    public var queryRect: Rect
    /// Problems met while drawing, each once (e.g. a background image that was not loaded).
    public var warnings: [String]

    /// Creates a report.
    public init(elementsQueried: Int = 0, elementsDrawn: Int = 0, queryRect: Rect = .zero,
                warnings: [String] = []) {
        self.elementsQueried = elementsQueried
        self.elementsDrawn = elementsDrawn
        self.queryRect = queryRect
        self.warnings = warnings
    }
}
