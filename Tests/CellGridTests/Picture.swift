import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// Compares a grid's characters with a picture literal (ratatui style) and, on failure, records a
/// line diff: `-` the expected line, `+` the actual one, ` ` lines that match.
func expectPicture(_ grid: Grid, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = grid.plainLines()
    guard actual != expected else { return }
    Issue.record(Comment(rawValue: lineDiff(expected: expected, actual: actual)), sourceLocation: sourceLocation)
}

/// A line-by-line diff of two pictures (or style maps), with the actual one as a pastable literal.
func lineDiff(expected: [String], actual: [String], what: String = "picture") -> String {
    var out = ["\(what) differs (- expected, + actual):"]
    for index in 0..<max(expected.count, actual.count) {
        let e = index < expected.count ? expected[index] : nil
        let a = index < actual.count ? actual[index] : nil
        if e == a, let e {
            out.append("  |\(e)|")
        } else {
            if let e { out.append("- |\(e)|") }
            if let a { out.append("+ |\(a)|") }
        }
    }
    out.append("actual as a literal:")
    out.append(actual.map { "    \"\($0)\"," }.joined(separator: "\n"))
    return out.joined(separator: "\n")
}

/// Renders `layout` in a `columns × rows` grid at `pointsPerColumn` (rows twice that), monochrome unless
/// a theme is given.
func render(
    _ layout: LayoutResult, columns: Int, rows: Int, pointsPerColumn: Double,
    offset: Point? = nil, inset: EdgeInsets = .zero, theme: Theme = .monochrome,
    labels: RenderLabels = RenderLabels(), textures: TextureCache = TextureCache()
)
    -> (grid: Grid, report: RenderReport)
{
    var grid = Grid(width: columns, height: rows)
    let viewport = Viewport(
        columns: columns, rows: rows, scale: CellScale(pointsPerColumn: pointsPerColumn),
        contentOffset: offset, contentInset: inset)
    let renderer = LayoutRenderer(theme: theme, labels: labels, textures: textures)
    let report = renderer.render(layout, viewport: viewport, into: &grid)
    return (grid, report)
}

func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
func s(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }
