import SectionLayout

/// The flow-layout part of a spec: the `flow` metrics, the layout-wide `background` and the `sections`.
/// Missing keys take UIKit's defaults (item 50×50, spacings 10, zero insets and reference sizes).
public struct FlowSpec: Hashable, Sendable {
    /// `flow.itemSize`.
    public var itemSize: Size
    /// `flow.minimumLineSpacing`.
    public var minimumLineSpacing: Double
    /// `flow.minimumInteritemSpacing`.
    public var minimumInteritemSpacing: Double
    /// `flow.sectionInset`.
    public var sectionInset: EdgeInsets
    /// `flow.headerReferenceSize`.
    public var headerReferenceSize: Size
    /// `flow.footerReferenceSize`.
    public var footerReferenceSize: Size
    /// The layout-wide `background` keys, as written; `nil` when the spec has no `background` (then
    /// sections have none unless they ask for one).
    public var background: BackgroundOverride?
    /// The sections.
    public var sections: [FlowSectionSpec]
    /// `flow.sectionInsetReference`: what the section insets are measured from across the scroll axis
    /// (default `fromContentInset`).
    public var sectionInsetReference = SectionInsetReference.fromContentInset
    /// `flow.sectionHeadersPinToVisibleBounds` (default false).
    public var sectionHeadersPinToVisibleBounds = false
    /// `flow.sectionFootersPinToVisibleBounds` (default false).
    public var sectionFootersPinToVisibleBounds = false

    /// Creates flow settings with UIKit's defaults for everything not given.
    public init(itemSize: Size = FlowLayout().itemSize,
                minimumLineSpacing: Double = FlowLayout().minimumLineSpacing,
                minimumInteritemSpacing: Double = FlowLayout().minimumInteritemSpacing,
                sectionInset: EdgeInsets = .zero, headerReferenceSize: Size = .zero,
                footerReferenceSize: Size = .zero, background: BackgroundOverride? = nil,
                sections: [FlowSectionSpec] = []) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.background = background
        self.sections = sections
    }

    /// The layout-wide background: `none` without a `background` key; otherwise its keys over the
    /// defaults (cover `section`).
    public var resolvedBackground: SectionBackground {
        background.map { $0.applied(to: SectionBackground()) } ?? .hidden
    }

    /// The `FlowLayout` these settings describe.
    public func flowLayout(scrollDirection: Axis) -> FlowLayout {
        let base = (background ?? BackgroundOverride()).applied(to: SectionBackground())
        var layout = pinning(FlowLayout(scrollDirection: scrollDirection, itemSize: itemSize, minimumLineSpacing: minimumLineSpacing,
                                        minimumInteritemSpacing: minimumInteritemSpacing, sectionInset: sectionInset,
                                        headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize,
                                        background: resolvedBackground,
                                        sections: sections.map { $0.flowSection(backgroundBase: base) }))
        layout.sectionInsetReference = sectionInsetReference
        return layout
    }
}
