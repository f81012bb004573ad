/// A section header or footer, like `NSCollectionLayoutBoundarySupplementaryItem` aligned to the
/// section's leading (header) or trailing (footer) edge along the scroll axis — `.top`/`.bottom` when
/// scrolling vertically, `.leading`/`.trailing` when scrolling horizontally.
///
/// Its size resolves against the section's effective size while the section's supplementaries follow its
/// content insets (the default), and then it is inset across the scroll axis like the groups; otherwise
/// against the whole container, starting at its edge.
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// The size (`layoutSize`).
    public var size: LayoutSize
    /// Whether it extends the section: a header then comes before the section's leading content inset
    /// and pushes everything after it, a footer after the trailing inset. When `false` it overlaps the
    /// section instead, flush with the section's leading (header) or trailing (footer) edge.
    public var extendsBoundary: Bool

    /// Creates a header or footer; `extendsBoundary` defaults to true, as in UIKit.
    public init(size: LayoutSize, extendsBoundary: Bool = true) {
        self.size = size
        self.extendsBoundary = extendsBoundary
    }

    /// Creates a header or footer from its two dimensions.
    public init(width: LayoutDimension, height: LayoutDimension, extendsBoundary: Bool = true) {
        self.init(size: LayoutSize(width: width, height: height), extendsBoundary: extendsBoundary)
    }
}
