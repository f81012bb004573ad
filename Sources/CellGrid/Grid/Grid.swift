import SectionScene

/// A rectangle of character cells, row-major, with a table of the styles its cells use.
///
/// The model the terminal shows, snapshots print and tests compare (like ratatui's `Buffer`). Writes
/// outside the grid are ignored. Cells store a scalar and a `StyleID`; styles are interned with
/// `styleID(for:)`, so drawing code resolves a style once per element, not once per cell. Characters of
/// several scalars (flags, ZWJ sequences, combining marks) are interned the same way (`clusters`).
public struct Grid: Sendable, CustomStringConvertible {
    /// Number of columns.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// The cells, row by row (`width × height`).
    @usableFromInline var cells: [Cell]
    /// The style table; `StyleID.rawValue` indexes it. Entry 0 is `Style.plain`.
    public private(set) var styles: [Style]
    /// Index of each style in `styles`.
    private var lookup: [Style: StyleID]
    /// The characters of several scalars the cells show; a cluster cell's content indexes it.
    public internal(set) var clusters: [Character] = []
    /// Index of each character in `clusters`.
    var clusterLookup: [Character: UInt32] = [:]

    /// Most styles a grid holds; further new styles fall back to the plain style.
    public static let maximumStyleCount = Int(UInt16.max)

    /// Creates a grid of blank cells in `style` (negative sizes count as 0).
    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        styles = [.plain]
        lookup = [.plain: .plain]
        cells = []
        let id = styleID(for: style)
        cells = [Cell](repeating: .blank(id), count: self.width * self.height)
    }

    /// Creates a grid from picture lines in the plain style (for tests and examples); short lines are
    /// padded with spaces, long ones clipped.
    public init(lines: [String]) {
        let columns = lines.map { DisplayWidth.of($0) }.max() ?? 0
        self.init(width: columns, height: lines.count)
        for (row, line) in lines.enumerated() { write(line, x: 0, y: row, style: .plain) }
    }

    /// Every cell of the grid.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

    /// The cell at `x`, `y`; a blank plain cell outside the grid.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank() }
        return cells[y * width + x]
    }

    /// The style of a cell of this grid.
    public func style(of cell: Cell) -> Style {
        Int(cell.style.rawValue) < styles.count ? styles[Int(cell.style.rawValue)] : .plain
    }

    /// The style of the cell at `x`, `y`.
    public func style(atX x: Int, y: Int) -> Style { style(of: self[x, y]) }

    /// The identifier of `style` in this grid's table, adding it when new (the plain style once the
    /// table is full).
    public mutating func styleID(for style: Style) -> StyleID {
        if let id = lookup[style] { return id }
        guard styles.count < Grid.maximumStyleCount else { return .plain }
        let id = StyleID(rawValue: UInt16(styles.count))
        styles.append(style)
        lookup[style] = id
        return id
    }

    /// Sets every cell to a blank in `style`.
    public mutating func clear(style: Style = .plain) {
        let id = styleID(for: style)
        for index in cells.indices { cells[index] = .blank(id) }
    }

    /// The cell at `x`, `y` replaced wholesale (no wide-character bookkeeping; inside the grid only).
    @inlinable
    mutating func setRaw(_ cell: Cell, x: Int, y: Int) {
        cells[y &* width &+ x] = cell
    }

    /// The cell at `x`, `y`, which must be inside the grid.
    @inlinable
    func raw(x: Int, y: Int) -> Cell { cells[y &* width &+ x] }

    /// The plain-text picture (`plainText`).
    public var description: String { plainLines().joined(separator: "\n") }
}

extension Grid: Equatable {
    /// Grids are equal when they show the same characters in the same styles (style tables may differ).
    public static func == (lhs: Grid, rhs: Grid) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        for index in lhs.cells.indices {
            let a = lhs.cells[index]
            let b = rhs.cells[index]
            let sameCharacter =
                a.isCluster || b.isCluster
                ? lhs.character(of: a) == rhs.character(of: b)
                : a.content == b.content
            guard sameCharacter, a.widthCode == b.widthCode, lhs.style(of: a) == rhs.style(of: b) else {
                return false
            }
        }
        return true
    }
}
