import SectionLayout

/// The offsets a scroll view can take, in points: bounds of `boundsSize` with `contentInset`, over content
/// of a given size — the rule scrolling clamps by (`UIScrollView`'s, without bouncing), shared by the
/// terminal's `Viewport` and pictures of what a collection view shows.
public struct ScrollRange: Hashable, Sendable {
    /// The size of the visible bounds.
    public var boundsSize: Size
    /// The content inset.
    public var contentInset: EdgeInsets

    /// Creates a range.
    public init(boundsSize: Size, contentInset: EdgeInsets = .zero) {
        self.boundsSize = boundsSize
        self.contentInset = contentInset
    }

    /// The smallest offset: `(−inset.left, −inset.top)`, the content's top-left just inside the inset.
    public var minimumOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset for content of `contentSize`: the content's far edge plus the inset at the
    /// far edge of the bounds — never below `minimumOffset` (short content does not scroll).
    public func maximumOffset(contentSize: Size) -> Point {
        let bounds = boundsSize
        let low = minimumOffset
        func far(_ content: Double, _ inset: Double, _ extent: Double, _ minimum: Double) -> Double {
            let value = content + inset - extent
            return value.isFinite ? Swift.max(minimum, value) : minimum
        }
        return Point(
            x: far(contentSize.width, contentInset.right, bounds.width, low.x),
            y: far(contentSize.height, contentInset.bottom, bounds.height, low.y))
    }

    /// `offset` clamped to content of `contentSize` (NaN coordinates go to the minimum).
    public func clamped(_ offset: Point, contentSize: Size) -> Point {
        let low = minimumOffset
        let high = maximumOffset(contentSize: contentSize)
        func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
            value.isNaN ? low : Swift.min(high, Swift.max(low, value))
        }
        return Point(x: clamp(offset.x, low.x, high.x), y: clamp(offset.y, low.y, high.y))
    }
}
