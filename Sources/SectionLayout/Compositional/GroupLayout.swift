/// A section's group resolved for its items: one group's cells and badges (the repeating pattern), the
/// group's size, and the size of the last group when it holds fewer cells and is sized by them.
struct GroupLayout {
    /// The cells of the first group, relative to its origin.
    let leaves: [Rect]
    /// Their badges.
    let badges: [GroupResolver.PlacedBadge]
    /// The first group's size.
    let size: Size
    /// The last group's size: the first's, unless the group is estimated and the last one is partly
    /// filled, when it is what that group holds.
    let lastSize: Size
    /// Number of items.
    let count: Int

    /// Resolves `section`'s group in the section's effective size `available`.
    init(section: borrowing LayoutSection, available: Size) {
        let proposed = section.group.size.resolved(in: available)
        count = Swift.max(0, section.items)
        var resolver = GroupResolver(needed: count)
        size = resolver.resolve(section.group, proposed: proposed, origin: .zero)
        leaves = resolver.leaves
        badges = resolver.badges
        let rest = leaves.isEmpty ? 0 : count % leaves.count
        if rest > 0, count > leaves.count, section.group.size.width.isEstimated || section.group.size.height.isEstimated {
            var partial = GroupResolver(needed: rest)
            lastSize = partial.resolve(section.group, proposed: proposed, origin: .zero)
        } else {
            lastSize = size
        }
    }

    /// Number of groups (the last one possibly partial).
    var groupCount: Int { leaves.isEmpty || count == 0 ? 0 : (count - 1) / leaves.count + 1 }

    /// The groups one after another along `direction`, `spacing` apart: 0 without groups.
    func length(along direction: Axis, spacing: Double) -> Double {
        guard groupCount > 0 else { return 0 }
        let n = Double(groupCount)
        let one = size.main(direction)
        let last = lastSize.main(direction)
        // Written as before estimated groups so every other layout keeps its exact frames.
        return last == one ? n * one + (n - 1) * spacing : (n - 1) * (one + spacing) + last
    }

    /// How thick an orthogonal row of the groups is along the scroll axis `axis`.
    func thickness(_ axis: Axis) -> Double {
        groupCount > 0 ? Swift.max(size.main(axis), lastSize.main(axis)) : 0
    }

    /// The badges, their frames moved to `origin`, repeated like the cells; `nil` without any.
    func badges(
        at origin: Point, advance: Axis, pitch: Double, zIndexPromotion: Int, pixelScale: PixelScale = .none,
        kinds: inout ElementKindTable
    ) -> ItemBadges? {
        var slots: [ItemBadges.Slot] = []
        var frames: [Rect] = []
        for badge in badges where !ElementKindTable.isReservedForItems(badge.elementKind) {
            slots.append(
                ItemBadges.Slot(
                    item: badge.leaf, kind: kinds.kind(named: badge.elementKind),
                    zIndex: badge.zIndex &+ zIndexPromotion))
            frames.append(badge.frame.offsetBy(dx: origin.x, dy: origin.y))
        }
        guard !slots.isEmpty else { return nil }
        return ItemBadges(
            advance: advance, items: count, itemsPerGroup: leaves.count, slots: slots, frames: frames,
            pitch: pitch, pixelScale: pixelScale)
    }
}
