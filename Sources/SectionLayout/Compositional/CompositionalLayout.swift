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

    /// Creates a compositional layout.
    public init(scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0, sections: [LayoutSection] = []) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.sections = sections
    }

    /// Lays the sections out in a container of the given size (the viewport minus its content inset).
    /// Negative or non-finite container extents count as 0. Fractions of the container's extent along
    /// the scroll axis (`fractionalHeight` when scrolling vertically) are of the container, as UIKit's
    /// are of the collection view's bounds.
    public func layout(in container: Size) -> LayoutResult {
        let axis = scrollDirection
        let size = sanitized(container)
        let spacing = finite(interSectionSpacing)
        var entries: [SectionEntry] = []
        entries.reserveCapacity(sections.count)
        var position = 0.0, end = 0.0
        for (index, section) in sections.enumerated() {
            if index > 0 { position += spacing }
            let entry = CompositionalSectionBuilder(axis: axis, container: size, section: section).build(start: position)
            entries.append(entry)
            position = entry.frame.maxMain(axis)
            end = Swift.max(end, position)
        }
        let contentSize = Size(main: end, cross: size.cross(axis), axis: axis)
        return LayoutResult(scrollDirection: axis, contentSize: contentSize, sections: entries)
    }
}
