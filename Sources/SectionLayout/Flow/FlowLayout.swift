/// A pure-value `UICollectionViewFlowLayout`: layout-wide metrics, per-section overrides (the delegate
/// methods) and per-item sizes in, frames out.
///
/// ```swift
/// var flow = FlowLayout(sections: [FlowSection(items: .count(7))])
/// let result = flow.layout(in: Size(width: 320, height: 480))
/// result.itemFrame(section: 0, item: 1)   // (67.5, 0, 50, 50)
/// ```
public struct FlowLayout: CollectionLayout, Hashable {
    /// The scroll direction.
    public var scrollDirection: Axis
    /// Item size for sections and items without their own (`itemSize`, default 50×50).
    public var itemSize: Size
    /// Minimum spacing between lines (rows when vertical, columns when horizontal), default 10.
    public var minimumLineSpacing: Double
    /// Minimum spacing between items in a line, default 10.
    public var minimumInteritemSpacing: Double
    /// Space around each section's items, inside its header and footer.
    public var sectionInset: EdgeInsets
    /// Header size; only the scroll-axis component is used, and 0 means no header.
    public var headerReferenceSize: Size
    /// Footer size; only the scroll-axis component is used, and 0 means no footer.
    public var footerReferenceSize: Size
    /// The section background for sections without their own.
    public var background: SectionBackground
    /// The sections.
    public var sections: [FlowSection]
    /// What the section insets are measured from across the scroll axis (`sectionInsetReference`,
    /// default `fromContentInset`); read when laid out in an environment (`layout(in:)` with a
    /// `LayoutEnvironment`).
    public var sectionInsetReference = SectionInsetReference.fromContentInset
    /// Whether headers stick to the top (leading edge) of the visible bounds while their section is on
    /// screen (`sectionHeadersPinToVisibleBounds`, default false); queries place them (`ScrollContext`).
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stick to the bottom (trailing edge) of the visible bounds while their section is
    /// on screen (`sectionFootersPinToVisibleBounds`, default false).
    public var sectionFootersPinToVisibleBounds = false

    /// Creates a flow layout with UIKit's defaults for everything not given.
    public init(
        scrollDirection: Axis = .vertical, itemSize: Size = Size(width: 50, height: 50),
        minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
        sectionInset: EdgeInsets = .zero, headerReferenceSize: Size = .zero,
        footerReferenceSize: Size = .zero, background: SectionBackground = .hidden,
        sections: [FlowSection] = []
    ) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.background = background
        self.sections = sections
    }

    /// Lays the sections out in a container of the given size (the viewport minus its content inset).
    /// Negative or non-finite container extents count as 0.
    public func layout(in container: Size) -> LayoutResult {
        layout(in: container, reference: .zero)
    }

    /// Lays the sections out in `container`, their insets measured across the scroll axis from
    /// `reference` (inward from the container's edges) instead of the container's edges.
    func layout(in container: Size, reference: CrossInsets) -> LayoutResult {
        let axis = scrollDirection
        let crossExtent = sanitizedLength(container.cross(axis))
        var entries: [SectionEntry] = []
        entries.reserveCapacity(sections.count)
        var position = 0.0
        let defaults = FlowSectionMetrics(layout: self)
        sections.withUnsafeBufferPointer { sections in
            // Reading fields through the buffer borrows each section instead of copying it whole.
            for index in sections.indices {
                let builder = FlowSectionBuilder(
                    axis: axis, crossExtent: crossExtent,
                    metrics: defaults.overridden(by: sections[index]), reference: reference,
                    pinsHeader: sectionHeadersPinToVisibleBounds,
                    pinsFooter: sectionFootersPinToVisibleBounds)
                let entry = builder.build(start: position, items: sections[index].items)
                position = entry.frame.maxMain(axis)
                entries.append(entry)
            }
        }
        let contentSize = Size(main: Swift.max(0, position), cross: crossExtent, axis: axis)
        return LayoutResult(scrollDirection: axis, contentSize: contentSize, sections: entries)
    }
}
