/// One section of a compositional layout, like `NSCollectionLayoutSection` with its item count.
///
/// Along the scroll axis the section is: header (when it extends the boundary), the leading content
/// inset, the groups, the trailing content inset, footer. `group` is repeated for all `items`, one group
/// after another with `interGroupSpacing` between them; the last group is filled partly when the items
/// run out (its first slots). With an orthogonal scrolling behaviour the groups run across the scroll
/// axis instead, in one row as thick as one group, which scrolls on its own.
public struct LayoutSection: Hashable, Sendable {
    /// Number of items (cells); negative counts as 0.
    public var items: Int
    /// The group repeated for the items. Its size resolves against the container minus `contentInsets`.
    public var group: LayoutGroup
    /// Space between consecutive groups.
    public var interGroupSpacing: Double
    /// Space around the groups (inside the header and footer).
    public var contentInsets: DirectionalEdgeInsets
    /// Whether and how the groups scroll across the layout's scroll direction.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// The header, if any.
    public var header: BoundarySupplementaryItem?
    /// The footer, if any.
    public var footer: BoundarySupplementaryItem?
    /// The background decoration, if any.
    public var background: BackgroundDecoration?
    /// Whether the header and footer follow `contentInsets` across the scroll axis (UIKit's
    /// `supplementariesFollowContentInsets`, default true).
    public var supplementariesFollowContentInsets: Bool

    /// Creates a section with UIKit's defaults for everything not given.
    public init(items: Int, group: LayoutGroup, interGroupSpacing: Double = 0,
                contentInsets: DirectionalEdgeInsets = .zero,
                orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
                header: BoundarySupplementaryItem? = nil, footer: BoundarySupplementaryItem? = nil,
                background: BackgroundDecoration? = nil, supplementariesFollowContentInsets: Bool = true) {
        self.items = items
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.header = header
        self.footer = footer
        self.background = background
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    }
}
