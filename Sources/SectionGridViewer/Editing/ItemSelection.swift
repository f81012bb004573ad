/// The selected item and what is being done with it: selected by a click, or by the arrows while item
/// selection is on (`s`); dragged with the mouse, the place it would be dropped at.
public struct ItemSelection: Sendable {
    /// The selected item, drawn highlighted; `x`, `n` and Shift and the arrows act on it.
    public internal(set) var selected: ItemPath?
    /// Whether the arrows move the selection instead of scrolling (`s` turns it on and off).
    public internal(set) var isSelecting = false
    /// The item being dragged with the mouse, from the press until the button is let go.
    public internal(set) var drag: ItemDrag?
}

/// An item being dragged: where it came from, and where it would go if the button were let go now.
public struct ItemDrag: Hashable, Sendable {
    /// The dragged item.
    public var source: ItemPath
    /// Where it would be dropped (`nil`: nowhere — over nothing, or where it already is).
    public var drop: ItemDrop?
    /// The screen cell the button was pressed on.
    public var pressedColumn: Int, pressedRow: Int
    /// Whether the pointer has moved off the cell it was pressed on (a press and a release on one cell
    /// is a click).
    public var hasMoved = false
    /// The screen cell the pointer was last reported on (at the layout area's edge, the layout scrolls:
    /// `ViewerState.autoScrollDrag()`).
    public var pointerColumn = 0, pointerRow = 0
}

/// A place to drop an item: its index path once moved, and where that is in the layout as it is now.
public struct ItemDrop: Hashable, Sendable {
    /// The item's place in the destination section once it is taken out of its own (what
    /// `LayoutSpec.movingItem(_:to:)` takes).
    public var destination: ItemPath
    /// The gap it goes into in the current layout: before the item `insertion.item` of
    /// `insertion.section` (the section's count: after its last item).
    public var insertion: ItemPath
}
