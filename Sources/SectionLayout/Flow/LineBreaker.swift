/// The flow layout's rule for individually sized items, in one place: laying a section out and
/// replaying its lines for a query run this same code, so they compute the very same frames.
///
/// Greedy line breaking (an item joins the line while `used + spacing + length ≤ crossLength`, with a
/// little tolerance so that an exact fit stays); a full line's leftover space is spread over its gaps and
/// a lone item is centred; the section's last line is left-aligned at the minimum spacing; items are
/// centred across their line. Item `k` of a line sits at `start + Σ (length + gap)` over the items
/// before it, summed in order.
struct LineBreaker: Sendable, Equatable {
    /// The scroll axis.
    var axis: Axis
    /// Cross-axis start of every line (the leading inset).
    var crossStart: Double
    /// Cross-axis length available to a line.
    var crossLength: Double
    /// `crossLength` plus the fit tolerance.
    var limit: Double
    /// Minimum spacing between items in a line.
    var interitemSpacing: Double
    /// Spacing between lines.
    var lineSpacing: Double

    /// The length of `size` across the scroll axis.
    @inline(__always)
    func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }

    /// The line that starts with item `first` (which must exist) at main-axis position `main`.
    @inline(__always)
    func line<P: AxisProjection>(
        from first: Int, main: Double, in sizes: UnsafeBufferPointer<Size>,
        _ projection: P.Type
    ) -> BrokenLine {
        var unchecked = SizeCheck()
        return line(from: first, main: main, in: sizes, projection, checking: &unchecked)
    }

    /// The line that starts with item `first` (which must exist) at main-axis position `main`, taking
    /// the sizes it reads into `check`: laying a section out needs no pass of its own over the sizes to
    /// know that they are valid.
    @inline(__always)
    func line<P: AxisProjection>(
        from first: Int, main: Double, in sizes: UnsafeBufferPointer<Size>,
        _: P.Type, checking check: inout SizeCheck
    ) -> BrokenLine {
        let count = sizes.count
        let spacing = interitemSpacing
        var used = P.cross(sizes[first])
        var total = used
        var thickness = P.main(sizes[first])
        check.add(sizes[first])
        var end = first &+ 1
        while end < count {
            let size = sizes[end]
            let length = P.cross(size)
            guard used + spacing + length <= limit else { break }
            used += spacing + length
            total += length
            thickness = larger(P.main(size), thickness)
            check.add(size)
            end &+= 1
        }
        let isLast = end == count
        let itemCount = end &- first
        var start = crossStart
        var gap = spacing
        if itemCount == 1, !isLast {
            start = total <= crossLength ? crossStart + (crossLength - total) / 2 : crossStart
        } else if !isLast {
            gap = (crossLength - total) / Double(itemCount &- 1)
        }
        return BrokenLine(first: first, end: end, main: main, thickness: thickness, start: start, gap: gap)
    }

    /// The line that starts with item `first` (which must exist) at main-axis position `main`.
    func line(from first: Int, main: Double, in sizes: UnsafeBufferPointer<Size>) -> BrokenLine {
        axis == .vertical
            ? line(from: first, main: main, in: sizes, VerticalProjection.self)
            : line(from: first, main: main, in: sizes, HorizontalProjection.self)
    }

    /// Main-axis start of the line after `line`.
    @inline(__always)
    func main(after line: BrokenLine) -> Double { line.main + (line.thickness + lineSpacing) }

    /// The frame of an item of `size` at cross-axis position `position` in `line` (centred along the
    /// scroll axis in the line's thickness).
    @inline(__always)
    func frame(of size: Size, at position: Double, in line: BrokenLine) -> Rect {
        let length = axis == .vertical ? size.height : size.width
        return Rect(
            main: line.main + (line.thickness - length) / 2, cross: position, mainLength: length,
            crossLength: cross(size), axis: axis)
    }
}

/// The larger of two lengths that are not NaN, as one `maxsd` (`Swift.max` breaks ties towards its second
/// argument, which takes a compare and a blend: a longer dependency chain per item).
@inline(__always)
func larger(_ a: Double, _ b: Double) -> Double { a > b ? a : b }
