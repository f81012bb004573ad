import CellGrid
import SectionLayout
import SectionSpec

// Dragging an item with the mouse: pressed on an item (`select(column:row:)` starts the drag), moved
// with the button held — the drop place follows the pointer and is drawn as a marker in the gap —
// and let go: the item moves there (`moveItem`), an edit like any other.

extension ViewerState {
    /// The pointer moved to a cell with the button held.
    mutating func drag(toColumn column: Int, row: Int) {
        guard var drag = items.drag else { return }
        drag.hasMoved = drag.hasMoved || column != drag.pressedColumn || row != drag.pressedRow
        guard drag.hasMoved else { return }
        drag.drop = dropPlace(atColumn: column, row: row, dragging: drag.source)
        items.drag = drag
        message = drag.drop.map { "move \(drag.source) to \($0.destination): let go to drop it" }
            ?? "\(drag.source) stays where it is if let go here"
    }

    /// The button was let go over a cell: the dragged item moves to the drop place there.
    mutating func release(atColumn column: Int, row: Int) {
        guard let drag = items.drag else { return }
        items.drag = nil
        // Pressed and let go on one cell: a click, whose report stays on the message line.
        guard drag.hasMoved || column != drag.pressedColumn || row != drag.pressedRow else { return }
        guard let drop = dropPlace(atColumn: column, row: row, dragging: drag.source) else {
            message = "\(drag.source) stays where it is"
            return
        }
        moveItem(drag.source, to: drop.destination)
    }

    /// Where `source` would go if dropped on a screen cell: before or after the item there (by the half
    /// of it the pointer is over, along the lines), at the start of a section over its header, at its
    /// end over the rest of it (its background, its footer, an empty section). `nil` over nothing, or
    /// where the item already is.
    func dropPlace(atColumn column: Int, row: Int, dragging source: ItemPath) -> ItemDrop? {
        guard let element = element(atColumn: column, row: row),
              let count = spec.itemCount(inSection: element.section) else { return nil }
        let insertion: Int
        if element.kind == .cell, let item = element.item {
            let origin = viewport.originCell
            let pointer = viewport.scale.points(for: CellRect(x: origin.column + column, y: origin.row + row, width: 1, height: 1))
            let frame = element.frame
            // Right to left, a line's items run leftwards: the right half is before the item.
            let leftHalfIsBefore = layout.layoutDirection == .leftToRight
            insertion = spec.scrollDirection == .vertical
                ? ((pointer.minX + pointer.width / 2 < frame.minX + frame.width / 2) == leftHalfIsBefore ? item : item + 1)
                : (pointer.minY + pointer.height / 2 < frame.minY + frame.height / 2 ? item : item + 1)
        } else {
            insertion = element.kind == .header ? 0 : count
        }
        var destination = ItemPath(section: element.section, item: insertion)
        if element.section == source.section, insertion > source.item { destination.item -= 1 }
        guard destination != source else { return nil }
        return ItemDrop(destination: destination, insertion: ItemPath(section: element.section, item: insertion))
    }
}
