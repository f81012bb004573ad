import CellGrid
import SectionLayout
import SectionSpec

// Dragging an item with the mouse: pressed on an item (`select(column:row:)` starts the drag), moved
// with the button held — the drop place follows the pointer and is drawn as a marker in the gap —
// and let go: the item moves there (`moveItem`), an edit like any other. With the pointer on the layout
// area's first or last row (column, scrolling horizontally) the layout scrolls on, a step for each motion
// report and each `dragTick` the run loop sends while it rests there, so an item can be dragged to a
// section off screen.

extension ViewerState {
    /// The pointer moved to a cell with the button held.
    mutating func drag(toColumn column: Int, row: Int) {
        guard var drag = items.drag else { return }
        drag.hasMoved = drag.hasMoved || column != drag.pressedColumn || row != drag.pressedRow
        guard drag.hasMoved else { return }
        drag.pointerColumn = column
        drag.pointerRow = row
        items.drag = drag
        if !autoScrollDrag() { updateDrop() }
    }

    /// The step (in cells, positive towards the end of the content) the layout scrolls by during a drag
    /// with the pointer where it is now: one row on the layout area's first or last row when scrolling
    /// vertically, two columns (as tall as a row) on its first or last column when horizontally; zero
    /// elsewhere, before the pointer has moved, and with no drag.
    public var dragScrollStep: (columns: Int, rows: Int) {
        guard let drag = items.drag, drag.hasMoved else { return (0, 0) }
        let area = layoutArea
        guard area.width > 0, area.height > 0, area.contains(column: drag.pointerColumn, row: drag.pointerRow) else {
            return (0, 0)
        }
        if spec.scrollDirection == .vertical {
            if drag.pointerRow == area.y { return (0, -1) }
            if drag.pointerRow == area.y + area.height - 1 { return (0, 1) }
        } else {
            if drag.pointerColumn == area.x { return (-2, 0) }
            if drag.pointerColumn == area.x + area.width - 1 { return (2, 0) }
        }
        return (0, 0)
    }

    /// With the dragged pointer at the layout area's edge: scrolls the layout a step that way (stopping
    /// at the content's end) and moves the drop place with what is now under the pointer. Returns
    /// whether it scrolled.
    @discardableResult
    mutating func autoScrollDrag() -> Bool {
        let step = dragScrollStep
        guard step != (0, 0) else { return false }
        let scrolled = viewport.scrolled(columns: step.columns, rows: step.rows, in: layout)
        guard scrolled.contentOffset != viewport.contentOffset else { return false }
        camera.viewport = scrolled
        updateDrop()
        return true
    }

    /// The drop place under the pointer, and the message line saying it (after the layout scrolled
    /// under it during a drag).
    mutating func updateDrop() {
        guard var drag = items.drag, drag.hasMoved else { return }
        drag.drop = dropPlace(atColumn: drag.pointerColumn, row: drag.pointerRow, dragging: drag.source)
        items.drag = drag
        chrome.message = .dragging(drag.source, to: drag.drop?.destination)
    }

    /// The button was let go over a cell: the dragged item moves to the drop place there.
    mutating func release(atColumn column: Int, row: Int) {
        guard let drag = items.drag else { return }
        items.drag = nil
        // Pressed and let go on one cell: a click, whose report stays on the message line.
        guard drag.hasMoved || column != drag.pressedColumn || row != drag.pressedRow else { return }
        guard let drop = dropPlace(atColumn: column, row: row, dragging: drag.source) else {
            chrome.message = .staysWhereItIs(drag.source)
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
            let count = spec.itemCount(inSection: element.section)
        else { return nil }
        let insertion: Int
        if element.kind == .cell, let item = element.item {
            let origin = viewport.originCell
            let pointer = viewport.scale.points(
                for: CellRect(x: origin.column + column, y: origin.row + row, width: 1, height: 1))
            let frame = element.frame
            // Right to left, a line's items run leftwards: the right half is before the item.
            let leftHalfIsBefore = layout.layoutDirection == .leftToRight
            insertion =
                spec.scrollDirection == .vertical
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
