/// Frames kept by index — a section's items (`ItemStore`), its badges (`RepeatingPattern`) — walked
/// the way every query walks them.
protocol FrameStore {
    /// Calls `body` with the index and frame of every entry, in index order.
    func forEach(_ body: (Int, Rect) -> Void)
    /// Calls `body` with the index and frame of every entry intersecting `rect`, in index order, while
    /// it returns `true`; returns `false` when `body` stopped the walk.
    @discardableResult
    func forEach(in rect: Rect, _ body: (Int, Rect) -> Bool) -> Bool
}
