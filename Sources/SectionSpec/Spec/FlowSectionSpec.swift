import SectionLayout

/// One entry of a flow spec's `sections`: a title, the section as the core takes it (its items and its own
/// value for any `flow` key, `nil`: use the layout-wide one) and its `background` keys.
public struct FlowSectionSpec: Hashable, Sendable {
    /// `title`: a label for the section, shown by viewers.
    public var title: String?
    /// `items` (a count) or `itemSizes` (one size per item), and the section's own metrics. Its
    /// `background` is not the spec's: `flowSection(backgroundBase:)` sets it from `background`.
    public var section: FlowSection
    /// `background` keys for this section, merged over the layout-wide background.
    public var background: BackgroundOverride?

    /// Creates a section; every override is optional.
    public init(
        items: FlowItems, title: String? = nil, itemSize: Size? = nil, minimumLineSpacing: Double? = nil,
        minimumInteritemSpacing: Double? = nil, sectionInset: EdgeInsets? = nil,
        headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil,
        background: BackgroundOverride? = nil
    ) {
        self.title = title
        section = FlowSection(
            items: items, itemSize: itemSize, minimumLineSpacing: minimumLineSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing, sectionInset: sectionInset,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
        self.background = background
    }

    /// The `FlowSection` for the layout; `backgroundBase` is the layout-wide background this section's
    /// `background` keys are merged over.
    public func flowSection(backgroundBase: SectionBackground) -> FlowSection {
        var flowSection = section
        flowSection.background = background.map { $0.applied(to: backgroundBase) }
        return flowSection
    }
}
