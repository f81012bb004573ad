/// A pure-value `UICollectionViewCompositionalLayout`: a configuration and one `LayoutSection` per section
/// (what the section provider closure returns) in, frames out — the same `LayoutResult` as `FlowLayout`.
///
/// ```swift
/// let item = LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1))
/// let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
///                                    subitems: [.item(item)])
/// let section = LayoutSection(items: 5, group: group, interGroupSpacing: 5,
///                             contentInsets: DirectionalEdgeInsets(all: 10),
///                             background: BackgroundDecoration(contentInsets: DirectionalEdgeInsets(all: 5)))
/// let result = CompositionalLayout(sections: [section]).layout(in: Size(width: 375, height: 667))
/// result.itemFrame(section: 0, item: 1)   // (10, 59, 355, 44)
/// ```
///
/// Each section's items are kept as one group's frames repeated at a pitch, so a section costs the size
/// of its group however many items it has, and rect queries stay O(log n + k).
public struct CompositionalLayout: CollectionLayout, Hashable {
    /// The scroll direction (`UICollectionViewCompositionalLayoutConfiguration.scrollDirection`).
    public var scrollDirection: Axis
    /// Space between consecutive sections along the scroll axis.
    public var interSectionSpacing: Double
    /// The sections.
    public var sections: [LayoutSection]
    /// Boundary items of the whole layout (`UICollectionViewCompositionalLayoutConfiguration`'s
    /// `boundarySupplementaryItems`): a global header and footer around all sections, sized against and
    /// aligned across the whole container, along the scroll axis on the whole content. Queries report
    /// them at `LayoutAttributes.layoutWideSection`.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// What sections' content insets are measured from across the scroll axis unless a section says
    /// (`UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference`, "default is
    /// UIContentInsetsReferenceSafeArea"); `automatic` counts as the safe area. Read when laid out in an
    /// environment (`layout(in:)` with a `LayoutEnvironment`).
    public var contentInsetsReference = ContentInsetsReference.safeArea

    /// Creates a compositional layout.
    public init(
        scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0, sections: [LayoutSection] = [],
        boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.sections = sections
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }

    /// Lays the sections out in a container of the given size (the viewport minus its content inset),
    /// for a collection view no larger than it (see `layout(in:bounds:)`).
    public func layout(in container: Size) -> LayoutResult {
        layout(in: container, bounds: container)
    }

    /// Lays the sections out in a container of the given size (the viewport minus its content inset),
    /// in a collection view of `bounds` (the viewport), whose extent across the scroll axis is the page
    /// of `paging` rows. Negative or non-finite extents count as 0. Fractions of the container's extent
    /// along the scroll axis (`fractionalHeight` when scrolling vertically) are of the container, as
    /// UIKit's are of the collection view's bounds.
    public func layout(in container: Size, bounds: Size) -> LayoutResult {
        layout(in: container, bounds: bounds, references: .none, pixelScale: .none)
    }

    /// `layout(in:bounds:)` with the device's edges each reference stands for, every frame (and the
    /// content size) rounded to `pixelScale`.
    func layout(in container: Size, bounds: Size, references: InsetReferences, pixelScale: PixelScale) -> LayoutResult {
        let axis = scrollDirection
        let size = sanitized(container)
        let spacing = finite(interSectionSpacing)
        let boundsLength = sanitizedLength(bounds.cross(axis))
        var kinds = ElementKindTable()
        let global = BoundaryLayout(
            axis: axis, sizingContainer: size, crossStart: 0, crossLength: size.cross(axis),
            pixelScale: pixelScale)
        var extents = (leading: 0.0, trailing: 0.0)
        for item in boundarySupplementaryItems where !ElementKindTable.isReserved(item.elementKind) {
            extents = global.widened(extents, by: item, at: item.alignment)
        }
        var entries: [SectionEntry] = []
        entries.reserveCapacity(sections.count)
        var position = extents.leading
        var end = extents.leading
        let builder = CompositionalSectionBuilder(
            axis: axis, container: size, boundsLength: boundsLength,
            references: references, layoutReference: contentInsetsReference,
            pixelScale: pixelScale)
        sections.withUnsafeBufferPointer { sections in // each section read in place, not copied out
            for index in sections.indices {
                if index > 0 { position += spacing }
                entries.append(builder.build(sections[index], start: position, kinds: &kinds))
                position = entries[index].frame.maxMain(axis)
                end = Swift.max(end, position)
            }
        }
        end += extents.trailing
        var elements = SupplementaryList()
        for item in boundarySupplementaryItems where !ElementKindTable.isReserved(item.elementKind) {
            elements.append(
                global.element(
                    item, kind: kinds.kind(named: item.elementKind), at: item.alignment,
                    mainStart: 0, mainLength: end, promotion: 0))
        }
        let contentSize = pixelScale.rounded(Size(main: end, cross: size.cross(axis), axis: axis))
        return LayoutResult(
            scrollDirection: axis, contentSize: contentSize, sections: entries, layoutElements: elements,
            elementKinds: kinds.kinds, namesSupplementaryKinds: true)
    }
}
