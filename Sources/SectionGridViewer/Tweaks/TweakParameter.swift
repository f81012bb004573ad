import SectionSpec

/// What the `+`/`-` keys change, cycled with Tab / Shift-Tab in this order.
public enum TweakParameter: String, Hashable, Sendable, CaseIterable {
    /// The section inset (flow) or section content insets (compositional).
    case sectionInset
    /// The background's margin (flow) or decoration content insets (compositional).
    case backgroundMargin
    /// The collection view's content inset (always layout-wide).
    case contentInset
    /// Minimum line spacing (flow) or inter-group spacing (compositional).
    case lineSpacing
    /// Minimum inter-item spacing (flow) or the group's fixed inter-item spacing (compositional).
    case interitemSpacing
    /// Item size (flow: width with left/right, height with top/bottom; compositional: the group height).
    case itemSize
    /// The background's corner radius.
    case cornerRadius

    /// How the status bar names it.
    public var title: String {
        switch self {
        case .sectionInset: return "section inset"
        case .backgroundMargin: return "background margin"
        case .contentInset: return "content inset"
        case .lineSpacing: return "line spacing"
        case .interitemSpacing: return "inter-item spacing"
        case .itemSize: return "item size"
        case .cornerRadius: return "corner radius"
        }
    }

    /// How a compositional layout names it: the UIKit property the tweak changes.
    public var compositionalTitle: String {
        switch self {
        case .sectionInset: return "contentInsets"
        case .backgroundMargin: return "background contentInsets"
        case .contentInset: return "content inset"
        case .lineSpacing: return "interGroupSpacing"
        case .interitemSpacing: return "group interItemSpacing"
        case .itemSize: return "group size"
        case .cornerRadius: return "corner radius"
        }
    }

    /// The smallest value a tweak reaches: what a spec allows. Insets, margins and spacings may be
    /// negative (down to −10,000,000); sizes and radii stop at 0.
    public var minimum: Double {
        switch self {
        case .sectionInset, .backgroundMargin, .contentInset, .lineSpacing, .interitemSpacing:
            return -SpecLimits.maximumMagnitude
        case .itemSize, .cornerRadius:
            return 0
        }
    }

    /// True when the chosen edge matters (insets, margins and sizes).
    public var usesEdges: Bool {
        switch self {
        case .sectionInset, .backgroundMargin, .contentInset, .itemSize: return true
        case .lineSpacing, .interitemSpacing, .cornerRadius: return false
        }
    }

    /// True when it has one value for the whole layout, whatever section is selected.
    public var isLayoutWide: Bool { self == .contentInset }

    /// The next parameter in the Tab cycle.
    public var next: TweakParameter { step(1) }
    /// The previous parameter (Shift-Tab).
    public var previous: TweakParameter { step(-1) }

    private func step(_ delta: Int) -> TweakParameter {
        let all = TweakParameter.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + delta + all.count) % all.count]
    }
}

/// Which edge of an inset or margin the `+`/`-` keys change (`1`–`4`, `a`).
public enum TweakEdge: String, Hashable, Sendable, CaseIterable {
    /// How the edge is named: its raw value, or for `directional` insets (a compositional layout's
    /// `NSDirectionalEdgeInsets`) leading and trailing for left and right.
    public func name(directional: Bool) -> String {
        switch self {
        case .left where directional: return "leading"
        case .right where directional: return "trailing"
        default: return rawValue
        }
    }

    /// The top edge (`1`).
    case top
    /// The left edge (`2`).
    case left
    /// The bottom edge (`3`).
    case bottom
    /// The right edge (`4`).
    case right
    /// Every edge at once (`a`).
    case all
}

/// Which sections a tweak applies to (`[`/`]` choose one, `*` all).
public enum TweakScope: Hashable, Sendable {
    /// The layout-wide value, and every section's own value where it has one.
    case all
    /// One section's own value (created from the layout-wide one when it has none).
    case section(Int)
}

/// The current tweak target: parameter, edge and scope.
public struct TweakSelection: Hashable, Sendable {
    /// How the status bar, the history and messages name the parameter and, where it matters, the edge,
    /// in the open layout's terms: `section inset left`, or in a `compositional` one `contentInsets
    /// leading` — its directional insets and group sizes name leading and trailing; the collection
    /// view's `content inset` (`UIEdgeInsets`) keeps left and right.
    public func name(compositional: Bool) -> String {
        let title = compositional ? parameter.compositionalTitle : parameter.title
        guard parameter.usesEdges else { return title }
        return title + " " + edge.name(directional: compositional && parameter != .contentInset)
    }

    /// What changes.
    public var parameter: TweakParameter
    /// Which edge.
    public var edge: TweakEdge
    /// Which sections.
    public var scope: TweakScope

    /// Creates a selection; the default is the section inset's top edge, layout-wide.
    public init(parameter: TweakParameter = .sectionInset, edge: TweakEdge = .top, scope: TweakScope = .all) {
        self.parameter = parameter
        self.edge = edge
        self.scope = scope
    }
}
