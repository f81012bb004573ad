import SectionLayout

/// The layout engine a spec asks for (its `layout` key), with that engine's settings.
///
/// Extension point: another engine becomes a new `Kind`, a new case here with its settings type, and one
/// branch in each `switch` over them: `LayoutSpec.init(json:)` (reading its keys), `LayoutSpec.jsonValue`
/// (writing them), `LayoutSpec.layout(viewport:)` and `LayoutSpec.sectionTitles`. Any other `layout` value is
/// refused, listing the accepted ones.
public enum LayoutEngine: Hashable, Sendable {
    /// `UICollectionViewFlowLayout`: layout-wide metrics, sections with overrides, backgrounds.
    case flow(FlowSpec)
    /// `UICollectionViewCompositionalLayout`: sections of groups and items, decoration backgrounds.
    case compositional(CompositionalSpec)

    /// The engines a spec can name, by their `layout` value.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `"flow"`.
        case flow
        /// `"compositional"`.
        case compositional
    }

    /// Which engine this is.
    public var kind: Kind {
        switch self {
        case .flow: return .flow
        case .compositional: return .compositional
        }
    }
}
