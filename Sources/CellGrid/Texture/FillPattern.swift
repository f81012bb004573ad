/// A named texture for background `image`s that draws without any file: the pattern is anchored to
/// content cells, so it scrolls with the content.
public enum FillPattern: String, Hashable, Sendable, CaseIterable {
    /// `·` on every other column of every other row.
    case dots
    /// Diagonal `╱` stripes three cells apart.
    case stripes
    /// Two-cell-wide `░` squares alternating with blanks.
    case checker
    /// A `┼` lattice: lines every other row and every fourth column.
    case grid

    /// The pattern called `name` (case-insensitive, surrounding spaces ignored), if any.
    public init?(named name: String) {
        let key = name.lowercased().filter { $0 != " " }
        guard let pattern = FillPattern(rawValue: key) else { return nil }
        self = pattern
    }

    /// The pattern's character at content cell `column`, `row` (any integers).
    @inlinable
    public func scalar(column: Int, row: Int) -> Unicode.Scalar {
        let c = column & 0x3FFF_FFFF, r = row & 0x3FFF_FFFF
        switch self {
        case .dots: return c & 1 == 0 && r & 1 == 0 ? "·" : " "
        case .stripes: return (c + r) % 3 == 0 ? "╱" : " "
        case .checker: return ((c >> 1) + r) & 1 == 0 ? "░" : " "
        case .grid:
            let onRow = r & 1 == 0, onColumn = c & 3 == 0
            return onRow ? (onColumn ? "┼" : "─") : (onColumn ? "│" : " ")
        }
    }
}
