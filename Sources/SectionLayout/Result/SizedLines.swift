/// Items of individual sizes broken into lines, kept as the sizes (the caller's array, shared, not
/// copied) plus a checkpoint every `linesPerCheckpoint` lines: frames are recomputed by replaying the
/// line breaking from the nearest checkpoint (`LineBreaker`, the code that laid them out), so a section
/// costs about one byte per item on top of its sizes.
///
/// A rect query finds the checkpoint before the first visible line by binary search and replays from
/// there, in O(log n + k) with a bounded constant: every line holds at most `maximumReplayLine` items
/// and lines never step backwards (sections that break either rule are kept as `ExplicitLines`).
struct SizedLines: Sendable, Equatable {
    /// Lines between checkpoints.
    static let linesPerCheckpoint = 16
    /// The longest line a section kept this way may have.
    static let maximumReplayLine = 64

    /// The line rule and the section's geometry.
    var breaker: LineBreaker
    /// Each item's size.
    var sizes: [Size]
    /// The start of lines 0, `linesPerCheckpoint`, 2·`linesPerCheckpoint`, …
    var checkpoints: [LineCheckpoint]
    /// The largest magnitude of an edge of an item, along either axis (0 without items): a Double, not
    /// the bounding box, so the item store stays the size it was (`LayoutResult.reach`).
    var reach: Double

    /// Number of items.
    var count: Int { sizes.count }

    /// The frame of item `index` (which must be in range).
    func frame(at index: Int) -> Rect {
        let checkpoint = checkpoints[
            Swift.max(
                0,
                partitionPoint(count: checkpoints.count) {
                    checkpoints[$0].first > index
                } - 1)]
        return sizes.withUnsafeBufferPointer { sizes in
            var line = breaker.line(from: checkpoint.first, main: checkpoint.main, in: sizes)
            while index >= line.end { line = breaker.line(from: line.end, main: breaker.main(after: line), in: sizes) }
            var position = line.start
            for item in line.first..<index { position += breaker.cross(sizes[item]) + line.gap }
            return breaker.frame(of: sizes[index], at: position, in: line)
        }
    }

    /// Calls `body` with the index and frame of every item, in index order.
    func forEach(_ body: (Int, Rect) -> Void) {
        guard let first = checkpoints.first else { return }
        sizes.withUnsafeBufferPointer { sizes in
            var main = first.main
            var next = first.first
            while next < sizes.count {
                let line = breaker.line(from: next, main: main, in: sizes)
                var position = line.start
                for item in line.first..<line.end {
                    body(item, breaker.frame(of: sizes[item], at: position, in: line))
                    position += breaker.cross(sizes[item]) + line.gap
                }
                main = breaker.main(after: line)
                next = line.end
            }
        }
    }

    /// Calls `body` with the index and frame of every item intersecting `rect`, in index order, while it
    /// returns `true`; returns `false` when `body` stopped the walk.
    @discardableResult
    func forEach(in rect: Rect, _ body: (Int, Rect) -> Bool) -> Bool {
        let axis = breaker.axis
        let low = rect.minMain(axis)
        let high = rect.maxMain(axis)
        let crossHigh = rect.maxCross(axis)
        // Lines never step backwards, so every line before the last checkpoint at or above `low` ends
        // at or above it too: none of their items can share area with `rect`.
        let start = partitionPoint(count: checkpoints.count) { checkpoints[$0].main > low } - 1
        guard checkpoints.indices.contains(Swift.max(0, start)) else { return true }
        let checkpoint = checkpoints[Swift.max(0, start)]
        let ordered = breaker.interitemSpacing >= 0
        return sizes.withUnsafeBufferPointer { sizes in
            var main = checkpoint.main
            var next = checkpoint.first
            while next < sizes.count, main <= high {
                let line = breaker.line(from: next, main: main, in: sizes)
                QueryWork.touch(line.end &- line.first)
                main = breaker.main(after: line)
                next = line.end
                guard line.main + line.thickness >= low else { continue }
                var position = line.start
                for item in line.first..<line.end {
                    if ordered, position > crossHigh { break }
                    let frame = breaker.frame(of: sizes[item], at: position, in: line)
                    if frame.intersects(rect), !body(item, frame) { return false }
                    position += breaker.cross(sizes[item]) + line.gap
                }
            }
            return true
        }
    }
}
