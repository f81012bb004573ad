import SectionLayout

/// What part of the content a grid shows: a terminal area of `columns × rows` cells at a `scale`,
/// scrolled to `contentOffset`, like a `UIScrollView` whose bounds are the terminal area in points.
///
/// The offset is in points; with a content inset it starts at `(−inset.left, −inset.top)`, so the
/// content's origin appears inset from the top-left corner. Scrolling and clamping are pure functions
/// of a `LayoutResult` (see `Viewport+Scrolling.swift`).
public struct Viewport: Hashable, Sendable {
    /// Number of columns shown.
    public var columns: Int
    /// Number of rows shown.
    public var rows: Int
    /// Points per column and per row.
    public var scale: CellScale
    /// The content point shown at the top-left corner (`UIScrollView.contentOffset`).
    public var contentOffset: Point
    /// Extra scrollable space around the content (`UIScrollView.contentInset`).
    public var contentInset: EdgeInsets
    /// Scroll offsets of orthogonally scrolling sections, in points, by section index (compositional
    /// layouts); queries get them through `scrollContext`.
    public var orthogonalOffsets: [Int: Double]

    /// Creates a viewport; the offset defaults to `(−inset.left, −inset.top)`, the top of the content.
    public init(
        columns: Int, rows: Int, scale: CellScale, contentOffset: Point? = nil,
        contentInset: EdgeInsets = .zero, orthogonalOffsets: [Int: Double] = [:]
    ) {
        self.columns = Swift.max(0, columns)
        self.rows = Swift.max(0, rows)
        self.scale = scale
        self.contentInset = contentInset
        self.contentOffset = contentOffset ?? Point(x: -contentInset.left, y: -contentInset.top)
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// The collection view's bounds size in points: the terminal area at the current scale. Lay the
    /// content out for this size (minus `contentInset`) so zooming and resizing relayout like rotating
    /// a device.
    public var boundsSize: Size { scale.size(columns: columns, rows: rows) }

    /// The visible part of the content in points (`UIScrollView.bounds`).
    public var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }

    /// What a query of this viewport's elements needs besides its rect: the visible bounds (the visible
    /// rect inside the content inset, where pinned supplementaries stick) and the orthogonal offsets.
    public var scrollContext: ScrollContext {
        ScrollContext(visibleBounds: visibleRect.inset(by: contentInset), orthogonalOffsets: orthogonalOffsets)
    }

    /// The content cell shown at the grid's top-left corner: the offset snapped by the scale's rule.
    public var originCell: (column: Int, row: Int) {
        (scale.column(for: contentOffset.x), scale.row(for: contentOffset.y))
    }

    /// The content cells the grid shows.
    public var visibleCells: CellRect {
        let origin = originCell
        return CellRect(x: origin.column, y: origin.row, width: columns, height: rows)
    }

    /// The same viewport at another terminal size, keeping offset, scale and inset.
    public func resized(columns: Int, rows: Int) -> Viewport {
        var copy = self
        copy.columns = Swift.max(0, columns)
        copy.rows = Swift.max(0, rows)
        return copy
    }

    /// The same viewport zoomed by `factor`, keeping the content point at the top-left corner.
    public func zoomed(by factor: Double) -> Viewport {
        var copy = self
        copy.scale = scale.zoomed(by: factor)
        return copy
    }
}
