import SectionLayout

/// The one rule that maps points to cells: how many points a column and a row stand for, and how a
/// coordinate snaps to a cell edge.
///
/// **Snapping rule** (`edge(_:pointsPerCell:)`): a coordinate `p` snaps to the cell edge
/// `⌊p / scale + ½⌋` — the nearest edge, halfway rounding *up* (towards +∞, for negative values too:
/// −0.5 → 0, −1.5 → −1, 0.5 → 1). NaN snaps to 0; results are clamped to ±2⁴⁰, so infinities and
/// huge values never trap. Both edges of a frame snap with this same function, and it is monotone, so:
/// - frames that touch in points touch in cells (the shared edge snaps once): never a gap;
/// - frames that are disjoint in points are disjoint in cells: never an overlap;
/// - a frame at least one cell long never collapses (`edge(p + L) − edge(p) ≥ ⌊L / scale⌋`).
///
/// **Minimum cell**: a non-empty frame shorter than a cell may snap to no cell; it is then widened to
/// the one cell holding its centre. That is the only case where a frame can cover a cell of another:
/// a neighbour less than a cell away. Frames with no area stay empty.
public struct CellScale: Hashable, Sendable, CustomStringConvertible {
    /// Points per column (horizontal scale), always a positive finite number.
    public let pointsPerColumn: Double
    /// Points per row (vertical scale), always a positive finite number.
    public let pointsPerRow: Double

    /// Largest cell coordinate a snap produces (in magnitude).
    public static let limit = 1 << 40

    /// Creates a scale; the vertical one defaults to twice the horizontal (a cell is about twice as
    /// tall as wide). Values that are not positive finite numbers become 1 point (and 2 for rows).
    public init(pointsPerColumn: Double, pointsPerRow: Double? = nil) {
        let column = CellScale.sanitized(pointsPerColumn, fallback: 1)
        self.pointsPerColumn = column
        self.pointsPerRow = CellScale.sanitized(pointsPerRow ?? 2 * column, fallback: 2 * column)
    }

    /// The scale that fits `width` points (the spec's viewport width) into `columns` columns.
    public static func fitting(width: Double, columns: Int) -> CellScale {
        guard columns > 0, width.isFinite, width > 0 else { return CellScale(pointsPerColumn: 1) }
        return CellScale(pointsPerColumn: width / Double(columns))
    }

    /// The scale magnified by `factor` (2 = everything twice as large, so half the points per cell).
    /// Factors that are not positive finite numbers leave the scale unchanged.
    public func zoomed(by factor: Double) -> CellScale {
        guard factor.isFinite, factor > 0 else { return self }
        return CellScale(pointsPerColumn: pointsPerColumn / factor, pointsPerRow: pointsPerRow / factor)
    }

    /// The size in points of `columns` × `rows` cells: the collection view's bounds when the terminal
    /// area is that many cells (relayout with it after a zoom or a resize).
    public func size(columns: Int, rows: Int) -> Size {
        Size(width: Double(Swift.max(0, columns)) * pointsPerColumn, height: Double(Swift.max(0, rows)) * pointsPerRow)
    }

    /// The column edge `x` snaps to.
    public func column(for x: Double) -> Int { CellScale.edge(x, pointsPerCell: pointsPerColumn) }

    /// The row edge `y` snaps to.
    public func row(for y: Double) -> Int { CellScale.edge(y, pointsPerCell: pointsPerRow) }

    /// The cells a frame covers: both edges snapped by the rule, a collapsed non-empty frame widened to
    /// one cell. Empty (or NaN) frames give an empty rectangle.
    public func cells(for frame: Rect) -> CellRect {
        let (x0, x1) = CellScale.span(frame.minX, frame.width, pointsPerCell: pointsPerColumn)
        let (y0, y1) = CellScale.span(frame.minY, frame.height, pointsPerCell: pointsPerRow)
        return CellRect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The frame in points of a rectangle of cells.
    public func points(for cells: CellRect) -> Rect {
        Rect(
            x: Double(cells.x) * pointsPerColumn, y: Double(cells.y) * pointsPerRow,
            width: Double(cells.width) * pointsPerColumn, height: Double(cells.height) * pointsPerRow)
    }

    /// **The snapping rule**: `⌊p / pointsPerCell + ½⌋`, NaN → 0, clamped to ±`limit`.
    public static func edge(_ p: Double, pointsPerCell: Double) -> Int {
        let value = (p / pointsPerCell + 0.5).rounded(.down)
        guard !value.isNaN else { return 0 }
        let bound = Double(limit)
        return Int(Swift.min(bound, Swift.max(-bound, value)))
    }

    /// The snapped start and end of a span of `length` from `start`, with the minimum-cell rule.
    static func span(_ start: Double, _ length: Double, pointsPerCell: Double) -> (Int, Int) {
        guard length > 0, !start.isNaN else { return (0, 0) }
        let low = edge(start, pointsPerCell: pointsPerCell)
        let high = edge(start + length, pointsPerCell: pointsPerCell)
        guard high == low else { return (low, high) }
        let centre = ((start + length / 2) / pointsPerCell).rounded(.down)
        let bound = Double(limit)
        let cell = centre.isNaN ? low : Int(Swift.min(bound, Swift.max(-bound, centre)))
        return (cell, cell + 1)
    }

    private static func sanitized(_ value: Double, fallback: Double) -> Double {
        value.isFinite && value > 0 ? Swift.min(Swift.max(value, 1e-6), 1e12) : fallback
    }

    /// `4 pt/column × 8 pt/row`.
    public var description: String {
        "\(formatPoints(pointsPerColumn)) pt/column × \(formatPoints(pointsPerRow)) pt/row"
    }
}
