/// Space required outside an item, inside its group, like `NSCollectionLayoutEdgeSpacing`: each edge
/// may have none (`nil`), a fixed spacing, or a flexible one.
///
/// Along the group's axis the spacings come before and after the item's slot; a flexible one is at
/// least its points and also takes an even share, with the group's flexible `interItemSpacing` gaps, of
/// the length left over after the group is filled. Across the group's axis the item is moved from the
/// group's leading edge by its leading spacing; flexible edges there share what is left of the group's
/// thickness (so `bottom: .flexible(0)` alone keeps the item at the top, as UIKit's header draws it,
/// and flexible top and bottom centre it). In a `count` group the slots keep their equal lengths and
/// the item is inset in its slot by its spacings along the axis (a flexible one by its points).
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Before the item horizontally (the left).
    public var leading: LayoutSpacing?
    /// Above the item.
    public var top: LayoutSpacing?
    /// After the item horizontally (the right).
    public var trailing: LayoutSpacing?
    /// Below the item.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; edges not given have none.
    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacings before and after an item along `axis` (leading/trailing for `.horizontal`, top/bottom
    /// for `.vertical`).
    func along(_ axis: Axis) -> (before: LayoutSpacing?, after: LayoutSpacing?) {
        axis == .horizontal ? (leading, trailing) : (top, bottom)
    }

    /// The spacing mirrored across the main diagonal (top ⇄ leading, bottom ⇄ trailing).
    public var transposed: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing)
    }
}
