import SectionLayout

/// What a scene writes on items, headers and footers (`SceneBuilder.labels`).
public struct RenderLabels: Hashable, Sendable {
    /// What an item shows.
    public enum ItemLabel: String, Hashable, Sendable, CaseIterable {
        /// `section.item`, shortened to the item number and then to `…` plus its last digits.
        case indexPath
        /// The item number, shortened to `…` plus its last digits.
        case item
        /// Nothing.
        case none
    }

    /// Section titles by section index (the spec's `title`); missing or `nil` entries use
    /// `Section N`.
    public var sectionTitles: [String?]
    /// What items show.
    public var items: ItemLabel

    /// Creates labels.
    public init(sectionTitles: [String?] = [], items: ItemLabel = .indexPath) {
        self.sectionTitles = sectionTitles
        self.items = items
    }

    /// The title shown in a section's header (bold, left) and footer (dim, right).
    public func title(ofSection section: Int) -> String {
        if sectionTitles.indices.contains(section), let title = sectionTitles[section] { return title }
        return "Section \(section)"
    }

    /// The title shown in a header or footer of the whole layout (a compositional layout's global one),
    /// which has no section: `Layout header`, `Layout footer`.
    public func title(ofLayoutElement kind: ElementKind) -> String {
        kind == .footer ? "Layout footer" : "Layout header"
    }
}
