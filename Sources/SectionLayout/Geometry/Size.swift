/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent.
    public static let zero = Size(width: 0, height: 0)

    /// The size with width and height exchanged.
    public var transposed: Size { Size(width: height, height: width) }

    /// The size left inside `insets` (more where they are negative); never below zero: the container
    /// of a collection view of this size with `insets` as its content inset.
    public func inset(by insets: EdgeInsets) -> Size {
        Size(width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical))
    }

    /// True when either extent is zero or negative (or not a number).
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}
