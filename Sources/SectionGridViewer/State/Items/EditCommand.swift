/// The selected item: selecting it, deleting, copying and moving it — with the keys or the mouse.
public enum EditCommand: Hashable, Sendable {
    /// Turn item selection on or off: while it is on, the arrows (and `h j k l`) move the selection.
    case toggleItemSelection
    /// Move the selection to the next item on screen that way (an arrow while item selection is on).
    case moveSelection(ScreenDirection)
    /// Select an item (`nil`: none), bringing it into view.
    case selectItem(ItemPath?)
    /// Delete the selected item.
    case deleteItem
    /// Insert a copy of the selected item right after it.
    case insertItem
    /// Move the selected item one place on screen (Shift and an arrow), into the next section at its ends.
    case moveItem(ScreenDirection)
    /// Move an item to `destination` (its place once taken out of its own section, as
    /// `LayoutSpec.movingItem(_:to:)` says): what a drop does.
    case moveItemTo(ItemPath, destination: ItemPath)
    /// Select the element under a cell of the screen (a mouse press; on an item it starts a drag).
    case click(column: Int, row: Int)
    /// The mouse moved to a cell with the button held: the dragged item's drop place follows it.
    case drag(column: Int, row: Int)
    /// A moment passed with the mouse button held during a drag (the run loop sends it while the pointer
    /// rests at the layout area's edge): the layout scrolls on a step, as for a motion there.
    case dragTick
    /// The mouse button was let go over a cell: a dragged item is dropped there.
    case release(column: Int, row: Int)
}

extension ViewerState {
    /// The items' reducer: selection, edits (each a change of the spec through `commit`) and the mouse.
    mutating func reduce(_ command: EditCommand) {
        switch command {
        case .toggleItemSelection: toggleItemSelection()
        case .moveSelection(let direction): moveSelection(direction)
        case .selectItem(let path): selectItem(path)
        case .deleteItem: deleteSelectedItem()
        case .insertItem: insertCopyOfSelectedItem()
        case .moveItem(let direction): moveSelectedItem(direction)
        case .moveItemTo(let source, let destination): moveItem(source, to: destination)
        case .click(let column, let row): select(column: column, row: row)
        case .drag(let column, let row): drag(toColumn: column, row: row)
        case .dragTick: autoScrollDrag()
        case .release(let column, let row): release(atColumn: column, row: row)
        }
    }
}
