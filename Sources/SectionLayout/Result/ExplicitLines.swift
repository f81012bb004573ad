/// Items of individual sizes broken into lines, stored explicitly: the form for sections that `SizedLines`
/// cannot replay cheaply (a line of more than `SizedLines.maximumReplayLine` items, or negative line
/// spacing, where lines can step backwards). Per item only the position across the scroll axis is
/// stored (8 bytes; the sizes are the caller's array, shared, not copied): an item's main-axis position
/// follows from its line, where it is centred. A rect query finds the first visible line by binary
/// search and stops after the last, in O(log n + k).
struct ExplicitLines: Sendable, Equatable {
    /// The scroll axis.
    var axis: Axis
    /// Each item's size (the spec's array).
    var sizes: [Size]
    /// Each item's start across the scroll axis.
    var crossOrigins: [Double]
    /// The lines, in order.
    var lines: [ExplicitLine]
    /// Largest line end among lines `0...i`, and smallest line start among lines `i...` (for the binary
    /// search and for stopping early). Empty when line starts and ends never decrease (line spacing
    /// ≥ 0), where the lines' own starts and ends serve.
    var runningMaxEnd: [Double]
    var runningMinStart: [Double]
    /// True when the items of every line are in increasing, non-overlapping cross-axis order, so a line
    /// can be searched instead of scanned (interitem spacing ≥ 0).
    var crossOrdered: Bool
    /// The largest magnitude of an edge of an item, along either axis (0 without items): a Double, not
    /// the bounding box, so the item store stays the size it was (`LayoutResult.reach`).
    var reach: Double

    /// Number of items.
    var count: Int { crossOrigins.count }

    /// The frame of item `index` in `line`.
    @inline(__always)
    private func frame(at index: Int, in line: ExplicitLine) -> Rect {
        let size = sizes[index]
        return Rect(
            main: line.main + (line.thickness - size.main(axis)) / 2, cross: crossOrigins[index],
            mainLength: size.main(axis), crossLength: size.cross(axis), axis: axis)
    }

    /// One past the last item of line `line`.
    @inline(__always)
    private func end(ofLine line: Int) -> Int {
        line + 1 < lines.count ? lines[line + 1].first : count
    }

    /// The frame of item `index` (which must be in range): its line is found by binary search.
    func frame(at index: Int) -> Rect {
        let line = partitionPoint(count: lines.count) { lines[$0].first > index } - 1
        return frame(at: index, in: lines[Swift.max(0, line)])
    }

    /// Calls `body` with the index and frame of every item, in index order.
    func forEach(_ body: (Int, Rect) -> Void) {
        for line in lines.indices {
            let record = lines[line]
            for index in record.first..<end(ofLine: line) { body(index, frame(at: index, in: record)) }
        }
    }

    /// Calls `body` with the index and frame of every item intersecting `rect`, in index order, while it
    /// returns `true`; returns `false` when `body` stopped the walk.
    @discardableResult
    func forEach(in rect: Rect, _ body: (Int, Rect) -> Bool) -> Bool {
        let low = rect.minMain(axis)
        let high = rect.maxMain(axis)
        let crossLow = rect.minCross(axis)
        let crossHigh = rect.maxCross(axis)
        let monotone = runningMaxEnd.isEmpty
        var line = partitionPoint(count: lines.count) { line in
            (monotone ? lines[line].main + lines[line].thickness : runningMaxEnd[line]) >= low
        }
        while line < lines.count, (monotone ? lines[line].main : runningMinStart[line]) <= high {
            defer { line += 1 }
            QueryWork.touch()
            let record = lines[line]
            guard record.main <= high, record.main + record.thickness >= low else { continue }
            let first = record.first
            let end = end(ofLine: line)
            var index = first
            if crossOrdered {
                index =
                    first
                    + partitionPoint(count: end - first) { offset in
                        crossOrigins[first + offset] + sizes[first + offset].cross(axis) >= crossLow
                    }
            }
            while index < end {
                QueryWork.touch()
                let frame = frame(at: index, in: record)
                if crossOrdered, frame.minCross(axis) > crossHigh { break }
                if frame.intersects(rect), !body(index, frame) { return false }
                index += 1
            }
        }
        return true
    }

    /// Fills `runningMaxEnd` and `runningMinStart` when lines can step backwards (negative line
    /// spacing); leaves them empty otherwise.
    mutating func computeRunningBounds(lineSpacing: Double) {
        runningMaxEnd = []
        runningMinStart = []
        guard !(lineSpacing >= 0), !lines.isEmpty else { return }
        let count = lines.count
        runningMaxEnd = [Double](repeating: 0, count: count)
        runningMinStart = [Double](repeating: 0, count: count)
        var maxEnd = -Double.infinity
        for i in 0..<count {
            maxEnd = Swift.max(maxEnd, lines[i].main + lines[i].thickness)
            runningMaxEnd[i] = maxEnd
        }
        var minStart = Double.infinity
        for i in stride(from: count - 1, through: 0, by: -1) {
            minStart = Swift.min(minStart, lines[i].main)
            runningMinStart[i] = minStart
        }
    }
}
