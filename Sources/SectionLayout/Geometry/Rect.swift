/// An axis-aligned rectangle in points: an origin (top-left corner) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with no size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// True when the rectangle has no area (a zero or negative extent).
    public var isEmpty: Bool { size.isEmpty }

    /// The rectangle mirrored across the main diagonal (x ⇄ y, width ⇄ height).
    public var transposed: Rect { Rect(origin: origin.transposed, size: size.transposed) }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (grown where they are negative). The size never goes below zero.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }

    /// The smallest rectangle containing both (its far edges never fall short of theirs in floating point).
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: coveringLength(from: x0, to: x1), height: coveringLength(from: y0, to: y1))
    }

    /// The overlap of both, or `nil` when they share no area.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the open spans overlap on both axes: rectangles that only touch along an edge do not
    /// intersect, and a zero-size rectangle intersects one that holds it strictly inside, not one it
    /// lies on the edge of (swift-corelibs-foundation's `CGRect.intersects` compares closed spans and
    /// counts both; `ZeroSizeIntersectionTests`).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The largest magnitude among its edges: how far from the origin it reaches along either axis.
    var reach: Double {
        Swift.max(Swift.max(abs(minX), abs(maxX)), Swift.max(abs(minY), abs(maxY)))
    }

    /// The rectangle grown by `amount` on every side: a query's search area (`QueryProbe`). An edge
    /// pushed past the largest finite number stays at it, so the rectangle never gets a NaN edge.
    func outset(by amount: Double) -> Rect {
        let x0 = Swift.max(minX - amount, -.greatestFiniteMagnitude)
        let y0 = Swift.max(minY - amount, -.greatestFiniteMagnitude)
        return Rect(x: x0, y: y0, width: (maxX + amount) - x0, height: (maxY + amount) - y0)
    }

    /// True when `point` lies inside (the left and top edges included, the right and bottom excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `other` lies entirely inside.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    public var description: String {
        "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}
