/// One extent of a compositional-layout element, like `NSCollectionLayoutDimension`.
///
/// Fractions resolve against the *effective* size of the element's container: the group's size minus
/// its `contentInsets` for a group's subitems, the container minus the section's `contentInsets` for a
/// section's group (and for its header and footer while they follow the content insets).
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's effective width.
    case fractionalWidth(Double)
    /// A fraction of the container's effective height.
    case fractionalHeight(Double)
    /// A length in points.
    case absolute(Double)
    /// An estimated length in points. UIKit measures the content; here an item has none, so it takes
    /// its estimate, and a group takes the length of what it holds (see `LayoutGroup`).
    case estimated(Double)

    /// The length in points in a container of effective size `container`: finite and not negative
    /// (NaN, infinite and negative results count as 0).
    public func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let fraction): return sanitizedLength(fraction * container.width)
        case .fractionalHeight(let fraction): return sanitizedLength(fraction * container.height)
        case .absolute(let length), .estimated(let length): return sanitizedLength(length)
        }
    }

    /// True for `.estimated`.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The dimension mirrored across the main diagonal: a fraction of the width becomes a fraction of
    /// the height and vice versa; points stay points.
    public var transposed: LayoutDimension {
        switch self {
        case .fractionalWidth(let fraction): return .fractionalHeight(fraction)
        case .fractionalHeight(let fraction): return .fractionalWidth(fraction)
        case .absolute, .estimated: return self
        }
    }
}
