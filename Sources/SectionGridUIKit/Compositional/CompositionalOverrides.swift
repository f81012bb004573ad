import SectionGridHostProtocol
internal import SectionLayout

/// A request's overrides as a compositional layout takes them (SectionGrid's, not UIKit API): they
/// replace a returned section's `contentInsets`, `interGroupSpacing` and its background decoration
/// item's `contentInsets` (`left` is leading, `right` trailing).
enum CompositionalOverrides {
    /// `section` as the provider returned it, with `overrides` (the values in force for it) in place.
    static func section(_ section: LayoutSection, _ overrides: PropertyOverrides) -> LayoutSection {
        guard !overrides.isEmpty else { return section }
        var section = section
        if let insets = overrides.contentInsets { section.contentInsets = directional(insets) }
        if let spacing = overrides.interGroupSpacing { section.interGroupSpacing = spacing }
        if let insets = overrides.decorationContentInsets, section.background != nil {
            section.background?.contentInsets = directional(insets)
        }
        return section
    }

    private static func directional(_ insets: EdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

/// A compositional layout's last layout as the code made it (SectionGrid's): the sections as the
/// provider returned them, the environment, and each section's decoration item kind.
struct CompositionalModel {
    var layout: CompositionalLayout
    var environment: LayoutEnvironment
    var decorationKinds: [String?]
}
