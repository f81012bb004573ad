import SectionLayout
import SectionSpec

// A flow spec's rows: the `flow` metrics layout-wide, then the selected section's values in effect —
// its own, or the layout-wide ones it inherits (an edit there gives the section its own value, as `]`
// then `+` does). UIKit's names are the flow layout's properties layout-wide and its delegate's methods
// per section, which is how UIKit lets a section differ.

extension InspectorBuilder {
    mutating func flowLayoutRows(_ flow: FlowSpec) {
        heading("flow (layout-wide)")
        let lens = SpecLens<FlowSpec>.flow
        let standard = FlowSpec()
        size("itemSize", "itemSize", lens.at(\.itemSize), source: layoutSource(flow.itemSize, default: standard.itemSize))
        let spacingMinimum = -SpecLimits.maximumMagnitude
        number("minimumLineSpacing", "minimumLineSpacing", lens.at(\.minimumLineSpacing),
               source: layoutSource(flow.minimumLineSpacing, default: standard.minimumLineSpacing), minimum: spacingMinimum)
        number("minimumInteritemSpacing", "minimumInteritemSpacing", lens.at(\.minimumInteritemSpacing),
               source: layoutSource(flow.minimumInteritemSpacing, default: standard.minimumInteritemSpacing),
               minimum: spacingMinimum)
        insets("sectionInset", "sectionInset", lens.at(\.sectionInset), source: layoutSource(flow.sectionInset, default: .zero))
        size("headerReferenceSize", "headerReferenceSize", lens.at(\.headerReferenceSize),
             source: layoutSource(flow.headerReferenceSize, default: .zero))
        size("footerReferenceSize", "footerReferenceSize", lens.at(\.footerReferenceSize),
             source: layoutSource(flow.footerReferenceSize, default: .zero))
        toggle("sectionHeadersPinToVisibleBounds", "sectionHeadersPinToVisibleBounds", lens.at(\.sectionHeadersPinToVisibleBounds),
               source: layoutSource(flow.sectionHeadersPinToVisibleBounds, default: false))
        toggle("sectionFootersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", lens.at(\.sectionFootersPinToVisibleBounds),
               source: layoutSource(flow.sectionFootersPinToVisibleBounds, default: false))
        heading("background (layout-wide)")
        flowBackgroundRows(flow, section: nil)
    }

    mutating func flowSectionRows(_ flow: FlowSpec, _ index: Int) {
        let section = flow.sections[index]
        self.section = index
        heading("section \(index)" + (section.title.map { " " + JSONWriter.quoted($0) } ?? ""))
        switch section.items {
        case .count:
            let items = SpecLens<FlowSpec>.flow.section(index).at(\.items).map(get: { items -> Int? in
                if case .count(let count) = items { return count }
                return nil
            }, set: { $0 = .count($1) })
            count("items", "numberOfItemsInSection", items, source: .section, minimum: 0, maximum: SpecLimits.maximumItems)
        case .sizes(let sizes):
            info("itemSizes", "sizeForItemAt", "\(sizes.count) sizes", source: .section)
        }
        if case .count = section.items {
            size("itemSize", "sizeForItemAt", inherited(\.itemSize, \.itemSize, index),
                 source: inheritedSource(flow, \.itemSize, \.itemSize, index, default: FlowSpec().itemSize))
        }
        let spacingMinimum = -SpecLimits.maximumMagnitude
        number("minimumLineSpacing", "minimumLineSpacingForSectionAt", inherited(\.minimumLineSpacing, \.minimumLineSpacing, index),
               source: inheritedSource(flow, \.minimumLineSpacing, \.minimumLineSpacing, index,
                                       default: FlowSpec().minimumLineSpacing), minimum: spacingMinimum)
        number("minimumInteritemSpacing", "minimumInteritemSpacingForSectionAt",
               inherited(\.minimumInteritemSpacing, \.minimumInteritemSpacing, index),
               source: inheritedSource(flow, \.minimumInteritemSpacing, \.minimumInteritemSpacing, index,
                                       default: FlowSpec().minimumInteritemSpacing), minimum: spacingMinimum)
        insets("sectionInset", "insetForSectionAt", inherited(\.sectionInset, \.sectionInset, index),
               source: inheritedSource(flow, \.sectionInset, \.sectionInset, index, default: .zero))
        size("headerReferenceSize", "referenceSizeForHeaderInSection",
             inherited(\.headerReferenceSize, \.headerReferenceSize, index),
             source: inheritedSource(flow, \.headerReferenceSize, \.headerReferenceSize, index, default: .zero))
        size("footerReferenceSize", "referenceSizeForFooterInSection",
             inherited(\.footerReferenceSize, \.footerReferenceSize, index),
             source: inheritedSource(flow, \.footerReferenceSize, \.footerReferenceSize, index, default: .zero))
        heading("section \(index) background")
        flowBackgroundRows(flow, section: index)
    }

    /// The value section `index` uses: its own, else the layout-wide one; writing gives it its own.
    private func inherited<Value: Sendable>(_ global: WritableKeyPath<FlowSpec, Value> & Sendable,
                                            _ local: WritableKeyPath<FlowSectionSpec, Value?> & Sendable,
                                            _ index: Int) -> SpecLens<Value> {
        SpecLens<FlowSpec>.flow.map(get: { flow in
            flow.sections.indices.contains(index) ? flow.sections[index][keyPath: local] ?? flow[keyPath: global] : nil
        }, set: { flow, value in flow.sections[index][keyPath: local] = value })
    }

    private func inheritedSource<Value: Equatable>(_ flow: FlowSpec, _ global: KeyPath<FlowSpec, Value>,
                                                   _ local: KeyPath<FlowSectionSpec, Value?>, _ index: Int,
                                                   default standard: Value) -> InspectorSource {
        flow.sections[index][keyPath: local] != nil ? .section : layoutSource(flow[keyPath: global], default: standard)
    }
}
