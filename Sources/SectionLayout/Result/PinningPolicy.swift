/// Whether a query moves pinned supplementaries to the visible bounds (`ScrollContext.pinning`).
///
/// Which supplementaries pin is the layout's business (`sectionHeadersPinToVisibleBounds` of a flow
/// layout, `pinToVisibleBounds` of a boundary item); the policy says whether a query applies it (where
/// they go: `PinnedPlacement`).
public enum PinningPolicy: Hashable, Sendable {
    /// Pinned supplementaries follow `ScrollContext.visibleBounds` as UIKit shows them while scrolling
    /// (when the context has visible bounds).
    case followsVisibleBounds
    /// Every supplementary stays where it was laid out, pinned or not: its frame before any scrolling.
    case resting
}
