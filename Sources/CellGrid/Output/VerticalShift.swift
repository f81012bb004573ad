/// How a frame moved up or down from the one before it: a band of rows (a terminal's scroll region)
/// whose content moved by `rows`. A terminal scrolls such a band with one command and then needs only
/// the rows it uncovers, where it would otherwise rewrite every row of the band.
public struct VerticalShift: Hashable, Sendable {
    /// Rows the content moved: positive → up (the view scrolled down), negative → down.
    public var rows: Int
    /// The screen rows that scroll: after the move, every row of `region` outside `uncovered` shows the
    /// previous frame's row `rows` further down (up when negative).
    public var region: Range<Int>

    /// Creates a shift.
    public init(rows: Int, region: Range<Int>) {
        self.rows = rows
        self.region = region
    }

    /// The rows of `region` the move leaves blank: its last `rows` rows, or its first `-rows`.
    public var uncovered: Range<Int> {
        rows > 0 ? region.upperBound - rows..<region.upperBound : region.lowerBound..<region.lowerBound - rows
    }

    /// The shift that puts the most rows right (rows showing the previous frame's row moved, which
    /// differ from the row they replace; the smaller distance on a tie), or `nil` when the grids differ
    /// in size or no shift does. A band keeps at least 3 rows, as ncurses requires of a scroll.
    public static func between(_ previous: Grid, _ next: Grid) -> VerticalShift? {
        guard previous.width == next.width, previous.height == next.height, next.height > 1 else { return nil }
        let rows = RowClasses(previous, next)
        let height = next.height
        var best: (shift: VerticalShift, repaired: Int)?
        for distance in 1..<height {
            for moved in [distance, -distance] {
                // Runs of rows y showing the previous frame's row y + moved.
                var y = Swift.max(0, -moved)
                let end = Swift.min(height, height - moved)
                while y < end {
                    guard rows.next[y] == rows.previous[y + moved] else {
                        y += 1
                        continue
                    }
                    let start = y
                    var repaired = 0
                    while y < end, rows.next[y] == rows.previous[y + moved] {
                        if rows.next[y] != rows.previous[y] { repaired += 1 }
                        y += 1
                    }
                    let size = y - start
                    guard repaired > (best?.repaired ?? 0), size >= 3 else {
                        continue
                    }
                    let region = moved > 0 ? start..<y + moved : start + moved..<y
                    best = (VerticalShift(rows: moved, region: region), repaired)
                }
            }
        }
        return best?.shift
    }
}

/// Numbers the rows of two grids so that rows showing the same cells (character, width and style,
/// whatever each grid's tables number styles and clusters) get the same number.
private struct RowClasses {
    /// The class of each row of the previous grid.
    var previous: [Int] = []
    /// The class of each row of the next grid.
    var next: [Int] = []

    init(_ previousGrid: Grid, _ nextGrid: Grid) {
        /// Representatives (grid, row, class) of the classes met so far, by fingerprint.
        var seen: [Int: [(grid: Grid, row: Int, number: Int)]] = [:]
        var count = 0
        func classify(_ grid: Grid, _ row: Int) -> Int {
            let print = RowClasses.fingerprint(grid, row)
            if let match = seen[print]?.first(where: { RowClasses.equal($0.grid, $0.row, grid, row) }) {
                return match.number
            }
            count += 1
            seen[print, default: []].append((grid, row, count))
            return count
        }
        previous = (0..<previousGrid.height).map { classify(previousGrid, $0) }
        next = (0..<nextGrid.height).map { classify(nextGrid, $0) }
    }

    /// A hash of a row's cells as shown.
    static func fingerprint(_ grid: Grid, _ row: Int) -> Int {
        var hasher = Hasher()
        for x in 0..<grid.width {
            let cell = grid[x, row]
            if cell.isCluster { hasher.combine(grid.character(of: cell)) } else { hasher.combine(cell.content) }
            hasher.combine(cell.widthCode)
            hasher.combine(grid.style(of: cell))
        }
        return hasher.finalize()
    }

    /// Whether row `a` of `first` shows what row `b` of `second` shows.
    static func equal(_ first: Grid, _ a: Int, _ second: Grid, _ b: Int) -> Bool {
        for x in 0..<first.width {
            let one = first[x, a], other = second[x, b]
            let sameCharacter = one.isCluster || other.isCluster ? first.character(of: one) == second.character(of: other)
                                                                 : one.content == other.content
            guard sameCharacter, one.widthCode == other.widthCode, first.style(of: one) == second.style(of: other) else {
                return false
            }
        }
        return true
    }
}
