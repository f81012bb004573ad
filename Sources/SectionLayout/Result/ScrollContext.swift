/// What a rect query needs to know about scrolling beyond the rect it is asked about: where the user
/// sees the content, how far each orthogonally scrolling section's row is scrolled, and whether
/// pinned supplementaries follow the view.
///
/// The rect of a query and the visible bounds differ: a renderer asks for a wider rect than it shows
/// (to catch shadows and snapped edges), an inspector for a single point, while pinned elements must
/// stick to the bounds the user actually sees. So the rect stays the query's argument and the context
/// carries the rest; new scroll-dependent behaviour grows here, not in the query's signature.
///
/// ```swift
/// let context = ScrollContext(visibleBounds: Rect(x: 0, y: 300, width: 375, height: 667),
///                             orthogonalOffsets: [2: 355])
/// result.forEachElement(in: Rect(x: -10, y: 290, width: 395, height: 687), context: context) { element in
///     print(element)
/// }
/// ```
public struct ScrollContext: Hashable, Sendable {
    /// The part of the content the user sees unobscured, in content coordinates: the collection view's
    /// bounds at the current content offset, inset by its content inset. Pinned supplementaries stick
    /// to its edges. `nil` when the caller has no view (exports, look-ups by rect).
    public var visibleBounds: Rect?
    /// How far the rows of orthogonally scrolling sections are scrolled, in points across the scroll
    /// axis from the row's start in reading order, by section index: those sections' cells and badges
    /// are reported (and tested against the query rect) moved by −offset across the scroll axis — by
    /// +offset on screen in a right-to-left result, whose rows start at the right. Offsets of other
    /// sections, and non-finite offsets, are ignored; backgrounds, headers and footers do not move.
    public var orthogonalOffsets: [Int: Double]
    /// Whether supplementaries the layout pins follow `visibleBounds` (`PinningPolicy`).
    public var pinning: PinningPolicy

    /// Creates a context; by default nothing is scrolled and nothing is known of the view.
    public init(
        visibleBounds: Rect? = nil, orthogonalOffsets: [Int: Double] = [:],
        pinning: PinningPolicy = .followsVisibleBounds
    ) {
        self.visibleBounds = visibleBounds
        self.orthogonalOffsets = orthogonalOffsets
        self.pinning = pinning
    }

    /// No view and no scrolled rows: every element where the layout put it.
    public static let unscrolled = ScrollContext()
}
