/// A point of a rectangle named by edges and moved by an offset, like `NSCollectionLayoutAnchor`: where
/// an item's supplementary (a badge) is attached to the item, and which point of the badge goes there.
public struct LayoutAnchor: Hashable, Sendable {
    /// How far the anchor point is moved from the point the edges name.
    public enum Offset: Hashable, Sendable {
        /// By this many points.
        case absolute(Point)
        /// By these fractions of the *supplementary's* size (x of its width, y of its height), as
        /// `NSCollectionLayoutAnchor(edges:fractionalOffset:)`: `(0.5, -0.5)` on `[.top, .trailing]`
        /// centres a badge on the item's top-trailing corner.
        case fractional(Point)

        /// No offset.
        public static let zero = Offset.absolute(.zero)

        /// The offset in points for a supplementary of `size` (non-finite values count as 0).
        func points(for size: Size) -> Point {
            switch self {
            case .absolute(let point): return Point(x: finite(point.x), y: finite(point.y))
            case .fractional(let point): return Point(x: finite(point.x * size.width), y: finite(point.y * size.height))
            }
        }

        /// The offset mirrored across the main diagonal.
        public var transposed: Offset {
            switch self {
            case .absolute(let point): return .absolute(point.transposed)
            case .fractional(let point): return .fractional(point.transposed)
            }
        }
    }

    /// The edges the anchor is pinned to; none (or both of a pair) centre it on that axis.
    public var edges: DirectionalRectEdges
    /// The offset from the point the edges name.
    public var offset: Offset

    /// Creates an anchor.
    public init(edges: DirectionalRectEdges, offset: Offset = .zero) {
        self.edges = edges
        self.offset = offset
    }

    /// The anchor point in `rect`, for a supplementary of `size` (whose size scales a fractional offset).
    func point(in rect: Rect, supplementarySize size: Size) -> Point {
        let unit = edges.unitPoint
        let shift = offset.points(for: size)
        return Point(x: rect.minX + rect.width * unit.x + shift.x, y: rect.minY + rect.height * unit.y + shift.y)
    }

    /// The anchor mirrored across the main diagonal.
    public var transposed: LayoutAnchor { LayoutAnchor(edges: edges.transposed, offset: offset.transposed) }
}
