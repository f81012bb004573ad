/// How a frame moved sideways from the one before it: the rows that show the previous frame's row moved
/// by `columns` cells. A terminal can move such a row with one delete- or insert-character command and
/// then needs only the uncovered columns, where it would otherwise rewrite the whole row (terminals
/// scroll regions up and down, never sideways).
public struct HorizontalShift: Hashable, Sendable {
    /// Cells the content moved: positive → to the left (the view scrolled right), negative → right.
    public var columns: Int
    /// The rows that moved (in order): each equals the previous row moved by `columns` apart from the
    /// columns it uncovers and at most an eighth of the others (a label that appears or goes at an edge
    /// of the screen once whole or cut, which the terminal's update then writes), is closer to it than to
    /// the previous row unmoved, and holds no wide characters or clusters of several scalars.
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
        let tolerance = next.width / 8
        // The rows that changed, with how many cells differ unmoved (at most the tolerance + 1: a row
        // moved must differ less moved than unmoved).
        let changed = (0..<next.height).compactMap { row -> (row: Int, unmoved: Int)? in
            guard !rows.hasWideCharacters(row: row) else { return nil }
            let unmoved = rows.mismatches(row: row, shift: 0, limit: tolerance + 1)
            return unmoved == 0 ? nil : (row, unmoved)
        }
        guard !changed.isEmpty else { return nil }
        var best: HorizontalShift?
        for distance in 1...Swift.max(1, Swift.min(maximum, next.width - 1)) {
            for columns in [distance, -distance] {
                let moved = changed.filter { row, unmoved in
                    rows.mismatches(row: row, shift: columns, limit: tolerance + 1) < Swift.min(unmoved, tolerance + 1)
                }.map(\.row)
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

    /// How many cells of `next`'s row differ from `previous`'s row moved by `shift` columns, over the
    /// columns both show, counted up to `limit`.
    func mismatches(row: Int, shift: Int, limit: Int) -> Int {
        let width = next.width
        var count = 0
        for x in Swift.max(0, -shift)..<Swift.min(width, width - shift) {
            let new = next[x, row]
            let old = previous[x + shift, row]
            let oldStyle = Int(old.style.rawValue)
            if new.content == old.content, new.widthCode == old.widthCode, styleInNext.indices.contains(oldStyle),
                Int(new.style.rawValue) == styleInNext[oldStyle]
            {
                continue
            }
            count += 1
            if count >= limit { return count }
        }
        return count
    }

    /// Whether either grid's row holds a wide character (moving half of one is left to a full rewrite)
    /// or a cluster of several scalars (whose table index means nothing in the other grid).
    func hasWideCharacters(row: Int) -> Bool {
        (0..<next.width).contains {
            let new = next[$0, row]
            let old = previous[$0, row]
            return new.widthCode != 1 || old.widthCode != 1 || new.isCluster || old.isCluster
        }
    }
}
