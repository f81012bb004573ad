/// Places one group's subitems in the group's effective area, one slot after another along the group's
/// axis: repeated while they fit (`fitted`), or in `count` equal slots (`counted`). Items and nested
/// groups are handed to the resolver as they are placed, so a nested group's own length (estimated
/// groups take the length of what they hold) moves what follows it.
struct SlotPlacer {
    let group: LayoutGroup
    /// The group's frame minus its content insets.
    let area: Rect

    /// Places the subitems; returns the far corner of the slots holding cells (`nil` when none did).
    func place(into resolver: inout GroupResolver) -> Point? {
        if let count = group.count { return counted(count, into: &resolver) }
        return fitted(into: &resolver)
    }

    /// A slot placed, for the flexible share it moves by afterwards.
    private struct Placed {
        var leaf: Int
        var badge: Int
        /// Flexible spacings before the slot.
        var pieces: Int
        var far: Point
    }

    /// `subitems` in order, cycling, while the next one fits; flexible spacings (between subitems and at
    /// their edges) then share the leftover length. Slots past the needed leaves are only counted
    /// (flexible spacing depends on how many fit), never placed.
    private func fitted(into resolver: inout GroupResolver) -> Point? {
        let axis = group.axis, subitems = group.subitems
        let available = area.size.main(axis)
        let tolerance = 1e-9 * Swift.max(1, abs(available))
        let spacing = group.interItemSpacing.points
        let flexibleGaps = group.interItemSpacing.isFlexible
        let flexible = flexibleGaps || subitems.contains { EdgeGaps($0.edgeSpacing, along: axis).flexibleCount > 0 }
        let limit = resolver.budget
        var placed: [Placed] = []
        var count = 0, pieces = 0
        var end = 0.0, cycleEnd = -Double.infinity
        while count < limit {
            let index = count % subitems.count
            let subitem = subitems[index]
            var size = subitem.size.resolved(in: area.size)
            let edges = EdgeGaps(subitem.edgeSpacing, along: axis)
            let start = (count == 0 ? 0 : end + spacing) + edges.before
            if count > 0, start + size.main(axis) + edges.after > available + tolerance { break }
            let before = pieces + (count > 0 && flexibleGaps ? 1 : 0) + (edges.flexibleBefore ? 1 : 0)
            if !resolver.isDone {
                let across = EdgeGaps(subitem.edgeSpacing, along: axis.toggled)
                    .start(of: size.cross(axis), in: area.size.cross(axis))
                let origin = Point(main: area.minMain(axis) + start, cross: area.minCross(axis) + across, axis: axis)
                let leaf = resolver.leaves.count, badge = resolver.badges.count
                size = place(subitem, size: size, at: origin, into: &resolver)
                placed.append(Placed(leaf: leaf, badge: badge, pieces: before,
                                     far: Point(x: origin.x + size.width, y: origin.y + size.height)))
            }
            pieces = before + (edges.flexibleAfter ? 1 : 0)
            count += 1
            end = start + size.main(axis) + edges.after
            if index == subitems.count - 1 {
                guard end > cycleEnd else { break }
                cycleEnd = end
            }
            if resolver.isDone, !flexible { break }
        }
        let share = pieces > 0 && available - end > 0 ? (available - end) / Double(pieces) : 0
        var far: Point?
        for (k, slot) in placed.enumerated() {
            let distance = Double(slot.pieces) * share
            if distance != 0 {
                let leaves = slot.leaf..<(k + 1 < placed.count ? placed[k + 1].leaf : resolver.leaves.count)
                let badges = slot.badge..<(k + 1 < placed.count ? placed[k + 1].badge : resolver.badges.count)
                resolver.shift(leaves: leaves, badges: badges, by: distance, along: axis)
            }
            let corner = axis == .horizontal ? slot.far.offsetBy(dx: distance, dy: 0) : slot.far.offsetBy(dx: 0, dy: distance)
            far = Point(x: Swift.max(far?.x ?? corner.x, corner.x), y: Swift.max(far?.y ?? corner.y, corner.y))
        }
        return far
    }

    /// `count` equal slots sharing the effective length after the gaps (each subitem keeps its extent
    /// across the axis, and is inset in its slot by its edge spacing along it).
    private func counted(_ count: Int, into resolver: inout GroupResolver) -> Point? {
        let axis = group.axis
        let n = Swift.max(1, Swift.min(count, resolver.budget))
        let spacing = group.interItemSpacing.points
        let length = sanitizedLength((area.size.main(axis) - Double(n - 1) * spacing) / Double(n))
        let pitch = length + spacing
        var far: Point?
        for index in 0..<n {
            guard !resolver.isDone else { break }
            let subitem = group.subitems[index % group.subitems.count]
            let edges = EdgeGaps(subitem.edgeSpacing, along: axis)
            let cross = subitem.size.resolved(in: area.size).cross(axis)
            let across = EdgeGaps(subitem.edgeSpacing, along: axis.toggled).start(of: cross, in: area.size.cross(axis))
            let origin = Point(main: area.minMain(axis) + Double(index) * pitch + edges.before,
                               cross: area.minCross(axis) + across, axis: axis)
            let proposed = Size(main: sanitizedLength(length - edges.before - edges.after), cross: cross, axis: axis)
            let size = place(subitem, size: proposed, at: origin, into: &resolver)
            far = Point(x: Swift.max(far?.x ?? -Double.infinity, origin.x + size.width),
                        y: Swift.max(far?.y ?? -Double.infinity, origin.y + size.height))
        }
        return far
    }

    /// Places an item in its slot, or resolves a nested group there; returns the slot's final size.
    private func place(_ subitem: LayoutSubitem, size: Size, at origin: Point, into resolver: inout GroupResolver) -> Size {
        switch subitem {
        case .item(let item):
            resolver.place(item, slot: Rect(origin: origin, size: size))
            return size
        case .group(let nested):
            return resolver.resolve(nested, proposed: size, origin: origin)
        }
    }
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
