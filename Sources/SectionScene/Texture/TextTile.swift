/// A small block of text tiled over a background: row `r`, column `c` shows the tile's character at
/// (`c mod width`, `r mod height`). Only narrow characters are kept: wide ones become `?`, zero-width
/// ones and control characters are dropped, tabs become a space; short lines are padded with spaces.
public struct TextTile: Hashable, Sendable {
    /// Tile width in columns.
    public let width: Int
    /// Tile height in rows.
    public let height: Int
    /// The characters, row-major, `width × height`.
    let scalars: [Unicode.Scalar]

    /// A tile from `text` (lines split on `\n`, a trailing newline ignored); `nil` when it has no
    /// visible character.
    public init?(text: String) {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        if rows.last?.isEmpty == true { rows.removeLast() }
        let lines: [[Unicode.Scalar]] = rows.map { line in
            line.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
                if scalar == "\t" { return " " }
                switch DisplayWidth.of(scalar) {
                case 0: return nil
                case 2: return "?"
                default: return scalar
                }
            }
        }
        let width = lines.map(\.count).max() ?? 0
        guard width > 0, lines.contains(where: { $0.contains { $0 != " " } }) else { return nil }
        self.width = width
        self.height = lines.count
        scalars = lines.flatMap { $0 + Array(repeating: " ", count: width - $0.count) }
    }

    /// The character at content cell `column`, `row` (any integers; the tile repeats).
    public func scalar(column: Int, row: Int) -> Unicode.Scalar {
        let c = ((column % width) + width) % width
        let r = ((row % height) + height) % height
        return scalars[r * width + c]
    }
}
