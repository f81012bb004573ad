import SectionLayout

/// One entry of a flow spec's `sections`: its items, a title, and its own value for any `flow` key or
/// `background` key (`nil`: use the layout-wide one).
public struct FlowSectionSpec: Hashable, Sendable {
    /// `items` (a count) or `itemSizes` (one size per item).
    public var items: FlowItems
    /// `title`: a label for the section, shown by viewers.
    public var title: String?
    /// `itemSize` for this section.
    public var itemSize: Size?
    /// `minimumLineSpacing` for this section.
    public var minimumLineSpacing: Double?
    /// `minimumInteritemSpacing` for this section.
    public var minimumInteritemSpacing: Double?
    /// `sectionInset` for this section.
    public var sectionInset: EdgeInsets?
    /// `headerReferenceSize` for this section.
    public var headerReferenceSize: Size?
    /// `footerReferenceSize` for this section.
    public var footerReferenceSize: Size?
    /// `background` keys for this section, merged over the layout-wide background.
    public var background: BackgroundOverride?

    /// Creates a section; every override is optional.
    public init(items: FlowItems, title: String? = nil, itemSize: Size? = nil, minimumLineSpacing: Double? = nil,
                minimumInteritemSpacing: Double? = nil, sectionInset: EdgeInsets? = nil,
                headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil,
                background: BackgroundOverride? = nil) {
        self.items = items
        self.title = title
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.background = background
    }

    /// The `FlowSection` for the layout; `backgroundBase` is the layout-wide background this section's
    /// `background` keys are merged over.
    public func flowSection(backgroundBase: SectionBackground) -> FlowSection {
        FlowSection(items: items, itemSize: itemSize, minimumLineSpacing: minimumLineSpacing,
                    minimumInteritemSpacing: minimumInteritemSpacing, sectionInset: sectionInset,
                    headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize,
                    background: background.map { $0.applied(to: backgroundBase) })
    }
}
