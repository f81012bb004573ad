/// One cell of a compositional layout, like `NSCollectionLayoutItem`.
///
/// The item gets a slot of `size` in its group; `contentInsets` then shrink the cell inside the slot
/// (the slot, and so the position of the next subitem, keeps its size) — except on an axis whose
/// dimension is estimated, where UIKit ignores them. `edgeSpacing` adds space outside the slot, and each
/// of `supplementaryItems` (badges) is attached to every cell of the item.
public struct LayoutItem: Hashable, Sendable {
    /// The slot's size (`layoutSize`), resolved against the group's effective size.
    public var size: LayoutSize
    /// Space between the slot's edges and the cell, applied after placement.
    public var contentInsets: DirectionalEdgeInsets
    /// Space outside the slot, inside the group (`edgeSpacing`), or `nil` for none.
    public var edgeSpacing: LayoutEdgeSpacing? {
        get { boxedEdgeSpacing?.value }
        set { boxedEdgeSpacing = newValue.map(Boxed.init) }
    }
    /// Supplementary views attached to each of the item's cells (`supplementaryItems`).
    public var supplementaryItems: [LayoutSupplementaryItem]
    /// `edgeSpacing`, behind a reference: most items have none, and every item stays small to copy.
    private var boxedEdgeSpacing: Boxed<LayoutEdgeSpacing>?

    /// Creates an item.
    public init(
        size: LayoutSize, contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: LayoutEdgeSpacing? = nil,
        supplementaryItems: [LayoutSupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.supplementaryItems = supplementaryItems
        self.boxedEdgeSpacing = edgeSpacing.map(Boxed.init)
    }

    /// Creates an item from its two dimensions.
    public init(
        width: LayoutDimension, height: LayoutDimension, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: LayoutEdgeSpacing? = nil, supplementaryItems: [LayoutSupplementaryItem] = []
    ) {
        self.init(
            size: LayoutSize(width: width, height: height), contentInsets: contentInsets, edgeSpacing: edgeSpacing,
            supplementaryItems: supplementaryItems)
    }

    /// The content insets the layout applies: non-finite values as 0, and none on an axis whose
    /// dimension is estimated.
    var appliedInsets: EdgeInsets { contentInsets.applied(to: size) }
}
