import SectionSpec

/// What it takes to get a spec back from the spec a change made of it, kept small: the spec's own values
/// without its sections, and only the sections the change altered — an item edit or a one-section tweak
/// keeps one or two sections of a thousand, not a copy of all of them. When the engine or the number of
/// sections changed (a reload from disk), the whole spec.
struct SpecRevision: Sendable {
    private enum Sections: Sendable {
        case flow([Int: FlowSectionSpec])
        case compositional([Int: CompositionalSectionSpec])
        case whole
    }

    /// The spec before the change; its sections left out, except for `.whole`.
    private let base: LayoutSpec
    private let sections: Sections

    /// How to get `before` back from `after`; `only`, when given, are the only sections that can differ.
    init(from before: LayoutSpec, to after: LayoutSpec, sections only: [Int]? = nil) {
        switch (before.engine, after.engine) {
        case (.flow(var old), .flow(let new)) where old.sections.count == new.sections.count:
            sections = .flow(SpecRevision.changed(old.sections, new.sections, only: only))
            old.sections = []
            var base = before
            base.engine = .flow(old)
            self.base = base
        case (.compositional(var old), .compositional(let new)) where old.sections.count == new.sections.count:
            sections = .compositional(SpecRevision.changed(old.sections, new.sections, only: only))
            old.sections = []
            var base = before
            base.engine = .compositional(old)
            self.base = base
        default:
            sections = .whole
            base = before
        }
    }

    /// The spec before the change, from `after` (the spec the change made).
    func restored(from after: LayoutSpec) -> LayoutSpec {
        var spec = base
        switch (sections, base.engine, after.engine) {
        case (.flow(let changed), .flow(var flow), .flow(let current)):
            flow.sections = current.sections
            for (index, section) in changed { flow.sections[index] = section }
            spec.engine = .flow(flow)
        case (.compositional(let changed), .compositional(var compositional), .compositional(let current)):
            compositional.sections = current.sections
            for (index, section) in changed { compositional.sections[index] = section }
            spec.engine = .compositional(compositional)
        default:
            break
        }
        return spec
    }

    /// The sections it holds.
    var heldSections: Int {
        switch sections {
        case .flow(let changed): return changed.count
        case .compositional(let changed): return changed.count
        case .whole: return base.sectionCount
        }
    }

    /// The item sizes (`itemSizes` entries) it holds, which the history's budget counts.
    var heldSizes: Int {
        func sizes(_ section: FlowSectionSpec) -> Int {
            if case .sizes(let sizes) = section.section.items { return sizes.count }
            return 0
        }
        switch sections {
        case .flow(let changed): return changed.values.reduce(0) { $0 + sizes($1) }
        case .compositional: return 0
        case .whole:
            guard case .flow(let flow) = base.engine else { return 0 }
            return flow.sections.reduce(0) { $0 + sizes($1) }
        }
    }

    /// The sections of `old` that `new` changed, by index (the arrays are as long), of `only` when given.
    private static func changed<Section: Equatable>(_ old: [Section], _ new: [Section], only: [Int]?) -> [Int: Section] {
        var result: [Int: Section] = [:]
        // A change of layout-wide values leaves the sections one array: compared at once, not one by one.
        if only == nil, old == new { return result }
        for index in only ?? Array(old.indices) where old.indices.contains(index) && old[index] != new[index] {
            result[index] = old[index]
        }
        return result
    }
}
