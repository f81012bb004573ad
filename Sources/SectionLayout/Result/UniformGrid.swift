/// Items of one size on a regular grid: `perLine` items per line at a fixed pitch across, lines at a fixed
/// pitch along the scroll axis. Frames are computed in closed form, never stored, so a section of ten
/// million items costs a few bytes.
struct UniformGrid: Sendable, Equatable {
    /// The scroll axis.
    var axis: Axis
    /// Number of items.
    var count: Int
    /// Every item's size.
    var itemSize: Size
    /// Items per line (at least 1).
    var perLine: Int
    /// Main-axis start of the first line.
    var mainStart: Double
    /// Cross-axis start of the first item of a line.
    var crossStart: Double
    /// Distance between the starts of consecutive lines.
    var mainPitch: Double
    /// Distance between the starts of consecutive items in a line.
    var crossPitch: Double

    /// Number of lines.
    var lineCount: Int { count == 0 ? 0 : (count - 1) / perLine + 1 }

    /// The frame of item `index`.
    func frame(at index: Int) -> Rect {
        frame(line: index / perLine, column: index % perLine)
    }

    /// The frame of the item in `column` of `line`.
    private func frame(line: Int, column: Int) -> Rect {
        Rect(
            main: mainStart + Double(line) * mainPitch, cross: crossStart + Double(column) * crossPitch,
            mainLength: itemSize.main(axis), crossLength: itemSize.cross(axis), axis: axis)
    }

    /// Where the last line ends along the scroll axis, as its frames end (`mainStart` without items).
    var linesEnd: Double {
        count == 0 ? mainStart : frame(line: lineCount - 1, column: 0).maxMain(axis)
    }

    /// The bounding box of all items, or `nil` when there are none: the extreme edges of the first and
    /// last lines and columns, its lengths rounded up once (`coveringLength`), as a box built from the
    /// items' frames one by one comes out.
    var bounds: Rect? {
        guard count > 0 else { return nil }
        let first = frame(line: 0, column: 0)
        let lastLine = frame(line: lineCount - 1, column: 0)
        let lastColumn = frame(line: 0, column: Swift.min(count, perLine) - 1)
        let x0 = Swift.min(first.minX, lastLine.minX, lastColumn.minX)
        let y0 = Swift.min(first.minY, lastLine.minY, lastColumn.minY)
        let x1 = Swift.max(first.maxX, lastLine.maxX, lastColumn.maxX)
        let y1 = Swift.max(first.maxY, lastLine.maxY, lastColumn.maxY)
        return Rect(x: x0, y: y0, width: coveringLength(from: x0, to: x1), height: coveringLength(from: y0, to: y1))
    }

    /// Calls `body` with the index and frame of every item intersecting `rect`, in index order, while it
    /// returns `true`; returns `false` when `body` stopped the walk.
    @discardableResult
    func forEach(in rect: Rect, _ body: (Int, Rect) -> Bool) -> Bool {
        let lines = indexWindow(
            low: rect.minMain(axis), high: rect.maxMain(axis), start: mainStart,
            length: itemSize.main(axis), pitch: mainPitch, count: lineCount)
        let columns = indexWindow(
            low: rect.minCross(axis), high: rect.maxCross(axis), start: crossStart,
            length: itemSize.cross(axis), pitch: crossPitch, count: Swift.min(perLine, count))
        for line in lines {
            let lineStart = line &* perLine
            for column in columns {
                let index = lineStart &+ column
                guard index < count else { break }
                QueryWork.touch()
                let frame = frame(line: line, column: column)
                if frame.intersects(rect), !body(index, frame) { return false }
            }
        }
        return true
    }
}
