/// The extent of a section's lines as they are laid out: their bounding box and where the last one ends.
struct ExtentTracker {
    private var minCross = Double.infinity, maxCross = -Double.infinity
    private var minMain = Double.infinity, maxMain = -Double.infinity
    private var lastEnd: Double?

    /// Takes in `line`: its start and thickness along the scroll axis, its items across (with valid,
    /// non-negative sizes).
    @inline(__always)
    mutating func add<P: AxisProjection>(_ line: BrokenLine, sizes: UnsafeBufferPointer<Size>, _ projection: P.Type) {
        let across = ExtentTracker.crossExtent(of: line, sizes: sizes, projection)
        minCross = Swift.min(minCross, across.start)
        maxCross = Swift.max(maxCross, across.end)
        minMain = Swift.min(minMain, line.main)
        maxMain = Swift.max(maxMain, line.main + line.thickness)
        lastEnd = line.main + line.thickness
    }

    /// Where the items of `line` start and end across the scroll axis (the smallest start and the
    /// largest end), replaying their positions as frames place them.
    @inline(__always)
    static func crossExtent<P: AxisProjection>(
        of line: BrokenLine, sizes: UnsafeBufferPointer<Size>,
        _: P.Type
    ) -> (start: Double, end: Double) {
        var position = line.start
        if line.gap >= 0 {
            // Positions and ends then never decrease (in floating point too): the first item starts
            // first and the last ends last.
            let last = line.end &- 1
            for index in line.first..<last { position += P.cross(sizes[index]) + line.gap }
            return (line.start, position + P.cross(sizes[last]))
        }
        // A negative gap can move an item before the one ahead of it, even before the line's start.
        var start = Double.infinity
        var end = -Double.infinity
        for index in line.first..<line.end {
            let length = P.cross(sizes[index])
            start = Swift.min(start, position)
            end = Swift.max(end, position + length)
            position += length + line.gap
        }
        return (start, end)
    }

    /// The length along the scroll axis from `mainStart` to the end of the last line (0 without lines).
    func mainLength(from mainStart: Double) -> Double {
        lastEnd.map { $0 - mainStart } ?? 0
    }

    /// The bounding box of all items, or `nil` without lines.
    func bounds(axis: Axis) -> Rect? {
        guard lastEnd != nil else { return nil }
        return Rect(
            main: minMain, cross: minCross, mainLength: coveringLength(from: minMain, to: maxMain),
            crossLength: coveringLength(from: minCross, to: maxCross), axis: axis)
    }
}
