/// How a section's item frames are kept: in closed form when they repeat, stored when they do not.
enum ItemStore: FrameStore, Sendable, Equatable {
    /// One item size on a regular grid (flow layout with uniform items).
    case grid(UniformGrid)
    /// Individually sized items in lines, replayed from checkpoints (flow layout with `itemSizes`).
    case lines(SizedLines)
    /// Individually sized items in lines, every position stored (long lines or negative line spacing).
    case explicitLines(ExplicitLines)
    /// One group's items repeated at a fixed pitch (compositional layout), with the badges of those
    /// items, repeated alike (`nil` without any). Kept in this case, not in every section entry, so
    /// flow sections pay nothing for them.
    case pattern(RepeatingPattern, badges: ItemBadges?)

    /// The badges of a compositional section's items, `nil` without any.
    var badges: ItemBadges? {
        if case .pattern(_, let badges) = self { return badges }
        return nil
    }

    /// Number of items.
    var count: Int {
        switch self {
        case .grid(let grid): return grid.count
        case .lines(let lines): return lines.count
        case .explicitLines(let lines): return lines.count
        case .pattern(let pattern, _): return pattern.count
        }
    }

    /// The largest magnitude of an edge of an item or badge, along either axis (0 without any): what
    /// bounds the rounding of their frames (`LayoutResult.reach`). Closed form.
    var reach: Double {
        switch self {
        case .grid(let grid): return grid.bounds?.reach ?? 0
        case .lines(let lines): return lines.reach
        case .explicitLines(let lines): return lines.reach
        case .pattern(let pattern, let badges):
            return Swift.max(pattern.bounds?.reach ?? 0, badges?.frames.bounds?.reach ?? 0)
        }
    }

    /// The frame of item `index` (which must be in range).
    func frame(at index: Int) -> Rect {
        switch self {
        case .grid(let grid): return grid.frame(at: index)
        case .lines(let lines): return lines.frame(at: index)
        case .explicitLines(let lines): return lines.frame(at: index)
        case .pattern(let pattern, _): return pattern.frame(at: index)
        }
    }

    /// Calls `body` with the index and frame of every item intersecting `rect`, in index order, while it
    /// returns `true`; returns `false` when `body` stopped the walk.
    @discardableResult
    func forEach(in rect: Rect, _ body: (Int, Rect) -> Bool) -> Bool {
        switch self {
        case .grid(let grid): return grid.forEach(in: rect, body)
        case .lines(let lines): return lines.forEach(in: rect, body)
        case .explicitLines(let lines): return lines.forEach(in: rect, body)
        case .pattern(let pattern, _): return pattern.forEach(in: rect, body)
        }
    }

    /// Calls `body` with the index and frame of every item, in index order (O(1) per item).
    func forEach(_ body: (Int, Rect) -> Void) {
        switch self {
        case .grid(let grid): for index in 0..<grid.count { body(index, grid.frame(at: index)) }
        case .lines(let lines): lines.forEach(body)
        case .explicitLines(let lines): lines.forEach(body)
        case .pattern(let pattern, _): pattern.forEach(body)
        }
    }
}
