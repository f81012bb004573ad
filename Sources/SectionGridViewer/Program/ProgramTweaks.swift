import SectionGridHostProtocol
import SectionLayout
import SectionSpec

/// What the user changed of a program's layout: the tweaks between the code's spec (the host's model,
/// `ViewerDocument.original`) and the spec on screen, and the same tweaks put on a new model after a
/// recompile, so that a save in the editor keeps what was tweaked and not yet written.
public enum ProgramTweaks {
    /// Every value `tweaked` changes of `code`, layout-wide values first. A flow section's value is a
    /// tweak where the tweaked section has a value of its own (a delegate's answer, or one the viewer
    /// gave it) that differs from what the code gave that section; a compositional section's wherever it
    /// differs — and once for the whole layout when every section changed alike.
    public static func between(_ code: LayoutSpec, _ tweaked: LayoutSpec) -> [PropertyChange] {
        var tweaks: [PropertyChange] = []
        if code.contentInset != tweaked.contentInset {
            tweaks.append(
                PropertyChange(
                    property: .contentInset, section: nil, old: code.contentInset.tweakValues,
                    new: tweaked.contentInset.tweakValues))
        }
        switch (code.engine, tweaked.engine) {
        case (.flow(let before), .flow(let after)):
            tweaks += flowTweaks(before, after)
        case (.compositional(let before), .compositional(let after)):
            tweaks += compositionalTweaks(before, after)
        default:
            break
        }
        return tweaks
    }

    /// `spec` (a new model of the code) with `tweaks` set on it: each value the user changed, where the
    /// spec still has the section it was changed in; a number of it the code itself changed since (an
    /// edge of an inset, a width) shows as the code now gives it, the others as the user tweaked them.
    public static func applying(_ tweaks: [PropertyChange], to spec: LayoutSpec) -> LayoutSpec {
        var spec = spec
        for var tweak in tweaks {
            // Number by number: an edge the code changed since shows the code's value, the others the tweak's.
            guard let current = current(tweak, in: spec), current.count == tweak.old.count else { continue }
            tweak.new = zip(zip(current, tweak.old), tweak.new).map { pair, new in pair.0 == pair.1 ? new : pair.0 }
            guard tweak.new != current else { continue }
            if tweak.property == .contentInset {
                spec.contentInset = EdgeInsets(tweakValues: tweak.new)
                continue
            }
            switch spec.engine {
            case .flow(var flow):
                setFlow(tweak, in: &flow)
                spec.engine = .flow(flow)
            case .compositional(var compositional):
                setCompositional(tweak, in: &compositional)
                spec.engine = .compositional(compositional)
            }
        }
        return spec
    }

    /// The value `tweak`'s property has in `spec` where the tweak applies (`nil`: nowhere).
    static func current(_ tweak: PropertyChange, in spec: LayoutSpec) -> [Double]? {
        if tweak.property == .contentInset { return spec.contentInset.tweakValues }
        switch spec.engine {
        case .flow(let flow):
            guard let index = tweak.section else {
                // Every section answering for itself: the layout's value is theirs, when they agree.
                guard let answers = everySectionsOwn(tweak.property, flow) else {
                    return layoutValue(tweak.property, flow.layout)
                }
                return answers.allSatisfy { $0 == answers[0] } ? answers[0] : nil
            }
            guard flow.sections.indices.contains(index) else { return nil }
            return sectionValue(tweak.property, flow.sections[index].section) ?? layoutValue(tweak.property, flow.layout)
        case .compositional(let compositional):
            let indices = tweak.section.map { [$0] } ?? Array(compositional.sections.indices)
            let values = indices.filter { compositional.sections.indices.contains($0) }.map {
                value(tweak.property, compositional.sections[$0].section)
            }
            guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
    }

    // MARK: Flow

    private static let flowProperties: [LayoutProperty] = [
        .sectionInset, .minimumLineSpacing, .minimumInteritemSpacing, .itemSize, .headerReferenceSize,
        .footerReferenceSize,
    ]

    /// A flow layout's tweaks: the layout's own value where a section still uses it, then each section's
    /// own value (a delegate's answer, or one the viewer gave it) that changed — once for the whole layout
    /// when every section answers and every one changed alike (the delegate's one answer, `+` on all).
    private static func flowTweaks(_ code: FlowSpec, _ tweaked: FlowSpec) -> [PropertyChange] {
        var tweaks: [PropertyChange] = []
        let indices = tweaked.sections.indices.filter { code.sections.indices.contains($0) }
        for property in flowProperties {
            let answeredEverywhere =
                !indices.isEmpty && indices.allSatisfy { sectionValue(property, tweaked.sections[$0].section) != nil }
            let old = layoutValue(property, code.layout)
            let new = layoutValue(property, tweaked.layout)
            // A layout value no section uses (every section answers for itself) changes nothing.
            if old != new, !answeredEverywhere {
                tweaks.append(PropertyChange(property: property, section: nil, old: old, new: new))
            }
            var changed: [PropertyChange] = []
            for index in indices {
                guard let own = sectionValue(property, tweaked.sections[index].section) else { continue }
                let before = sectionValue(property, code.sections[index].section) ?? layoutValue(property, code.layout)
                if before != own { changed.append(PropertyChange(property: property, section: index, old: before, new: own)) }
            }
            if answeredEverywhere, changed.count == indices.count, changed.count > 1, let first = changed.first,
                changed.allSatisfy({ $0.old == first.old && $0.new == first.new })
            {
                tweaks.append(PropertyChange(property: property, section: nil, old: first.old, new: first.new))
            } else {
                tweaks += changed
            }
        }
        return tweaks
    }

    private static func layoutValue(_ property: LayoutProperty, _ layout: FlowLayout) -> [Double] {
        switch property {
        case .sectionInset: return layout.sectionInset.tweakValues
        case .minimumLineSpacing: return [layout.minimumLineSpacing]
        case .minimumInteritemSpacing: return [layout.minimumInteritemSpacing]
        case .itemSize: return layout.itemSize.tweakValues
        case .headerReferenceSize: return layout.headerReferenceSize.tweakValues
        case .footerReferenceSize: return layout.footerReferenceSize.tweakValues
        case .contentInset, .contentInsets, .interGroupSpacing, .decorationContentInsets: return []
        }
    }

    private static func sectionValue(_ property: LayoutProperty, _ section: FlowSection) -> [Double]? {
        switch property {
        case .sectionInset: return section.sectionInset?.tweakValues
        case .minimumLineSpacing: return section.minimumLineSpacing.map { [$0] }
        case .minimumInteritemSpacing: return section.minimumInteritemSpacing.map { [$0] }
        case .itemSize: return section.itemSize?.tweakValues
        case .headerReferenceSize: return section.headerReferenceSize?.tweakValues
        case .footerReferenceSize: return section.footerReferenceSize?.tweakValues
        case .contentInset, .contentInsets, .interGroupSpacing, .decorationContentInsets: return nil
        }
    }

    /// Each section's own value of `property`, when every section has one (`nil`: some use the layout's).
    private static func everySectionsOwn(_ property: LayoutProperty, _ flow: FlowSpec) -> [[Double]]? {
        let values = flow.sections.compactMap { sectionValue(property, $0.section) }
        return !values.isEmpty && values.count == flow.sections.count ? values : nil
    }

    private static func setFlow(_ tweak: PropertyChange, in flow: inout FlowSpec) {
        if tweak.section == nil, everySectionsOwn(tweak.property, flow) != nil {
            // The change of every section's answer alike.
            for index in flow.sections.indices {
                setFlow(PropertyChange(property: tweak.property, section: index, old: tweak.old, new: tweak.new), in: &flow)
            }
            return
        }
        guard let index = tweak.section else {
            switch tweak.property {
            case .sectionInset: flow.layout.sectionInset = EdgeInsets(tweakValues: tweak.new)
            case .minimumLineSpacing: flow.layout.minimumLineSpacing = tweak.new[0]
            case .minimumInteritemSpacing: flow.layout.minimumInteritemSpacing = tweak.new[0]
            case .itemSize: flow.layout.itemSize = Size(tweakValues: tweak.new)
            case .headerReferenceSize: flow.layout.headerReferenceSize = Size(tweakValues: tweak.new)
            case .footerReferenceSize: flow.layout.footerReferenceSize = Size(tweakValues: tweak.new)
            case .contentInset, .contentInsets, .interGroupSpacing, .decorationContentInsets: break
            }
            return
        }
        guard flow.sections.indices.contains(index) else { return }
        switch tweak.property {
        case .sectionInset: flow.sections[index].section.sectionInset = EdgeInsets(tweakValues: tweak.new)
        case .minimumLineSpacing: flow.sections[index].section.minimumLineSpacing = tweak.new[0]
        case .minimumInteritemSpacing: flow.sections[index].section.minimumInteritemSpacing = tweak.new[0]
        case .itemSize: flow.sections[index].section.itemSize = Size(tweakValues: tweak.new)
        case .headerReferenceSize: flow.sections[index].section.headerReferenceSize = Size(tweakValues: tweak.new)
        case .footerReferenceSize: flow.sections[index].section.footerReferenceSize = Size(tweakValues: tweak.new)
        case .contentInset, .contentInsets, .interGroupSpacing, .decorationContentInsets: break
        }
    }

    // MARK: Compositional

    private static let compositionalProperties: [LayoutProperty] = [
        .contentInsets, .interGroupSpacing, .decorationContentInsets,
    ]

    private static func compositionalTweaks(_ code: CompositionalSpec, _ tweaked: CompositionalSpec) -> [PropertyChange] {
        let indices = tweaked.sections.indices.filter { code.sections.indices.contains($0) }
        var tweaks: [PropertyChange] = []
        for property in compositionalProperties {
            var changed: [PropertyChange] = []
            for index in indices {
                guard let old = value(property, code.sections[index].section),
                    let new = value(property, tweaked.sections[index].section), old != new
                else { continue }
                changed.append(PropertyChange(property: property, section: index, old: old, new: new))
            }
            // Every section changed from the same value to the same value: one change of the layout's.
            if changed.count == indices.count, changed.count > 1,
                let first = changed.first, changed.allSatisfy({ $0.old == first.old && $0.new == first.new })
            {
                tweaks.append(PropertyChange(property: property, section: nil, old: first.old, new: first.new))
            } else {
                tweaks += changed
            }
        }
        return tweaks
    }

    private static func value(_ property: LayoutProperty, _ section: LayoutSection) -> [Double]? {
        switch property {
        case .contentInsets: return section.contentInsets.tweakValues
        case .interGroupSpacing: return [section.interGroupSpacing]
        case .decorationContentInsets: return section.background?.contentInsets.tweakValues
        default: return nil
        }
    }

    private static func setCompositional(_ tweak: PropertyChange, in compositional: inout CompositionalSpec) {
        let indices = tweak.section.map { [$0] } ?? Array(compositional.sections.indices)
        for index in indices where compositional.sections.indices.contains(index) {
            switch tweak.property {
            case .contentInsets:
                compositional.sections[index].section.contentInsets = DirectionalEdgeInsets(tweakValues: tweak.new)
            case .interGroupSpacing:
                compositional.sections[index].section.interGroupSpacing = tweak.new[0]
            case .decorationContentInsets:
                compositional.sections[index].section.background?.contentInsets = DirectionalEdgeInsets(
                    tweakValues: tweak.new)
            default:
                break
            }
        }
    }
}
