import SectionLayout

/// The compositional-layout part of a spec (`"layout": "compositional"`): `interSectionSpacing` and the
/// `sections`, each a `LayoutSection` with a title — what a
/// `UICollectionViewCompositionalLayout(sectionProvider:configuration:)` would build.
public struct CompositionalSpec: Hashable, Sendable {
    /// `interSectionSpacing`: space between consecutive sections along the scroll axis (any finite number).
    public var interSectionSpacing: Double
    /// `boundarySupplementaryItems`: the layout's own boundary items (a global header and footer).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// The sections.
    public var sections: [CompositionalSectionSpec]
    /// `contentInsetsReference`: what sections' content insets are measured from unless a section says
    /// (`UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference`, default `safeArea`).
    public var contentInsetsReference = ContentInsetsReference.safeArea

    /// Creates compositional settings; the defaults are UIKit's (no spacing, no boundary items, no
    /// sections).
    public init(
        interSectionSpacing: Double = 0, boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
        sections: [CompositionalSectionSpec] = []
    ) {
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.sections = sections
    }

    /// The `CompositionalLayout` these settings describe.
    public func compositionalLayout(scrollDirection: Axis) -> CompositionalLayout {
        var layout = CompositionalLayout(
            scrollDirection: scrollDirection, interSectionSpacing: interSectionSpacing,
            sections: sections.map(\.section), boundarySupplementaryItems: boundarySupplementaryItems)
        layout.contentInsetsReference = contentInsetsReference
        return layout
    }
}
