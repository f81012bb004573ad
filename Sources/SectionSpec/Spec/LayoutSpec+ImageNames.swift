import SectionLayout

extension LayoutSpec {
    /// The distinct background image names the spec's sections draw, sorted: what a front end loads
    /// before drawing. Read from the spec, without laying it out: each flow section's background (its
    /// own keys over the layout-wide ones) that covers something, in a section with items or one asking
    /// for a background when empty; each compositional section's decoration. (A background the layout
    /// drops for having no area left still names its image: the names depend on the spec alone.)
    public var imageNames: [String] {
        var names = Set<String>()
        func insert(_ style: BackgroundStyle) {
            if let name = style.image, !name.isEmpty { names.insert(name) }
        }
        switch engine {
        case .flow(let flow):
            let layout = flow.flowLayout(scrollDirection: scrollDirection)
            for section in layout.sections {
                let background = section.background ?? layout.background
                // `items` and `section` cover something; the third cover draws nothing.
                guard [.section, .items].contains(background.cover),
                      section.items.count > 0 || background.coversEmptySections else { continue }
                insert(background.style)
            }
        case .compositional(let compositional):
            for section in compositional.sections {
                if let decoration = section.section.background { insert(decoration.style) }
            }
        }
        return names.sorted()
    }
}
