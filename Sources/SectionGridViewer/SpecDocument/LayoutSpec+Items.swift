import SectionLayout
import SectionSpec

// Item edits (seed 004's app center): delete an item, insert a copy of it, move it within its section or
// to another. A flow section keeps its form: `items` counts change by one, `itemSizes` lose or gain the
// item's size — so an item moved into an `itemSizes` section brings its size along (its section's
// `itemSize`, or the layout's, when it came from a counted section), and one moved into a counted
// section takes that section's item size, as every item there has. Compositional sections count their
// items (`items`), so a move between them changes two counts.

extension LayoutSpec {
    /// How many sections the spec has.
    public var sectionCount: Int {
        switch engine {
        case .flow(let flow): return flow.sections.count
        case .compositional(let compositional): return compositional.sections.count
        }
    }

    /// The number of items of `section` (`nil` when there is no such section).
    public func itemCount(inSection section: Int) -> Int? {
        switch engine {
        case .flow(let flow): return flow.sections.indices.contains(section) ? flow.sections[section].section.items.count : nil
        case .compositional(let compositional):
            return compositional.sections.indices.contains(section)
                ? Swift.max(0, compositional.sections[section].section.items) : nil
        }
    }

    /// Whether the spec has the item at `path`.
    public func contains(_ path: ItemPath) -> Bool {
        path.item >= 0 && path.item < (itemCount(inSection: path.section) ?? 0)
    }

    /// Every section's items added up (what `SpecLimits.maximumItems` bounds).
    public var totalItemCount: Int {
        (0..<sectionCount).reduce(0) { $0 + (itemCount(inSection: $1) ?? 0) }
    }

    /// The spec without the item at `path`; `nil` when there is none.
    public func deletingItem(_ path: ItemPath) -> LayoutSpec? {
        guard contains(path) else { return nil }
        return editingItems { flow in
            _ = flow.sections[path.section].section.items.remove(at: path.item)
        } compositional: { compositional in
            compositional.sections[path.section].section.items -= 1
        }
    }

    /// The spec with a copy of the item at `path` right after it; `nil` when there is no such item or
    /// the spec already holds `SpecLimits.maximumItems` items.
    public func insertingCopy(of path: ItemPath) -> LayoutSpec? {
        guard contains(path), totalItemCount < SpecLimits.maximumItems else { return nil }
        return editingItems { flow in
            let size = flow.size(of: path)
            flow.sections[path.section].section.items.insert(size, at: path.item + 1)
        } compositional: { compositional in
            compositional.sections[path.section].section.items += 1
        }
    }

    /// The spec with the item at `source` moved to `destination`: its place in the destination section
    /// once the item is taken out of its own (`0…count`, the count without it). `nil` when either does
    /// not exist or the item would stay where it is.
    public func movingItem(_ source: ItemPath, to destination: ItemPath) -> LayoutSpec? {
        guard contains(source), destination != source, let count = itemCount(inSection: destination.section) else {
            return nil
        }
        let room = destination.section == source.section ? count - 1 : count
        guard (0...room).contains(destination.item) else { return nil }
        return editingItems { flow in
            let size = flow.size(of: source)
            _ = flow.sections[source.section].section.items.remove(at: source.item)
            flow.sections[destination.section].section.items.insert(size, at: destination.item)
        } compositional: { compositional in
            compositional.sections[source.section].section.items -= 1
            compositional.sections[destination.section].section.items += 1
        }
    }

    /// Whether this spec's sections at `indices` equal `other`'s (an item edit changes nothing else).
    func hasSameSections(as other: LayoutSpec, at indices: [Int]) -> Bool {
        switch (engine, other.engine) {
        case (.flow(let mine), .flow(let theirs)):
            return indices.allSatisfy {
                mine.sections.indices.contains($0) && theirs.sections.indices.contains($0)
                    && mine.sections[$0] == theirs.sections[$0]
            }
        case (.compositional(let mine), .compositional(let theirs)):
            return indices.allSatisfy {
                mine.sections.indices.contains($0) && theirs.sections.indices.contains($0)
                    && mine.sections[$0] == theirs.sections[$0]
            }
        default:
            return false
        }
    }

    private func editingItems(
        flow edit: (inout FlowSpec) -> Void,
        compositional editCompositional: (inout CompositionalSpec) -> Void
    ) -> LayoutSpec {
        var copy = self
        switch engine {
        case .flow(var flow):
            edit(&flow)
            copy.engine = .flow(flow)
        case .compositional(var compositional):
            editCompositional(&compositional)
            copy.engine = .compositional(compositional)
        }
        return copy
    }
}

extension FlowSpec {
    /// The size of the item at `path`: its own in an `itemSizes` section, else the section's item size
    /// (or the layout's).
    func size(of path: ItemPath) -> Size {
        let section = sections[path.section]
        if case .sizes(let sizes) = section.section.items { return sizes[path.item] }
        return section.section.itemSize ?? layout.itemSize
    }
}

extension FlowItems {
    /// Takes out the item at `index` (one fewer of a count); returns its size, `nil` for a count.
    mutating func remove(at index: Int) -> Size? {
        switch self {
        case .count(let count):
            self = .count(Swift.max(0, count - 1))
            return nil
        case .sizes(var sizes):
            let size = sizes.remove(at: index)
            self = .sizes(sizes)
            return size
        }
    }

    /// Puts an item of `size` at `index` (one more of a count, which ignores the size).
    mutating func insert(_ size: Size, at index: Int) {
        switch self {
        case .count(let count):
            self = .count(count + 1)
        case .sizes(var sizes):
            sizes.insert(size, at: index)
            self = .sizes(sizes)
        }
    }
}
