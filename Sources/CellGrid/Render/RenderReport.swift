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
    /// Whether the screen held more elements than `LayoutRenderer.elementBudget(cells:)` allows, so it
    /// was drawn as an overview (each cell sampled; items smaller than a cell as blocks, no labels).
    public var isOverview: Bool

    /// Creates a report.
    public init(
        elementsQueried: Int = 0, elementsDrawn: Int = 0, queryRect: Rect = .zero,
        warnings: [String] = [], isOverview: Bool = false
    ) {
        self.elementsQueried = elementsQueried
        self.elementsDrawn = elementsDrawn
        self.queryRect = queryRect
        self.warnings = warnings
        self.isOverview = isOverview
    }
}
