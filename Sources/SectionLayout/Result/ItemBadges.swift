/// A section's item supplementaries (badges), kept beside its items the way the items are: the badges
/// of one group's cells, repeated with the groups (`RepeatingPattern`), so a uniform section stays in
/// closed form however many items it has, and rect queries over badges stay O(log n + k).
///
/// Badge `b` is badge slot `b % slots.count` of group `b / slots.count`; slots are in item order, so the
/// last, partly filled group holds the first slots — those of the cells it has.
///
/// A class, immutable: a section entry keeps one reference (nil for the sections without badges), so
/// entries of every other section stay as small, and as cheap to copy, as before badges.
final class ItemBadges: Sendable, Equatable {
    /// One badge of a group.
    struct Slot: Sendable, Equatable {
        /// The index of its cell within the group.
        var item: Int
        /// Its element kind.
        var kind: SupplementaryElement.Kind
        /// Its stacking order (promotion included).
        var zIndex: Int
    }

    /// The frames of the first group's badges, repeated like the items.
    let frames: RepeatingPattern
    /// The first group's badges, in the order of `frames.slots`.
    let slots: [Slot]
    /// Cells in one full group.
    let itemsPerGroup: Int

    /// The badges of `items` cells whose groups hold `itemsPerGroup` cells each, `badges` giving one
    /// group's (in item order, frames in content coordinates), groups `pitch` apart along `advance`,
    /// each frame rounded to `pixelScale` as it is handed out.
    init(
        advance: Axis, items: Int, itemsPerGroup: Int, slots: [Slot], frames: [Rect], pitch: Double,
        pixelScale: PixelScale = .none
    ) {
        let perGroup = Swift.max(1, itemsPerGroup)
        let fullGroups = items / perGroup
        let rest = items % perGroup
        let count = fullGroups * slots.count + slots.prefix { $0.item < rest }.count
        self.frames = RepeatingPattern(advance: advance, count: count, slots: frames, pitch: pitch, pixelScale: pixelScale)
        self.slots = slots
        self.itemsPerGroup = perGroup
    }

    static func == (a: ItemBadges, b: ItemBadges) -> Bool {
        a === b || (a.frames == b.frames && a.slots == b.slots && a.itemsPerGroup == b.itemsPerGroup)
    }

    /// Number of badges.
    var count: Int { frames.count }

    /// The slot of badge `index`.
    func slot(ofBadge index: Int) -> Slot { slots[index % slots.count] }

    /// The section item badge `index` is attached to.
    func item(ofBadge index: Int) -> Int { (index / slots.count) * itemsPerGroup + slots[index % slots.count].item }

    /// The badge of `kind` on `item`, if it has one: its index.
    func badge(kind: SupplementaryElement.Kind, onItem item: Int) -> Int? {
        guard item >= 0, !slots.isEmpty else { return nil }
        let group = item / itemsPerGroup
        let within = item % itemsPerGroup
        guard let slot = slots.firstIndex(where: { $0.item == within && $0.kind == kind }) else { return nil }
        let index = group * slots.count + slot
        return index < count ? index : nil
    }
}
