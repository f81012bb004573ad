import SectionSpec

extension LayoutSpec {
    /// The items of all sections, of either engine.
    var itemCount: Int {
        switch engine {
        case .flow(let flow): return flow.sections.reduce(0) { $0 + $1.section.items.count }
        case .compositional(let compositional): return compositional.sections.reduce(0) { $0 + max(0, $1.section.items) }
        }
    }
}
