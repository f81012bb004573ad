/// The items of a flow-layout section.
public enum FlowItems: Hashable, Sendable {
    /// This many items of the section's item size.
    case count(Int)
    /// One item per size (`collectionView(_:layout:sizeForItemAt:)`).
    case sizes([Size])

    /// Number of items.
    public var count: Int {
        switch self {
        case .count(let count): return Swift.max(0, count)
        case .sizes(let sizes): return sizes.count
        }
    }
}

/// One section of a flow layout: its items and, optionally, its own value for any layout-wide metric
/// (the `UICollectionViewDelegateFlowLayout` methods). `nil` means "use the layout's".
public struct FlowSection: Hashable, Sendable {
    /// The items.
    public var items: FlowItems
    /// Item size (ignored for items given by `.sizes`).
    public var itemSize: Size?
    /// Minimum line spacing.
    public var minimumLineSpacing: Double?
    /// Minimum interitem spacing.
    public var minimumInteritemSpacing: Double?
    /// Section inset.
    public var sectionInset: EdgeInsets?
    /// Header reference size.
    public var headerReferenceSize: Size?
    /// Footer reference size.
    public var footerReferenceSize: Size?
    /// Background.
    public var background: SectionBackground?

    /// Creates a section; every override is optional.
    public init(
        items: FlowItems, itemSize: Size? = nil, minimumLineSpacing: Double? = nil,
        minimumInteritemSpacing: Double? = nil, sectionInset: EdgeInsets? = nil,
        headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil,
        background: SectionBackground? = nil
    ) {
        self.items = items
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.background = background
    }
}
