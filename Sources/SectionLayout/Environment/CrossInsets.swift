/// Insets on the two edges across the scroll axis (the left and right edges when scrolling vertically,
/// the top and bottom ones horizontally), measured inward from the container's edges: what a section's
/// insets are measured from when they refer to the safe area, the layout margins or the readable
/// content guide.
public struct CrossInsets: Hashable, Sendable {
    /// The inset at the start of the cross axis (left when scrolling vertically, top horizontally).
    public var leading: Double
    /// The inset at the end of the cross axis (right when scrolling vertically, bottom horizontally).
    public var trailing: Double

    /// Creates cross-axis insets.
    public init(leading: Double = 0, trailing: Double = 0) {
        self.leading = leading
        self.trailing = trailing
    }

    /// No insets: the container's own edges.
    public static let zero = CrossInsets()

    /// The two edges of `insets` across `axis`.
    public init(_ insets: EdgeInsets, across axis: Axis) {
        self.init(leading: insets.crossLeading(axis), trailing: insets.crossTrailing(axis))
    }

    /// `leading + trailing`.
    public var total: Double { leading + trailing }

    /// `insets` with these added to its two edges across `axis`.
    func added(to insets: EdgeInsets, across axis: Axis) -> EdgeInsets {
        var result = insets
        if axis == .vertical {
            result.left += leading
            result.right += trailing
        } else {
            result.top += leading
            result.bottom += trailing
        }
        return result
    }
}
