/// Items of individual sizes broken into lines. Item origins are stored (16 bytes an item; the sizes are
/// the caller's array, shared, not copied); lines carry running bounds so a rect query finds the first
/// visible line by binary search and stops after the last, in O(log n + k).
struct SizedLines: Sendable, Equatable {
    /// The scroll axis.
    var axis: Axis
    /// Each item's size (the spec's array).
    var sizes: [Size]
    /// Each item's origin.
    var origins: [Point]
    /// The first item index of each line, followed by the item count.
    var lineStarts: [Int]
    /// Main-axis start of each line.
    var lineMain: [Double]
    /// Main-axis thickness of each line (its tallest item, when scrolling vertically).
    var lineThickness: [Double]
    /// Largest line end among lines `0...i` (monotone, for the binary search).
    var runningMaxEnd: [Double]
    /// Smallest line start among lines `i...` (monotone, for stopping early).
    var runningMinStart: [Double]
    /// True when the items of every line are in increasing, non-overlapping cross-axis order, so a line
    /// can be searched instead of scanned (interitem spacing ≥ 0).
    var crossOrdered: Bool

    /// Number of items.
    var count: Int { origins.count }

    /// The frame of item `index`.
    func frame(at index: Int) -> Rect {
        Rect(origin: origins[index], size: sizes[index])
    }

    /// Calls `body` with the index and frame of every item intersecting `rect`, in index order.
    func forEach(in rect: Rect, _ body: (Int, Rect) -> Void) {
        let low = rect.minMain(axis), high = rect.maxMain(axis)
        let crossLow = rect.minCross(axis)
        var line = partitionPoint(count: lineMain.count) { runningMaxEnd[$0] >= low }
        while line < lineMain.count, runningMinStart[line] <= high {
            defer { line += 1 }
            guard lineMain[line] <= high, lineMain[line] + lineThickness[line] >= low else { continue }
            let first = lineStarts[line], end = lineStarts[line + 1]
            var index = first
            if crossOrdered {
                index = first + partitionPoint(count: end - first) { offset in
                    let i = first + offset
                    return origins[i].cross(axis) + sizes[i].cross(axis) >= crossLow
                }
            }
            while index < end {
                let frame = frame(at: index)
                if crossOrdered, frame.minCross(axis) > rect.maxCross(axis) { break }
                if frame.intersects(rect) { body(index, frame) }
                index += 1
            }
        }
    }

    /// Fills `runningMaxEnd` and `runningMinStart` from `lineMain` and `lineThickness`.
    mutating func computeRunningBounds() {
        let lines = lineMain.count
        runningMaxEnd = [Double](repeating: 0, count: lines)
        runningMinStart = [Double](repeating: 0, count: lines)
        var maxEnd = -Double.infinity
        for i in 0..<lines {
            maxEnd = Swift.max(maxEnd, lineMain[i] + lineThickness[i])
            runningMaxEnd[i] = maxEnd
        }
        var minStart = Double.infinity
        for i in stride(from: lines - 1, through: 0, by: -1) {
            minStart = Swift.min(minStart, lineMain[i])
            runningMinStart[i] = minStart
        }
    }
}
