import SectionSpec

/// Undo and redo of every change of the spec — tweaks, item edits, `o`, `r` and reloads from disk — as
/// a value any command source (keys, the mouse, an inspector) goes through: each entry is how to get
/// the spec before a change back (`SpecRevision`), the item selected then, and what the change was.
public struct ViewerHistory: Sendable {
    /// At most this many changes are kept; the oldest go first.
    public static let maximumEntries = 500
    /// At most this many item sizes (`itemSizes` entries, 16 bytes each) are held by the kept changes
    /// beyond the spec shown, so a history of edits to huge sized sections stays within 128 MB.
    public static let maximumHeldSizes = 8_000_000

    struct Entry: Sendable {
        var revision: SpecRevision
        var selected: ItemPath?
        var label: String
    }

    private var undoEntries: [Entry] = []
    private var redoEntries: [Entry] = []

    /// True when there is a change to undo.
    public var canUndo: Bool { !undoEntries.isEmpty }
    /// True when there is an undone change to redo.
    public var canRedo: Bool { !redoEntries.isEmpty }
    /// What `U` would undo (`nil` when nothing).
    public var nextUndo: String? { undoEntries.last?.label }
    /// What Ctrl-R would redo.
    public var nextRedo: String? { redoEntries.last?.label }

    /// The sections the kept changes hold, undo and redo together.
    var heldSections: Int { (undoEntries + redoEntries).reduce(0) { $0 + $1.revision.heldSections } }

    /// Records a change from `before` to `after` (called `label`, touching only `sections` when given),
    /// `selected` being the item selected before it. Forgets what was undone.
    mutating func record(
        from before: LayoutSpec, to after: LayoutSpec, sections: [Int]? = nil, selected: ItemPath?,
        label: String
    ) {
        undoEntries.append(
            Entry(
                revision: SpecRevision(from: before, to: after, sections: sections), selected: selected,
                label: label))
        redoEntries.removeAll()
        trim()
    }

    /// Undoes the last change of `current` (with `selected` the item selected now): the spec and
    /// selection before it, and its label; `nil` when there is nothing to undo.
    mutating func undo(_ current: LayoutSpec, selected: ItemPath?) -> (spec: LayoutSpec, selected: ItemPath?, label: String)? {
        guard let entry = undoEntries.popLast() else { return nil }
        let spec = entry.revision.restored(from: current)
        redoEntries.append(Entry(revision: SpecRevision(from: current, to: spec), selected: selected, label: entry.label))
        return (spec, entry.selected, entry.label)
    }

    /// Redoes the last undone change: the inverse of `undo`.
    mutating func redo(_ current: LayoutSpec, selected: ItemPath?) -> (spec: LayoutSpec, selected: ItemPath?, label: String)? {
        guard let entry = redoEntries.popLast() else { return nil }
        let spec = entry.revision.restored(from: current)
        undoEntries.append(Entry(revision: SpecRevision(from: current, to: spec), selected: selected, label: entry.label))
        return (spec, entry.selected, entry.label)
    }

    /// Drops the oldest changes beyond `maximumEntries` or the size budget.
    private mutating func trim() {
        var held = undoEntries.reduce(0) { $0 + $1.revision.heldSizes }
        var dropped = 0
        while undoEntries.count - dropped > ViewerHistory.maximumEntries
            || (held > ViewerHistory.maximumHeldSizes && undoEntries.count - dropped > 1)
        {
            held -= undoEntries[dropped].revision.heldSizes
            dropped += 1
        }
        if dropped > 0 { undoEntries.removeFirst(dropped) }
    }
}
