import SectionLayout

/// A named texture for background `image`s that draws without any file: SectionLayout's
/// `BackgroundPattern`, whose cases name it, drawn in characters anchored to content cells, so it
/// scrolls with the content.
public typealias FillPattern = BackgroundPattern

extension BackgroundPattern {
    /// The pattern's character at content cell `column`, `row` (any integers).
    @inlinable
    public func scalar(column: Int, row: Int) -> Unicode.Scalar {
        let c = column & 0x3FFF_FFFF
        let r = row & 0x3FFF_FFFF
        switch self {
        case .dots: return c & 1 == 0 && r & 1 == 0 ? "·" : " "
        case .stripes: return (c + r) % 3 == 0 ? "╱" : " "
        case .checker: return ((c >> 1) + r) & 1 == 0 ? "░" : " "
        case .grid:
            let onRow = r & 1 == 0
            let onColumn = c & 3 == 0
            return onRow ? (onColumn ? "┼" : "─") : (onColumn ? "│" : " ")
        }
    }
}
