/// Where a query puts the supplementaries that pin to the visible bounds (issue 14): a header (or any
/// element not at the trailing edge) sticks to the leading edge of the visible bounds along the scroll
/// axis, a footer (an element at the trailing edge) to the trailing edge, each kept inside what it is
/// attached to — its section's frame, or the whole content for the layout's own elements.
///
/// "Section header views scroll with content until they reach the top of the screen, at which point
/// they are pinned to the upper bounds of the collection view. Each new header view that scrolls to the
/// top of the screen pushes the previously pinned header view offscreen" (Apple,
/// `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`; footers mirror it at the bottom); a
/// pinned boundary item "is shown while any portion of the section or layout it's attached to is
/// visible" (`NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds`). So a leading element
/// moves forward by `min(visibleStart − its start, sectionEnd − its end)` when that is positive — never
/// before its resting place, never past its section's end (where the next section's header begins) —
/// and a trailing one back by the mirror amount. Only the scroll axis moves.
struct PinnedPlacement {
    /// The scroll axis.
    let axis: Axis
    /// The visible bounds' leading and trailing edges along it.
    let visibleStart, visibleEnd: Double
    /// What the elements placed are attached to, along it (set per section by `within`).
    private(set) var start = 0.0, end = 0.0

    /// The placement a query with `context` makes, or `nil` when it pins nothing: the policy is
    /// `resting`, there are no visible bounds, or they are not finite.
    init?(_ context: ScrollContext, axis: Axis) {
        guard context.pinning == .followsVisibleBounds, let bounds = context.visibleBounds else { return nil }
        let low = bounds.minMain(axis)
        let high = bounds.maxMain(axis)
        guard low.isFinite, high.isFinite else { return nil }
        self.axis = axis
        visibleStart = low
        visibleEnd = high
    }

    /// The same placement for elements attached to the range `start…end` along the scroll axis.
    func within(_ start: Double, _ end: Double) -> PinnedPlacement {
        var copy = self
        copy.start = start
        copy.end = end
        return copy
    }

    /// Where an element resting at `frame` is drawn, pinned to the trailing edge when `trailing` (a
    /// footer) or else the leading one; `nil` when it stays where it rests.
    func pinned(_ frame: Rect, trailing: Bool) -> Rect? {
        let low = frame.minMain(axis)
        let high = frame.maxMain(axis)
        let shift =
            trailing
            ? Swift.min(0, Swift.max(visibleEnd - high, start - low))
            : Swift.max(0, Swift.min(visibleStart - low, end - high))
        guard shift != 0, shift.isFinite else { return nil }
        return axis == .vertical ? frame.offsetBy(dx: 0, dy: shift) : frame.offsetBy(dx: shift, dy: 0)
    }
}
