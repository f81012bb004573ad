/// Distances inward from the four edges of a rectangle, like `UIEdgeInsets`.
///
/// Positive values shrink a rectangle, negative values grow it. In the horizontal scroll direction the
/// edges stay physical (as in UIKit): `left` is still the leading edge along the scroll axis.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets from the four edges.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    /// The insets mirrored across the main diagonal: top ⇄ left, bottom ⇄ right.
    public var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }

    public var description: String {
        "(\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right)))"
    }
}
