import SectionLayout

/// The layout engine a spec asks for (its `layout` key), with that engine's settings.
///
/// Extension point: another engine (`compositional`) becomes a new `Kind`, a new case here with its
/// settings type, and one branch in each `switch` over them: `LayoutSpec.init(json:)` (reading its
/// keys), `LayoutSpec.jsonValue` (writing them) and `LayoutSpec.layout()`. Until then any other
/// `layout` value is refused, listing the accepted ones.
public enum LayoutEngine: Hashable, Sendable {
    /// `UICollectionViewFlowLayout`: layout-wide metrics, sections with overrides, backgrounds.
    case flow(FlowSpec)

    /// The engines a spec can name, by their `layout` value.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `"flow"`.
        case flow
    }

    /// Which engine this is.
    public var kind: Kind {
        switch self {
        case .flow: return .flow
        }
    }
}
