import SectionLayout

extension LayoutSpec {
    /// The distinct background image names the spec's sections draw, sorted: what a front end loads
    /// before drawing (see `forEachBackgroundStyle(_:)` for which backgrounds count).
    public var imageNames: [String] {
        var names = Set<String>()
        forEachBackgroundStyle { style in
            if let name = style.image, !name.isEmpty { names.insert(name) }
        }
        return names.sorted()
    }

    /// Calls `body` with the style of every background the spec's sections draw, in section order.
    /// Read from the spec, without laying it out: each flow section's background (its own keys over
    /// the layout-wide ones) that covers something, in a section with items or one asking for a
    /// background when empty; each compositional section's decoration. (A background the layout drops
    /// for having no area left still counts: the answer depends on the spec alone.)
    public func forEachBackgroundStyle(_ body: (BackgroundStyle) -> Void) {
        switch engine {
        case .flow(let flow):
            let layout = flow.flowLayout(scrollDirection: scrollDirection)
            for section in layout.sections {
                let background = section.background ?? layout.background
                // `items` and `section` cover something; the third cover draws nothing.
                guard [.section, .items].contains(background.cover),
                    section.items.count > 0 || background.coversEmptySections
                else { continue }
                body(background.style)
            }
        case .compositional(let compositional):
            for section in compositional.sections {
                if let decoration = section.section.background { body(decoration.style) }
            }
        }
    }
}
