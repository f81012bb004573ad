/// One section of a compositional layout, like `NSCollectionLayoutSection` with its item count.
///
/// Along the scroll axis the section is: the boundary items at its leading edge that extend it (the
/// longest of them), the leading content inset, the groups, the trailing content inset, the extending
/// boundary items at its trailing edge. `group` is repeated for all `items`, one group after another
/// with `interGroupSpacing` between them; the last group is filled partly when the items run out (its
/// first slots). With an orthogonal scrolling behaviour the groups run across the scroll axis instead,
/// in one row as thick as one group, which scrolls on its own.
public struct LayoutSection: Hashable, Sendable {
    /// Number of items (cells); negative counts as 0.
    public var items: Int
    /// The group repeated for the items. Its size resolves against the container minus `contentInsets`.
    public var group: LayoutGroup
    /// Space between consecutive groups.
    public var interGroupSpacing: Double
    /// Space around the groups (inside the boundary items).
    public var contentInsets: DirectionalEdgeInsets
    /// Whether and how the groups scroll across the layout's scroll direction.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// The header, if any: a boundary item of element kind `header` at the leading edge of the scroll
    /// axis, centred across it (`.top` when scrolling vertically, `.leading` horizontally, whatever the
    /// item's own `elementKind` and `alignment`).
    public var header: BoundarySupplementaryItem?
    /// The footer, if any: element kind `footer`, at the trailing edge of the scroll axis (`.bottom`
    /// when scrolling vertically, `.trailing` horizontally).
    public var footer: BoundarySupplementaryItem?
    /// More boundary items (`boundarySupplementaryItems`), after the header and before the footer.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// The background decoration, if any. It sits at zIndex 0 and promotes the section's cells and
    /// supplementaries by 1.
    public var background: BackgroundDecoration?
    /// What the boundary items are inset against across the scroll axis
    /// (`supplementaryContentInsetsReference`, default `automatic`: the section's content insets).
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// What the content insets are measured from across the scroll axis
    /// (`NSCollectionLayoutSection.contentInsetsReference`, default `automatic`: the layout's
    /// `contentInsetsReference`).
    public var contentInsetsReference = ContentInsetsReference.automatic

    /// Creates a section with UIKit's defaults for everything not given.
    public init(
        items: Int, group: LayoutGroup, interGroupSpacing: Double = 0,
        contentInsets: DirectionalEdgeInsets = .zero,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        header: BoundarySupplementaryItem? = nil, footer: BoundarySupplementaryItem? = nil,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
        background: BackgroundDecoration? = nil,
        supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    ) {
        self.items = items
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.header = header
        self.footer = footer
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.background = background
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    }

    /// UIKit's `supplementariesFollowContentInsets` (deprecated by iOS 16 for
    /// `supplementaryContentInsetsReference`): true for `automatic`; setting it sets `automatic` or `none`.
    public var supplementariesFollowContentInsets: Bool {
        get { supplementaryContentInsetsReference.followsContentInsets }
        set { supplementaryContentInsetsReference = newValue ? .automatic : .none }
    }
}
