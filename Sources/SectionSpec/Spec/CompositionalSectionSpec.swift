import SectionLayout

/// One entry of a compositional spec's `sections`: the section as the layout sees it, and its `title`.
public struct CompositionalSectionSpec: Hashable, Sendable {
    /// `title`: a label for the section, shown by viewers.
    public var title: String?
    /// Everything else: `items`, `group`, `interGroupSpacing`, `contentInsets`,
    /// `orthogonalScrollingBehavior`, `supplementaryContentInsetsReference` (or its older form
    /// `supplementariesFollowContentInsets`), `header`, `footer`, `boundarySupplementaryItems`,
    /// `background`.
    public var section: LayoutSection

    /// Creates a section.
    public init(title: String? = nil, section: LayoutSection) {
        self.title = title
        self.section = section
    }
}
