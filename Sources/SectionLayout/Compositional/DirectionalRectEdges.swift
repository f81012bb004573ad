/// A set of a rectangle's edges named by direction, like `NSDirectionalRectEdge`: what a supplementary
/// item's anchor is pinned to (`leading` is the left edge on a left-to-right device).
public struct DirectionalRectEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdges(rawValue: 1 << 0)
    /// The leading (left) edge.
    public static let leading = DirectionalRectEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdges(rawValue: 1 << 2)
    /// The trailing (right) edge.
    public static let trailing = DirectionalRectEdges(rawValue: 1 << 3)
    /// Every edge.
    public static let all: DirectionalRectEdges = [.top, .leading, .bottom, .trailing]

    /// The anchor point of these edges in the unit square: an edge alone pulls its coordinate to 0 (top,
    /// leading) or 1 (bottom, trailing); neither or both of a pair leave it centred at ½.
    public var unitPoint: Point {
        func coordinate(_ low: DirectionalRectEdges, _ high: DirectionalRectEdges) -> Double {
            switch (contains(low), contains(high)) {
            case (true, false): return 0
            case (false, true): return 1
            default: return 0.5
            }
        }
        return Point(x: coordinate(.leading, .trailing), y: coordinate(.top, .bottom))
    }

    /// The edges mirrored across the main diagonal (top ⇄ leading, bottom ⇄ trailing).
    public var transposed: DirectionalRectEdges {
        var edges: DirectionalRectEdges = []
        if contains(.top) { edges.insert(.leading) }
        if contains(.leading) { edges.insert(.top) }
        if contains(.bottom) { edges.insert(.trailing) }
        if contains(.trailing) { edges.insert(.bottom) }
        return edges
    }
}
