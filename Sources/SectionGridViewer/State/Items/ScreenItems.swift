import CellGrid
import SectionLayout
import SectionSpec

// Where the arrows lead from an item. Along the layout's lines (left and right when it scrolls
// vertically, up and down when horizontally) items follow in index order, crossing into the next or
// previous section at the ends; across the lines, the nearest item on screen that way.

/// The items as the screen shows them — the spec's, laid out, under the camera's viewport: where they
/// are drawn, which are on screen, and where the arrows lead from one. Read only; the items' reducer
/// (`EditCommand`) asks it.
struct ScreenItems {
    /// The document's spec.
    let spec: LayoutSpec
    /// Its layout at the screen's size.
    let layout: LayoutResult
    /// What the screen shows of it.
    let viewport: Viewport

    /// The item's frame as drawn: a cell of a scrolled orthogonal row moved by the row's offset.
    func drawnFrame(of path: ItemPath) -> Rect? {
        guard let frame = layout.itemFrame(section: path.section, item: path.item) else { return nil }
        guard layout.orthogonalRow(inSection: path.section) != nil,
            let offset = viewport.orthogonalOffsets[path.section], offset.isFinite
        else { return frame }
        return spec.scrollDirection == .vertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
    }

    /// Whether any of the item at `path` is on screen.
    func isOnScreen(_ path: ItemPath) -> Bool {
        drawnFrame(of: path).map { $0.intersects(viewport.contentArea) } ?? false
    }

    /// The first item (in index order) wholly on screen, else the first reaching onto it.
    func firstItemOnScreen() -> ItemPath? {
        let area = viewport.contentArea
        var whole: ItemPath?
        var partial: ItemPath?
        layout.forEachElement(in: area, context: viewport.scrollContext) { element in
            guard element.kind == .cell, let item = element.item else { return true }
            let path = ItemPath(section: element.section, item: item)
            if area.contains(element.frame) { whole = path } else if partial == nil { partial = path }
            return whole == nil
        }
        return whole ?? partial
    }

    /// The item the selection moves to from `path` toward `direction`; `nil` at the end.
    func neighbour(of path: ItemPath, toward direction: ScreenDirection) -> ItemPath? {
        guard runsAlongLines(direction) else { return itemBeside(path, toward: direction) }
        if readsForward(direction) {
            if path.item + 1 < count(path.section) { return ItemPath(section: path.section, item: path.item + 1) }
            let next = (path.section + 1..<spec.sectionCount).first { count($0) > 0 }
            return next.map { ItemPath(section: $0, item: 0) }
        }
        if path.item > 0 { return ItemPath(section: path.section, item: path.item - 1) }
        let previous = stride(from: path.section - 1, through: 0, by: -1).first { count($0) > 0 }
        return previous.map { ItemPath(section: $0, item: count($0) - 1) }
    }

    /// Where Shift and an arrow move the item at `path` (as `LayoutSpec.movingItem(_:to:)` takes it):
    /// along the lines one place in index order, past a section's ends into the next section's start
    /// or the previous one's end (empty sections included); across the lines to the place of the
    /// nearest item that way — or into an empty section passed on the way, or the neighbouring section
    /// when there is no item that way. `nil` when there is nowhere to go.
    func moveDestination(of path: ItemPath, toward direction: ScreenDirection) -> ItemPath? {
        let forward = readsForward(direction)
        let section = path.section
        if runsAlongLines(direction) {
            if forward, path.item + 1 < count(section) { return ItemPath(section: section, item: path.item + 1) }
            if !forward, path.item > 0 { return ItemPath(section: section, item: path.item - 1) }
        } else if let target = itemBeside(path, toward: direction) {
            let between =
                forward
                ? Array(section + 1..<Swift.max(section + 1, target.section))
                : Array((target.section + 1..<Swift.max(target.section + 1, section)).reversed())
            if let empty = between.first(where: { count($0) == 0 }) { return ItemPath(section: empty, item: 0) }
            return target
        }
        if forward { return section + 1 < spec.sectionCount ? ItemPath(section: section + 1, item: 0) : nil }
        return section > 0 ? ItemPath(section: section - 1, item: count(section - 1)) : nil
    }

    /// The nearest item beyond `path`'s frame toward `direction` (on screen or off it): of the items
    /// whose centre is past that edge, those of the nearest line, and of them the one closest across.
    func itemBeside(_ path: ItemPath, toward direction: ScreenDirection) -> ItemPath? {
        guard let frame = drawnFrame(of: path) else { return nil }
        let axis: Axis = direction == .up || direction == .down ? .vertical : .horizontal
        let forward = direction.isForward
        let edge = forward ? frame.maxMain(axis) : frame.minMain(axis)
        let centre = (frame.minCross(axis) + frame.maxCross(axis)) / 2
        let content = layout.contentSize
        let bounds = viewport.boundsSize
        let span =
            4 * ([content.width, content.height, abs(frame.minX), abs(frame.minY), bounds.width, bounds.height, 1].max() ?? 1)
        // A strip beyond the edge, as long as the item (or a cell) and doubled until it holds an item; a
        // crowded strip (millions of tiny items in a line) is cut at `maximumCandidates`.
        let cell = axis == .vertical ? viewport.scale.pointsPerRow : viewport.scale.pointsPerColumn
        var length = Swift.max(frame.size.main(axis), cell, 1e-6)
        while true {
            let strip = Rect(
                main: forward ? edge : edge - length, cross: -span, mainLength: length,
                crossLength: 2 * span, axis: axis)
            var candidates: [(path: ItemPath, frame: Rect)] = []
            layout.forEachElement(in: strip, context: viewport.scrollContext) { element in
                guard element.kind == .cell, let item = element.item else { return true }
                let middle = (element.frame.minMain(axis) + element.frame.maxMain(axis)) / 2
                guard forward ? middle > frame.maxMain(axis) : middle < frame.minMain(axis) else { return true }
                candidates.append((ItemPath(section: element.section, item: item), element.frame))
                return candidates.count < ScreenItems.maximumCandidates
            }
            let nearest =
                forward
                ? candidates.min { $0.frame.minMain(axis) < $1.frame.minMain(axis) }
                : candidates.max { $0.frame.maxMain(axis) < $1.frame.maxMain(axis) }
            if let nearest {
                let line = candidates.filter {
                    $0.frame.minMain(axis) < nearest.frame.maxMain(axis) && $0.frame.maxMain(axis) > nearest.frame.minMain(axis)
                        || $0.frame == nearest.frame
                }
                func distance(_ frame: Rect) -> Double { abs((frame.minCross(axis) + frame.maxCross(axis)) / 2 - centre) }
                return line.min { (distance($0.frame), $0.path) < (distance($1.frame), $1.path) }?.path
            }
            if length > span { return nil }
            length *= 2
        }
    }

    /// The most items looked at for the nearest one beside an item.
    static let maximumCandidates = 10_000

    /// Whether `direction` leads to later items and sections: right and down, except that right to
    /// left, where lines and a horizontal layout's sections run leftwards, left leads on and right back.
    func readsForward(_ direction: ScreenDirection) -> Bool {
        guard layout.layoutDirection == .rightToLeft, direction == .left || direction == .right else {
            return direction.isForward
        }
        return direction == .left
    }

    /// Whether `direction` runs along the layout's lines, from item to item in index order.
    private func runsAlongLines(_ direction: ScreenDirection) -> Bool {
        (direction == .left || direction == .right) == (spec.scrollDirection == .vertical)
    }

    private func count(_ section: Int) -> Int { spec.itemCount(inSection: section) ?? 0 }
}

extension ViewerState {
    /// The items as the screen shows them now.
    var screenItems: ScreenItems { ScreenItems(spec: spec, layout: layout, viewport: viewport) }
}
