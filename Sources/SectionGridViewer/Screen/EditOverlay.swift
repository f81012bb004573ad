import CellGrid
import SectionLayout

/// What item editing draws over the rendered layout, in the viewer's own screen composition (the
/// renderer knows nothing of it): the selected item in reverse video, and while an item is dragged the
/// place it would drop at, a bar in the gap (`┃` between items of a line, `━` between lines; across an
/// empty section, the other way).
enum EditOverlay {
    static func draw(_ state: ViewerState, into grid: inout Grid) {
        let area = state.layoutArea
        if let selected = state.items.selected, let cells = state.screenCells(of: selected) {
            grid.restyle(cells.intersection(area)) { style in
                var reversed = style
                reversed.attributes.formSymmetricDifference(.reverse)
                return reversed
            }
        }
        if let drop = state.items.drag?.drop, let bar = marker(for: drop.insertion, in: state) {
            let depth = state.depth
            let line = bar.cells.intersection(area)
            for row in line.y..<Swift.max(line.y, line.maxY) {
                for column in line.x..<Swift.max(line.x, line.maxX) {
                    grid.put(bar.glyph, x: column, y: row, clip: area) { style in
                        guard depth != .monochrome else { return Style(attributes: [.bold, .reverse]) }
                        return Style(
                            foreground: TerminalColor.rgb(255, 214, 10).quantized(to: depth),
                            background: style.background, attributes: .bold)
                    }
                }
            }
        }
    }

    /// The bar that shows a drop before item `insertion.item` of `insertion.section` (after its last
    /// item when that is the count): its glyph and its line of screen cells.
    static func marker(for insertion: ItemPath, in state: ViewerState) -> (glyph: Unicode.Scalar, cells: CellRect)? {
        let vertical = state.spec.scrollDirection == .vertical
        let count = state.spec.itemCount(inSection: insertion.section) ?? 0
        guard count > 0 else {
            // An empty section: a bar across the middle of its frame.
            guard let frame = state.layout.sectionFrame(insertion.section) else { return nil }
            let cells = state.screenCells(of: frame)
            return vertical
                ? ("━", CellRect(x: cells.x, y: cells.y + cells.height / 2, width: cells.width, height: 1))
                : ("┃", CellRect(x: cells.x + cells.width / 2, y: cells.y, width: 1, height: cells.height))
        }
        let before = insertion.item < count
        let item = ItemPath(section: insertion.section, item: before ? insertion.item : count - 1)
        guard let cells = state.screenCells(of: item) else { return nil }
        // In the gap beside the item, or on its own edge when the gap is off the screen.
        let area = state.layoutArea
        if vertical {
            // Right to left, the gap before an item is on its right.
            let onTheLeft = before == (state.layout.layoutDirection == .leftToRight)
            let column = onTheLeft ? Swift.max(cells.x - 1, area.x) : Swift.min(cells.maxX, area.maxX - 1)
            return ("┃", CellRect(x: column, y: cells.y, width: 1, height: cells.height))
        }
        let row = before ? Swift.max(cells.y - 1, area.y) : Swift.min(cells.maxY, area.maxY - 1)
        return ("━", CellRect(x: cells.x, y: row, width: cells.width, height: 1))
    }
}

extension ViewerState {
    /// The screen cells an item is drawn in (`nil` when there is no such item).
    func screenCells(of path: ItemPath) -> CellRect? {
        screenItems.drawnFrame(of: path).map { screenCells(of: $0) }
    }

    /// The screen cells of a frame in points.
    func screenCells(of frame: Rect) -> CellRect {
        let cells = viewport.scale.cells(for: frame)
        let origin = viewport.originCell
        return CellRect(x: cells.x - origin.column, y: cells.y - origin.row, width: cells.width, height: cells.height)
    }
}
