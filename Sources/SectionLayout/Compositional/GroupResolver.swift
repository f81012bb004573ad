/// Resolves a group, with all its nested groups, into the cell frames of one group: the repeating
/// pattern of a section. Leaves come out in item order (depth first), with item content insets applied.
///
/// Never loops without bound: a group yields at most `budget` leaves in all, and repeating subitems stops
/// after a whole cycle that does not advance (zero-length items with zero or negative spacing). Only the
/// first `needed` leaves (a section's item count) are produced: later ones would hold no item, and
/// computing them would cost a hostile section of one item a hundred thousand frames.
struct GroupResolver {
    /// Leaves that may still be produced.
    private(set) var budget: Int
    /// Leaves still wanted; resolution stops when it reaches 0. The leaves produced are exactly the first
    /// ones an unlimited resolution would produce.
    private(set) var needed: Int

    init(budget: Int = LayoutGroup.maximumItems, needed: Int = .max) {
        self.budget = budget
        self.needed = needed
    }

    /// A subitem placed in its slot.
    private struct Slot {
        var subitem: Int
        var frame: Rect
    }

    /// Appends the cell frames of `group`, of `size`, at `origin`, to `leaves`.
    mutating func resolve(_ group: LayoutGroup, size: Size, origin: Point, into leaves: inout [Rect]) {
        guard budget > 0, needed > 0 else { return }
        let insets = group.contentInsets.sanitized
        let area = Rect(x: origin.x + insets.left, y: origin.y + insets.top,
                        width: Swift.max(0, size.width - insets.horizontal),
                        height: Swift.max(0, size.height - insets.vertical))
        guard !group.subitems.isEmpty else {
            leaves.append(area)
            budget -= 1
            needed -= 1
            return
        }
        let slots = group.count.map { countedSlots(group, count: $0, area: area) } ?? fittedSlots(group, area: area)
        for slot in slots {
            guard budget > 0, needed > 0 else { return }
            switch group.subitems[slot.subitem] {
            case .item(let item):
                leaves.append(slot.frame.inset(by: item.contentInsets.sanitized))
                budget -= 1
                needed -= 1
            case .group(let nested):
                resolve(nested, size: slot.frame.size, origin: slot.frame.origin, into: &leaves)
            }
        }
    }

    /// `count` equal slots sharing the effective length after the gaps.
    private func countedSlots(_ group: LayoutGroup, count: Int, area: Rect) -> [Slot] {
        let axis = group.axis
        let n = Swift.max(1, Swift.min(count, budget))
        let spacing = group.interItemSpacing.points
        let length = sanitizedLength((area.size.main(axis) - Double(n - 1) * spacing) / Double(n))
        let pitch = length + spacing
        return (0..<Swift.min(n, needed)).map { index in
            let subitem = index % group.subitems.count
            let cross = group.subitems[subitem].size.resolved(in: area.size).cross(axis)
            return Slot(subitem: subitem,
                        frame: Rect(main: area.minMain(axis) + Double(index) * pitch, cross: area.minCross(axis),
                                    mainLength: length, crossLength: cross, axis: axis))
        }
    }

    /// `subitems` in order, cycling, while the next one fits; flexible spacing then shares the leftover.
    /// Slots beyond `needed` are only counted (flexible spacing depends on how many fit), never stored.
    private func fittedSlots(_ group: LayoutGroup, area: Rect) -> [Slot] {
        let axis = group.axis, subitems = group.subitems
        let available = area.size.main(axis)
        let tolerance = 1e-9 * Swift.max(1, abs(available))
        let spacing = group.interItemSpacing.points
        let flexible = group.interItemSpacing.isFlexible
        var placed: [(subitem: Int, start: Double, size: Size)] = []
        var placedCount = 0
        var end = 0.0, cycleEnd = -Double.infinity
        while placedCount < budget {
            let subitem = placedCount % subitems.count
            let size = subitems[subitem].size.resolved(in: area.size)
            let start = placedCount == 0 ? 0 : end + spacing
            if placedCount > 0, start + size.main(axis) > available + tolerance { break }
            if placedCount < needed { placed.append((subitem, start, size)) }
            placedCount += 1
            end = start + size.main(axis)
            if subitem == subitems.count - 1 {
                guard end > cycleEnd else { break }
                cycleEnd = end
            }
            if placedCount >= needed, !flexible { break }
        }
        var extra = 0.0
        if flexible, placedCount > 1, available - end > 0 {
            extra = (available - end) / Double(placedCount - 1)
        }
        return placed.enumerated().map { index, slot in
            Slot(subitem: slot.subitem,
                 frame: Rect(main: area.minMain(axis) + slot.start + Double(index) * extra,
                             cross: area.minCross(axis), mainLength: slot.size.main(axis),
                             crossLength: slot.size.cross(axis), axis: axis))
        }
    }
}
