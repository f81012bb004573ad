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
        return between(RowClasses(previous, next))
    }

    /// The same for two grids whose rows are already classified (`RowClasses`; `nil` when the grids
    /// have different heights or one row).
    public static func between(_ rows: RowClasses) -> VerticalShift? {
        let height = rows.next.count
        guard height > 1, rows.previous.count == height else { return nil }
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
