import SectionLayout
import SectionScene

/// What a picture shows: a rect of the content in points, the scroll context its query needs (the
/// orthogonal rows' offsets, the visible bounds pinned elements will stick to), and the scroll axis,
/// along which a picture holding too many elements is cut short.
///
/// Later features plug in here: a device's safe area (issue 14) is one more property the writer draws
/// as a band; pinned elements need nothing more than `context.visibleBounds`.
public struct PictureArea: Hashable, Sendable {
    /// The part of the content shown: the picture's `viewBox`.
    public var rect: Rect
    /// What the query of the picture's elements needs besides its rect.
    public var context: ScrollContext
    /// The layout's scroll axis.
    public var scrollDirection: Axis

    /// Creates an area.
    public init(rect: Rect, context: ScrollContext = .unscrolled, scrollDirection: Axis = .vertical) {
        self.rect = rect
        self.context = context
        self.scrollDirection = scrollDirection
    }

    /// What a collection view of `size` points with `contentInset` shows of `layout` at `offset`
    /// (`nil`: the top of the content, `(−inset.left, −inset.top)`), the offset clamped to the content
    /// as scrolling clamps it; orthogonal rows at `orthogonalOffsets`.
    public static func visible(
        size: Size, contentInset: EdgeInsets = .zero, offset: Point? = nil,
        orthogonalOffsets: [Int: Double] = [:], in layout: LayoutResult
    ) -> PictureArea {
        let range = ScrollRange(boundsSize: size, contentInset: contentInset)
        let rect = Rect(origin: range.clamped(offset ?? range.minimumOffset, contentSize: layout.contentSize), size: size)
        return PictureArea(
            rect: rect,
            context: ScrollContext(
                visibleBounds: rect.inset(by: contentInset),
                orthogonalOffsets: orthogonalOffsets),
            scrollDirection: layout.scrollDirection)
    }

    /// The whole content: from the origin, the layout's content size.
    public static func whole(_ layout: LayoutResult) -> PictureArea {
        PictureArea(rect: Rect(origin: Point(x: 0, y: 0), size: layout.contentSize), scrollDirection: layout.scrollDirection)
    }
}
