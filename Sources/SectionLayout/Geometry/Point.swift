/// A location in points, in content coordinates (x grows to the right, y grows downwards).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The point with `x` and `y` exchanged (the mirror image across the main diagonal).
    public var transposed: Point { Point(x: y, y: x) }

    /// The point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}
