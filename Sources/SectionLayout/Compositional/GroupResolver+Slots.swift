/// How a group's subitems are placed in its effective area, one slot after another along the group's
/// axis: repeated while they fit (`fitted`), or in `count` equal slots (`counted`). Items and nested
/// groups are resolved as they are placed, so a nested group's own length (estimated groups take the
/// length of what they hold) moves what follows it.
extension GroupResolver {
    /// Places the subitems of `group` in `area` (its frame minus its content insets); returns the far
    /// corner of the slots holding cells (`nil` when none did).
    mutating func placeSubitems(of group: LayoutGroup, in area: Rect) -> Point? {
        // The subitems are read in place: an element copied out of the array costs a copy of a whole
        // item or group (and its references' retains) for every field read.
        group.subitems.withUnsafeBufferPointer { subitems in
            if let count = group.count { return counted(group, subitems, count: count, in: area) }
            return fitted(group, subitems, in: area)
        }
    }

    /// `subitems` in order, cycling, while the next one fits; flexible spacings (between subitems and at
    /// their edges) then share the leftover length. Slots past the needed leaves are only counted
    /// (flexible spacing depends on how many fit), never placed.
    private mutating func fitted(
        _ group: LayoutGroup, _ subitems: UnsafeBufferPointer<LayoutSubitem>,
        in area: Rect
    ) -> Point? {
        let axis = group.axis
        let count = subitems.count
        let available = area.size.main(axis)
        let tolerance = 1e-9 * Swift.max(1, abs(available))
        let spacing = group.interItemSpacing.points
        let flexibleGaps = group.interItemSpacing.isFlexible
        let spaced = Self.hasEdgeSpacing(subitems)
        let flexible = flexibleGaps || spaced && subitems.contains { EdgeGaps($0.edgeSpacing, along: axis).flexibleCount > 0 }
        let limit = budget
        var placed: [PlacedSlot] = []
        var far: Point?
        var slots = 0
        var pieces = 0
        var end = 0.0
        var cycleEnd = -Double.infinity
        while slots < limit {
            let index = slots % count
            var size = subitems[index].size.resolved(in: area.size)
            let edgeSpacing = spaced ? subitems[index].edgeSpacing : nil
            let edges = EdgeGaps(edgeSpacing, along: axis)
            let start = (slots == 0 ? 0 : end + spacing) + edges.before
            if slots > 0, start + size.main(axis) + edges.after > available + tolerance { break }
            let before = pieces + (slots > 0 && flexibleGaps ? 1 : 0) + (edges.flexibleBefore ? 1 : 0)
            if !isDone {
                let across = EdgeGaps(edgeSpacing, along: axis.toggled).start(of: size.cross(axis), in: area.size.cross(axis))
                let origin = Point(main: area.minMain(axis) + start, cross: area.minCross(axis) + across, axis: axis)
                let leaf = leaves.count
                let badge = badges.count
                size = place(subitems[index], size: size, at: origin)
                let corner = Point(x: origin.x + size.width, y: origin.y + size.height)
                far = Point(x: Swift.max(far?.x ?? corner.x, corner.x), y: Swift.max(far?.y ?? corner.y, corner.y))
                // Only flexible spacing moves slots afterwards; without it nothing needs remembering.
                if flexible { placed.append(PlacedSlot(leaf: leaf, badge: badge, pieces: before, far: corner)) }
            }
            pieces = before + (edges.flexibleAfter ? 1 : 0)
            slots += 1
            end = start + size.main(axis) + edges.after
            if index == count - 1 {
                guard end > cycleEnd else { break }
                cycleEnd = end
            }
            if isDone, !flexible { break }
        }
        let share = pieces > 0 && available - end > 0 ? (available - end) / Double(pieces) : 0
        guard share != 0 else { return far }
        far = nil
        for (k, slot) in placed.enumerated() {
            let distance = Double(slot.pieces) * share
            if distance != 0 {
                let nextLeaf = k + 1 < placed.count ? placed[k + 1].leaf : leaves.count
                let nextBadge = k + 1 < placed.count ? placed[k + 1].badge : badges.count
                shift(leaves: slot.leaf..<nextLeaf, badges: slot.badge..<nextBadge, by: distance, along: axis)
            }
            let corner = axis == .horizontal ? slot.far.offsetBy(dx: distance, dy: 0) : slot.far.offsetBy(dx: 0, dy: distance)
            far = Point(x: Swift.max(far?.x ?? corner.x, corner.x), y: Swift.max(far?.y ?? corner.y, corner.y))
        }
        return far
    }

    /// `count` equal slots sharing the effective length after the gaps (each subitem keeps its extent
    /// across the axis, and is inset in its slot by its edge spacing along it).
    private mutating func counted(
        _ group: LayoutGroup, _ subitems: UnsafeBufferPointer<LayoutSubitem>, count: Int,
        in area: Rect
    ) -> Point? {
        let axis = group.axis
        let n = Swift.max(1, Swift.min(count, budget))
        let spacing = group.interItemSpacing.points
        let length = sanitizedLength((area.size.main(axis) - Double(n - 1) * spacing) / Double(n))
        let pitch = length + spacing
        let spaced = Self.hasEdgeSpacing(subitems)
        var far: Point?
        for slot in 0..<n {
            guard !isDone else { break }
            let index = slot % subitems.count
            let edgeSpacing = spaced ? subitems[index].edgeSpacing : nil
            let edges = EdgeGaps(edgeSpacing, along: axis)
            let cross = subitems[index].size.resolved(in: area.size).cross(axis)
            let across = EdgeGaps(edgeSpacing, along: axis.toggled).start(of: cross, in: area.size.cross(axis))
            let origin = Point(
                main: area.minMain(axis) + Double(slot) * pitch + edges.before,
                cross: area.minCross(axis) + across, axis: axis)
            let proposed = Size(main: sanitizedLength(length - edges.before - edges.after), cross: cross, axis: axis)
            let size = place(subitems[index], size: proposed, at: origin)
            far = Point(
                x: Swift.max(far?.x ?? -Double.infinity, origin.x + size.width),
                y: Swift.max(far?.y ?? -Double.infinity, origin.y + size.height))
        }
        return far
    }

    /// True when one of `subitems` has edge spacing (looked at once a group, so the slots of groups
    /// without any skip reading it).
    private static func hasEdgeSpacing(_ subitems: UnsafeBufferPointer<LayoutSubitem>) -> Bool {
        for index in subitems.indices where subitems[index].edgeSpacing != nil { return true }
        return false
    }

    /// Places an item in its slot, or resolves a nested group there; returns the slot's final size.
    private mutating func place(_ subitem: LayoutSubitem, size: Size, at origin: Point) -> Size {
        switch subitem {
        case .item(let item):
            place(item, slot: Rect(origin: origin, size: size))
            return size
        case .group(let nested):
            return resolve(nested, proposed: size, origin: origin)
        }
    }
}

/// A slot placed, for the flexible share it moves by afterwards.
struct PlacedSlot {
    var leaf: Int
    var badge: Int
    /// Flexible spacings before the slot.
    var pieces: Int
    var far: Point
}

/// An item's edge spacing on one axis: the points before and after it, and which of them are flexible.
struct EdgeGaps {
    var before = 0.0, after = 0.0
    var flexibleBefore = false, flexibleAfter = false

    /// The spacing of `spacing` along `axis` (none for `nil`).
    init(_ spacing: LayoutEdgeSpacing?, along axis: Axis) {
        guard let spacing else { return }
        let (leading, trailing) = spacing.along(axis)
        before = leading?.points ?? 0
        after = trailing?.points ?? 0
        flexibleBefore = leading?.isFlexible ?? false
        flexibleAfter = trailing?.isFlexible ?? false
    }

    /// Flexible edges on this axis (0, 1 or 2).
    var flexibleCount: Int { (flexibleBefore ? 1 : 0) + (flexibleAfter ? 1 : 0) }

    /// Where an item of `length` starts in `extent`: after the spacing before it, plus its share of what
    /// is left when that spacing is flexible.
    func start(of length: Double, in extent: Double) -> Double {
        let leftover = extent - before - length - after
        guard flexibleBefore, leftover > 0 else { return before }
        return before + leftover / Double(flexibleCount)
    }
}

extension LayoutSubitem {
    /// An item's edge spacing (`nil` for groups, which have none here).
    var edgeSpacing: LayoutEdgeSpacing? {
        if case .item(let item) = self { return item.edgeSpacing }
        return nil
    }
}
