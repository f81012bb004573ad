/// A rectangle of whole cells: columns `minX..<maxX`, rows `minY..<maxY`.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// First column.
    public var x: Int
    /// First row.
    public var y: Int
    /// Number of columns (never negative).
    public var width: Int
    /// Number of rows (never negative).
    public var height: Int

    /// Creates a rectangle; negative extents become 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
    }

    /// Creates the rectangle spanning columns `minX..<maxX` and rows `minY..<maxY`.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX &- minX, height: maxY &- minY)
    }

    /// The empty rectangle at the origin.
    public static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

    /// One past the last column.
    public var maxX: Int { x &+ width }
    /// One past the last row.
    public var maxY: Int { y &+ height }
    /// True when it holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The cells both rectangles hold (empty when they do not overlap).
    public func intersection(_ other: CellRect) -> CellRect {
        let x0 = Swift.max(x, other.x)
        let y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return CellRect(x: x0, y: y0, width: 0, height: 0) }
        return CellRect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// True when both hold at least one common cell.
    public func intersects(_ other: CellRect) -> Bool { !intersection(other).isEmpty }

    /// True when the cell at column `column`, row `row` is inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> CellRect {
        CellRect(x: x &+ dx, y: y &+ dy, width: width, height: height)
    }

    /// The rectangle shrunk by `amount` cells on every side (never below empty).
    public func insetBy(_ amount: Int) -> CellRect {
        CellRect(x: x &+ amount, y: y &+ amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// `[x, y, width×height]`.
    public var description: String { "[\(x), \(y), \(width)×\(height)]" }
}
