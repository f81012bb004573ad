/// Distances inward from the four edges of a rectangle, named by direction like
/// `NSDirectionalEdgeInsets`. Frames are laid out as on a left-to-right device: `leading` is the left
/// edge and `trailing` the right one.
///
/// Positive values shrink, negative values grow. Non-finite values count as 0 when a layout uses them.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading (left) edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing (right) edge.
    public var trailing: Double

    /// Creates insets from the four edges.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets()

    /// The physical insets on a left-to-right device: leading → left, trailing → right.
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// The insets mirrored across the main diagonal: top ⇄ leading, bottom ⇄ trailing.
    public var transposed: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom)
    }

    /// The physical insets with non-finite values replaced by 0 (what the layout uses).
    var sanitized: EdgeInsets {
        EdgeInsets(top: finite(top), left: finite(leading), bottom: finite(bottom), right: finite(trailing))
    }

    public var description: String {
        "(\(formatPoints(top)), \(formatPoints(leading)), \(formatPoints(bottom)), \(formatPoints(trailing)))"
    }
}
