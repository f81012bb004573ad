/// Resolves a group, with all its nested groups, into the cell frames of one group — the repeating
/// pattern of a section — and the badges of those cells. Leaves come out in item order (depth first),
/// with item content insets applied.
///
/// Subitems are placed one after another with the length they end up with: a nested group whose
/// dimension is estimated takes the length of what it holds, and the subitems after it follow it.
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
    /// The cell frames produced, in item order.
    private(set) var leaves: [Rect] = []
    /// The badges of the cells produced, in item order.
    private(set) var badges: [PlacedBadge] = []

    init(budget: Int = LayoutGroup.maximumItems, needed: Int = .max) {
        self.budget = budget
        self.needed = needed
    }

    /// An item supplementary placed on its cell.
    struct PlacedBadge {
        /// The index of its cell among `leaves`.
        var leaf: Int
        var frame: Rect
        var elementKind: String
        var zIndex: Int
    }

    /// Lays out `group` at `origin`, its dimensions resolved to `proposed` (an estimate standing in for
    /// what it holds); appends its cells and their badges. Returns the group's size: `proposed`, but
    /// along an axis whose dimension is estimated the length of what it holds (from its origin to the
    /// far edge of its slots, plus its trailing content inset).
    mutating func resolve(_ group: LayoutGroup, proposed: Size, origin: Point) -> Size {
        guard budget > 0, needed > 0 else { return proposed }
        let insets = group.contentInsets.sanitized
        let area = Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: Swift.max(0, proposed.width - insets.horizontal),
            height: Swift.max(0, proposed.height - insets.vertical))
        var far: Point?
        if let frames = group.customFrames, !frames.isEmpty {
            far = placeCustom(frames, origin: origin)
        } else if group.subitems.isEmpty {
            leaves.append(area)
            budget -= 1
            needed -= 1
            return proposed
        } else {
            far = placeSubitems(of: group, in: area)
            far = far.map { Point(x: $0.x + insets.right, y: $0.y + insets.bottom) }
        }
        guard let far else { return proposed }
        return Size(
            width: group.size.width.isEstimated ? sanitizedLength(far.x - origin.x) : proposed.width,
            height: group.size.height.isEstimated ? sanitizedLength(far.y - origin.y) : proposed.height)
    }

    /// A custom group's cells at `frames` from `origin`; returns the far corner of those placed.
    private mutating func placeCustom(_ frames: [Rect], origin: Point) -> Point? {
        var far: Point?
        for frame in frames {
            guard budget > 0, needed > 0 else { break }
            let cell = Rect(
                x: origin.x + finite(frame.minX), y: origin.y + finite(frame.minY),
                width: sanitizedLength(frame.width), height: sanitizedLength(frame.height))
            leaves.append(cell)
            budget -= 1
            needed -= 1
            far = Point(x: Swift.max(far?.x ?? cell.maxX, cell.maxX), y: Swift.max(far?.y ?? cell.maxY, cell.maxY))
        }
        return far
    }

    /// Places `item` in the slot `slot`: its cell (shrunk by its content insets) and its badges.
    mutating func place(_ item: LayoutItem, slot: Rect) {
        let cell = slot.inset(by: item.appliedInsets)
        leaves.append(cell)
        budget -= 1
        needed -= 1
        for badge in item.supplementaryItems {
            badges.append(
                PlacedBadge(
                    leaf: leaves.count - 1, frame: badge.frame(on: cell), elementKind: badge.elementKind,
                    zIndex: badge.zIndex))
        }
    }

    /// Moves the leaves `leaves` and the badges `badges` by `distance` along `axis`.
    mutating func shift(leaves range: Range<Int>, badges badgeRange: Range<Int>, by distance: Double, along axis: Axis) {
        let dx = axis == .horizontal ? distance : 0
        let dy = axis == .vertical ? distance : 0
        for index in range { leaves[index] = leaves[index].offsetBy(dx: dx, dy: dy) }
        for index in badgeRange { badges[index].frame = badges[index].frame.offsetBy(dx: dx, dy: dy) }
    }

    /// Produces nothing more (a budget or need left is spent).
    var isDone: Bool { budget <= 0 || needed <= 0 }
}
