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
        func given<Value: Equatable>(_ key: String, _ value: Value, _ standard: Value) -> InspectorSource {
            source(.to("flow", key), .layout, differs: value != standard)
        }
        size("itemSize", "itemSize", lens.at(\.itemSize), source: given("itemSize", flow.itemSize, standard.itemSize))
        let spacingMinimum = -SpecLimits.maximumMagnitude
        number("minimumLineSpacing", "minimumLineSpacing", lens.at(\.minimumLineSpacing),
               source: given("minimumLineSpacing", flow.minimumLineSpacing, standard.minimumLineSpacing), minimum: spacingMinimum)
        number("minimumInteritemSpacing", "minimumInteritemSpacing", lens.at(\.minimumInteritemSpacing),
               source: given("minimumInteritemSpacing", flow.minimumInteritemSpacing, standard.minimumInteritemSpacing),
               minimum: spacingMinimum)
        insets("sectionInset", "sectionInset", lens.at(\.sectionInset), source: given("sectionInset", flow.sectionInset, .zero))
        choice("sectionInsetReference", "sectionInsetReference", lens.at(\.sectionInsetReference),
               source: given("sectionInsetReference", flow.sectionInsetReference, .fromContentInset))
        size("headerReferenceSize", "headerReferenceSize", lens.at(\.headerReferenceSize),
             source: given("headerReferenceSize", flow.headerReferenceSize, .zero))
        size("footerReferenceSize", "footerReferenceSize", lens.at(\.footerReferenceSize),
             source: given("footerReferenceSize", flow.footerReferenceSize, .zero))
        toggle("sectionHeadersPinToVisibleBounds", "sectionHeadersPinToVisibleBounds", lens.at(\.sectionHeadersPinToVisibleBounds),
               source: given("sectionHeadersPinToVisibleBounds", flow.sectionHeadersPinToVisibleBounds, false))
        toggle("sectionFootersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", lens.at(\.sectionFootersPinToVisibleBounds),
               source: given("sectionFootersPinToVisibleBounds", flow.sectionFootersPinToVisibleBounds, false))
        heading("background (layout-wide)")
        flowBackgroundRows(flow, section: nil)
    }

    mutating func flowSectionRows(_ flow: FlowSpec, _ index: Int) {
        let section = flow.sections[index]
        self.section = index
        heading("section \(index)" + (section.title.map { " " + JSONWriter.quoted($0) } ?? ""))
        titleRow(section.title)
        switch section.items {
        case .count:
            let items = SpecLens<FlowSpec>.flow.section(index).at(\.items).map(get: { items -> Int? in
                if case .count(let count) = items { return count }
                return nil
            }, set: { $0 = .count($1) })
            count("items", "numberOfItemsInSection", items, source: .section, minimum: 0, maximum: SpecLimits.maximumItems)
        case .sizes(let sizes):
            itemSizeRows(sizes, index)
        }
        if case .count = section.items {
            size("itemSize", "sizeForItemAt", inherited(\.itemSize, \.itemSize, index),
                 source: inheritedSource(flow, \.itemSize, \.itemSize, index, key: "itemSize", default: FlowSpec().itemSize))
        }
        let spacingMinimum = -SpecLimits.maximumMagnitude
        number("minimumLineSpacing", "minimumLineSpacingForSectionAt", inherited(\.minimumLineSpacing, \.minimumLineSpacing, index),
               source: inheritedSource(flow, \.minimumLineSpacing, \.minimumLineSpacing, index, key: "minimumLineSpacing",
                                       default: FlowSpec().minimumLineSpacing), minimum: spacingMinimum)
        number("minimumInteritemSpacing", "minimumInteritemSpacingForSectionAt",
               inherited(\.minimumInteritemSpacing, \.minimumInteritemSpacing, index),
               source: inheritedSource(flow, \.minimumInteritemSpacing, \.minimumInteritemSpacing, index, key: "minimumInteritemSpacing",
                                       default: FlowSpec().minimumInteritemSpacing), minimum: spacingMinimum)
        insets("sectionInset", "insetForSectionAt", inherited(\.sectionInset, \.sectionInset, index),
               source: inheritedSource(flow, \.sectionInset, \.sectionInset, index, key: "sectionInset", default: .zero))
        size("headerReferenceSize", "referenceSizeForHeaderInSection",
             inherited(\.headerReferenceSize, \.headerReferenceSize, index),
             source: inheritedSource(flow, \.headerReferenceSize, \.headerReferenceSize, index, key: "headerReferenceSize", default: .zero))
        size("footerReferenceSize", "referenceSizeForFooterInSection",
             inherited(\.footerReferenceSize, \.footerReferenceSize, index),
             source: inheritedSource(flow, \.footerReferenceSize, \.footerReferenceSize, index, key: "footerReferenceSize", default: .zero))
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
                                                   key: String, default standard: Value) -> InspectorSource {
        if flow.sections[index][keyPath: local] != nil { return .section }
        return source(.to("flow", key), .layout, differs: flow[keyPath: global] != standard)
    }

    /// A section of sizes: how many, and the selected item's own size (`itemSizes[N]`, UIKit's
    /// `sizeForItemAt`), which `+`/`-` change like any size.
    private mutating func itemSizeRows(_ sizes: [Size], _ index: Int) {
        guard let item, sizes.indices.contains(item) else {
            info("itemSizes", "sizeForItemAt", "\(sizes.count) sizes", source: .section)
            return
        }
        info("itemSizes", "sizeForItemAt", "\(sizes.count) sizes", source: .section)
        let lens = SpecLens<FlowSpec>.flow.section(index).at(\.items).map(get: { items -> Size? in
            if case .sizes(let sizes) = items, sizes.indices.contains(item) { return sizes[item] }
            return nil
        }, set: { items, size in
            if case .sizes(var sizes) = items, sizes.indices.contains(item) {
                sizes[item] = size
                items = .sizes(sizes)
            }
        })
        size("itemSizes[\(item)]", "sizeForItemAt [\(index), \(item)]", lens, source: .section)
    }
}
