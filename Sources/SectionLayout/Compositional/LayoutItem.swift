/// One cell of a compositional layout, like `NSCollectionLayoutItem`.
///
/// The item gets a slot of `size` in its group; `contentInsets` then shrink the cell inside the slot
/// (the slot, and so the position of the next subitem, keeps its size).
public struct LayoutItem: Hashable, Sendable {
    /// The slot's size (`layoutSize`), resolved against the group's effective size.
    public var size: LayoutSize
    /// Space between the slot's edges and the cell, applied after placement.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates an item.
    public init(size: LayoutSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.size = size
        self.contentInsets = contentInsets
    }

    /// Creates an item from its two dimensions.
    public init(width: LayoutDimension, height: LayoutDimension, contentInsets: DirectionalEdgeInsets = .zero) {
        self.init(size: LayoutSize(width: width, height: height), contentInsets: contentInsets)
    }
}
