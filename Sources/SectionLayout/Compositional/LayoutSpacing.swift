/// The space between the subitems of a group, like `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points between neighbours.
    case fixed(Double)
    /// At least this many points; the group's leftover length is shared evenly over the gaps.
    case flexible(Double)

    /// No space (UIKit's default).
    public static let zero = LayoutSpacing.fixed(0)

    /// The fixed spacing, or the minimum of a flexible one; non-finite values count as 0.
    public var points: Double {
        switch self {
        case .fixed(let value), .flexible(let value): return finite(value)
        }
    }

    /// True for `.flexible`.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}
