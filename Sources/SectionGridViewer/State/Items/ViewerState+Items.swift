import CellGrid
import SectionLayout
import SectionSpec

// Item editing (seed 004's app center): the selected item is deleted (`x`), copied (`n`) or moved
// (Shift and the arrows, or a drag), each a change of the spec that `U` undoes and `w` writes.

extension ViewerState {
    /// `s`: item selection on — the arrows move the selection, starting from the selected item when it
    /// is on screen, else the first item wholly on screen — or off again.
    mutating func toggleItemSelection() {
        guard !items.isSelecting else { return endItemSelection() }
        items.isSelecting = true
        if items.selected.map({ !screenItems.isOnScreen($0) }) ?? true { items.selected = screenItems.firstItemOnScreen() }
        guard let selected = items.selected else {
            chrome.message = .itemSelectionWithoutItems
            return
        }
        selectItem(selected)
    }

    /// Esc with an item selected: no selection, and the arrows scroll again.
    mutating func endItemSelection() {
        items = ItemSelection()
        chrome.message = .itemSelectionOff
    }

    /// Selects `path` (and its section for tweaks), bringing it into view; `nil` selects nothing.
    mutating func selectItem(_ path: ItemPath?) {
        guard let path else {
            items.selected = nil
            return
        }
        guard spec.contains(path) else {
            chrome.message = .noItem(path)
            return
        }
        items.selected = path
        selection.scope = .section(path.section)
        revealItem(path)
        chrome.message = .itemSelected(path, frame: layout.itemFrame(section: path.section, item: path.item))
    }

    /// The arrows in item selection: the next item on screen that way.
    mutating func moveSelection(_ direction: ScreenDirection) {
        guard let selected = items.selected, spec.contains(selected) else {
            if let first = screenItems.firstItemOnScreen() { selectItem(first) } else { chrome.message = .noItemOnScreen }
            return
        }
        guard let next = screenItems.neighbour(of: selected, toward: direction) else {
            chrome.message = .noItemTowards(direction, of: selected)
            return
        }
        selectItem(next)
    }

    /// `x`: deletes the selected item; the one after it (or before, at the end) is selected next.
    mutating func deleteSelectedItem() {
        guard let path = requireSelection() else { return }
        guard commit("delete \(path)", sections: [path.section], { $0.deletingItem(path) ?? $0 }) else { return }
        let count = spec.itemCount(inSection: path.section) ?? 0
        items.selected = count > 0 ? ItemPath(section: path.section, item: Swift.min(path.item, count - 1)) : nil
        chrome.message = .deleted(path, emptied: count == 0 ? path.section : nil)
    }

    /// `n`: inserts a copy of the selected item right after it, and selects the copy.
    mutating func insertCopyOfSelectedItem() {
        guard let path = requireSelection() else { return }
        guard spec.totalItemCount < SpecLimits.maximumItems else {
            chrome.message = .notInserted(maximum: SpecLimits.maximumItems)
            return
        }
        guard commit("copy of \(path)", sections: [path.section], { $0.insertingCopy(of: path) ?? $0 }) else { return }
        let copy = ItemPath(section: path.section, item: path.item + 1)
        selectItem(copy)
        chrome.message = .inserted(path, copy: copy)
    }

    /// Shift and an arrow: moves the selected item one place that way (into the next or previous
    /// section past its ends).
    mutating func moveSelectedItem(_ direction: ScreenDirection) {
        guard let path = requireSelection() else { return }
        guard let destination = screenItems.moveDestination(of: path, toward: direction) else {
            chrome.message = .cannotMove(path, direction)
            return
        }
        moveItem(path, to: destination)
    }

    /// Moves the item at `source` to `destination` (see `LayoutSpec.movingItem(_:to:)`) and selects it
    /// there. Within a section of an `items` count every item is alike, so the spec stays as it is.
    mutating func moveItem(_ source: ItemPath, to destination: ItemPath) {
        guard let moved = spec.movingItem(source, to: destination) else {
            chrome.message = spec.contains(source) ? .staysWhereItIs(source) : .noItem(source)
            return
        }
        let touched = source.section == destination.section ? [source.section] : [source.section, destination.section]
        let changed = commit("move \(source) to \(destination)", sections: touched) { _ in moved }
        selectItem(destination)
        chrome.message = .moved(source, to: destination, changed: changed)
    }

    /// The selected item, or `nil` with a message saying how to select one.
    private mutating func requireSelection() -> ItemPath? {
        if let selected = items.selected, spec.contains(selected) { return selected }
        chrome.message = .noItemSelected
        return nil
    }

    /// Scrolls so the item at `path` is in view (no further than needed).
    mutating func revealItem(_ path: ItemPath) {
        guard layout.orthogonalRow(inSection: path.section) == nil else { return }
        camera.viewport = viewport.scrolled(toItem: path.item, inSection: path.section, position: .nearest, in: layout)
    }
}

extension ScreenDirection {
    /// The direction of a one-cell scroll (an arrow or `h j k l`), `nil` for anything else.
    init?(columns: Int, rows: Int) {
        switch (columns, rows) {
        case (0, -1): self = .up
        case (0, 1): self = .down
        case (-1, 0): self = .left
        case (1, 0): self = .right
        default: return nil
        }
    }

    /// True for right and down, which lead to later items.
    var isForward: Bool { self == .right || self == .down }
}
