/// Where a boundary supplementary item sits against the edges of what it is attached to (a section, or
/// the whole layout), like `NSRectAlignment`: an edge, centred along it, or a corner. Edges are physical
/// on a left-to-right device (`leading` is the left edge), whatever the scroll direction.
///
/// Along the scroll axis an item at the leading edge (`top`, `topLeading`, `topTrailing` when scrolling
/// vertically) is a header-like item, one at the trailing edge a footer-like item; items aligned only to
/// an edge across the scroll axis (`leading`, `trailing` when scrolling vertically) sit centred along it.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    /// The top edge, centred horizontally.
    case top
    /// The top-leading corner.
    case topLeading
    /// The leading edge, centred vertically.
    case leading
    /// The bottom-leading corner.
    case bottomLeading
    /// The bottom edge, centred horizontally.
    case bottom
    /// The bottom-trailing corner.
    case bottomTrailing
    /// The trailing edge, centred vertically.
    case trailing
    /// The top-trailing corner.
    case topTrailing

    /// The alignment as a point of the unit square: x 0 at the leading edge, ½ centred, 1 at the
    /// trailing edge; y 0 at the top, ½ centred, 1 at the bottom (an item's frame is placed so that this
    /// point of it meets the same point of its container).
    public var unitPoint: Point {
        switch self {
        case .top: return Point(x: 0.5, y: 0)
        case .topLeading: return Point(x: 0, y: 0)
        case .leading: return Point(x: 0, y: 0.5)
        case .bottomLeading: return Point(x: 0, y: 1)
        case .bottom: return Point(x: 0.5, y: 1)
        case .bottomTrailing: return Point(x: 1, y: 1)
        case .trailing: return Point(x: 1, y: 0.5)
        case .topTrailing: return Point(x: 1, y: 0)
        }
    }

    /// The alignment mirrored across the main diagonal (top ⇄ leading, bottom ⇄ trailing).
    public var transposed: RectAlignment {
        switch self {
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        case .topTrailing: return .bottomLeading
        case .bottomLeading: return .topTrailing
        case .topLeading, .bottomTrailing: return self
        }
    }
}
