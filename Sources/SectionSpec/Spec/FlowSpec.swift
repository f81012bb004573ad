import SectionLayout

/// The flow-layout part of a spec: the `flow` metrics, the layout-wide `background` and the `sections`.
/// Missing keys take UIKit's defaults (item 50×50, spacings 10, zero insets and reference sizes).
public struct FlowSpec: Hashable, Sendable {
    /// The `flow` object as the core's own configuration: the six metrics, `sectionInsetReference` and the
    /// pinning switches (`UICollectionViewFlowLayout`'s properties). Its `scrollDirection`, `background`
    /// and `sections` are not the spec's: `flowLayout(scrollDirection:)` sets them from the spec's
    /// direction, `background` and `sections`.
    public var layout: FlowLayout
    /// The layout-wide `background` keys, as written; `nil` when the spec has no `background` (then
    /// sections have none unless they ask for one).
    public var background: BackgroundOverride?
    /// The sections.
    public var sections: [FlowSectionSpec]

    /// Creates flow settings with UIKit's defaults for everything not given.
    public init(
        itemSize: Size = FlowLayout().itemSize,
        minimumLineSpacing: Double = FlowLayout().minimumLineSpacing,
        minimumInteritemSpacing: Double = FlowLayout().minimumInteritemSpacing,
        sectionInset: EdgeInsets = .zero, headerReferenceSize: Size = .zero,
        footerReferenceSize: Size = .zero, background: BackgroundOverride? = nil,
        sections: [FlowSectionSpec] = []
    ) {
        layout = FlowLayout(
            itemSize: itemSize, minimumLineSpacing: minimumLineSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing, sectionInset: sectionInset,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
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
        var flowLayout = layout
        flowLayout.scrollDirection = scrollDirection
        flowLayout.background = resolvedBackground
        flowLayout.sections = sections.map { $0.flowSection(backgroundBase: base) }
        return flowLayout
    }
}
