/// Where a scrolled-to element ends up along the scroll axis (`UICollectionView.ScrollPosition`).
public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
    /// At the leading edge (top or left), just inside the content inset.
    case start
    /// Centred in the area inside the content inset.
    case center
    /// At the trailing edge (bottom or right), just inside the content inset.
    case end
    /// Not moved when already fully visible, otherwise the nearest of `start` and `end`.
    case nearest
}
