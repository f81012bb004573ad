/// How a frame moved sideways from the one before it: the rows that show the previous frame's row moved
/// by `columns` cells. A terminal can move such a row with one delete- or insert-character command and
/// then needs only the uncovered columns, where it would otherwise rewrite the whole row (terminals
/// scroll regions up and down, never sideways).
public struct HorizontalShift: Hashable, Sendable {
    /// Cells the content moved: positive → to the left (the view scrolled right), negative → right.
    public var columns: Int
    /// The rows that moved (in order): each equals the previous row moved by `columns`, apart from the
    /// columns it uncovers, differs from the previous row unmoved, and holds no wide characters or
    /// clusters of several scalars.
    public var rows: [Int]

    /// Creates a shift.
    public init(columns: Int, rows: [Int]) {
        self.columns = columns
        self.rows = rows
    }

    /// The shift by at most `maximum` columns that moves the most rows of `previous` into `next` (the
    /// smaller shift on a tie), or `nil` when the grids differ in size or no row moved.
    public static func between(_ previous: Grid, _ next: Grid, maximum: Int = 8) -> HorizontalShift? {
        guard previous.width == next.width, previous.height == next.height, next.width > 1 else { return nil }
        let rows = RowComparison(previous, next)
        let changed = (0..<next.height).filter { !rows.equal(row: $0, shift: 0) && !rows.hasWideCharacters(row: $0) }
        guard !changed.isEmpty else { return nil }
        var best: HorizontalShift?
        for distance in 1...Swift.max(1, Swift.min(maximum, next.width - 1)) {
            for columns in [distance, -distance] {
                let moved = changed.filter { rows.equal(row: $0, shift: columns) }
                if moved.count > (best?.rows.count ?? 0) { best = HorizontalShift(columns: columns, rows: moved) }
            }
        }
        return best
    }
}

/// Compares rows of two grids cell by cell (character, width and style, whatever each grid's style
/// table numbers the style).
private struct RowComparison {
    let previous: Grid
    let next: Grid
    /// `previous`'s style index → `next`'s index of the same style (−1 when `next` has no such style).
    let styleInNext: [Int]

    init(_ previous: Grid, _ next: Grid) {
        self.previous = previous
        self.next = next
        var index: [Style: Int] = [:]
        for (position, style) in next.styles.enumerated() where index[style] == nil { index[style] = position }
        styleInNext = previous.styles.map { index[$0] ?? -1 }
    }

    /// Whether `next`'s row equals `previous`'s row moved by `shift` columns, over the columns both show.
    func equal(row: Int, shift: Int) -> Bool {
        let width = next.width
        for x in Swift.max(0, -shift)..<Swift.min(width, width - shift) {
            let new = next[x, row], old = previous[x + shift, row]
            let oldStyle = Int(old.style.rawValue)
            guard new.content == old.content, new.widthCode == old.widthCode, styleInNext.indices.contains(oldStyle),
                  Int(new.style.rawValue) == styleInNext[oldStyle] else { return false }
        }
        return true
    }

    /// Whether either grid's row holds a wide character (moving half of one is left to a full rewrite)
    /// or a cluster of several scalars (whose table index means nothing in the other grid).
    func hasWideCharacters(row: Int) -> Bool {
        (0..<next.width).contains {
            let new = next[$0, row], old = previous[$0, row]
            return new.widthCode != 1 || old.widthCode != 1 || new.isCluster || old.isCluster
        }
    }
}
