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
        size(
            "itemSize", "itemSize", lens.at(\.layout.itemSize),
            source: given("itemSize", flow.layout.itemSize, standard.layout.itemSize))
        let spacingMinimum = -SpecLimits.maximumMagnitude
        number(
            "minimumLineSpacing", "minimumLineSpacing", lens.at(\.layout.minimumLineSpacing),
            source: given("minimumLineSpacing", flow.layout.minimumLineSpacing, standard.layout.minimumLineSpacing),
            minimum: spacingMinimum)
        number(
            "minimumInteritemSpacing", "minimumInteritemSpacing", lens.at(\.layout.minimumInteritemSpacing),
            source: given(
                "minimumInteritemSpacing", flow.layout.minimumInteritemSpacing, standard.layout.minimumInteritemSpacing),
            minimum: spacingMinimum)
        insets(
            "sectionInset", "sectionInset", lens.at(\.layout.sectionInset),
            source: given("sectionInset", flow.layout.sectionInset, .zero))
        choice(
            "sectionInsetReference", "sectionInsetReference", lens.at(\.layout.sectionInsetReference),
            source: given("sectionInsetReference", flow.layout.sectionInsetReference, .fromContentInset))
        size(
            "headerReferenceSize", "headerReferenceSize", lens.at(\.layout.headerReferenceSize),
            source: given("headerReferenceSize", flow.layout.headerReferenceSize, .zero))
        size(
            "footerReferenceSize", "footerReferenceSize", lens.at(\.layout.footerReferenceSize),
            source: given("footerReferenceSize", flow.layout.footerReferenceSize, .zero))
        toggle(
            "sectionHeadersPinToVisibleBounds", "sectionHeadersPinToVisibleBounds",
            lens.at(\.layout.sectionHeadersPinToVisibleBounds),
            source: given("sectionHeadersPinToVisibleBounds", flow.layout.sectionHeadersPinToVisibleBounds, false))
        toggle(
            "sectionFootersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
            lens.at(\.layout.sectionFootersPinToVisibleBounds),
            source: given("sectionFootersPinToVisibleBounds", flow.layout.sectionFootersPinToVisibleBounds, false))
        heading("background (layout-wide)")
        flowBackgroundRows(flow, section: nil)
    }

    mutating func flowSectionRows(_ flow: FlowSpec, _ index: Int) {
        let section = flow.sections[index]
        self.section = index
        heading("section \(index)" + (section.title.map { " " + JSONWriter.quoted($0) } ?? ""))
        titleRow(section.title)
        switch section.section.items {
        case .count:
            let items = SpecLens<FlowSpec>.flow.section(index).at(\.section.items).map(
                get: { items -> Int? in
                    if case .count(let count) = items { return count }
                    return nil
                }, set: { $0 = .count($1) })
            count("items", "numberOfItemsInSection", items, source: .section, minimum: 0, maximum: SpecLimits.maximumItems)
        case .sizes(let sizes):
            itemSizeRows(sizes, index)
        }
        if case .count = section.section.items {
            size(
                "itemSize", "sizeForItemAt", inherited(\.layout.itemSize, \.section.itemSize, index),
                source: inheritedSource(
                    flow, \.layout.itemSize, \.section.itemSize, index, key: "itemSize", default: FlowSpec().layout.itemSize))
        }
        let spacingMinimum = -SpecLimits.maximumMagnitude
        number(
            "minimumLineSpacing", "minimumLineSpacingForSectionAt",
            inherited(\.layout.minimumLineSpacing, \.section.minimumLineSpacing, index),
            source: inheritedSource(
                flow, \.layout.minimumLineSpacing, \.section.minimumLineSpacing, index, key: "minimumLineSpacing",
                default: FlowSpec().layout.minimumLineSpacing), minimum: spacingMinimum)
        number(
            "minimumInteritemSpacing", "minimumInteritemSpacingForSectionAt",
            inherited(\.layout.minimumInteritemSpacing, \.section.minimumInteritemSpacing, index),
            source: inheritedSource(
                flow, \.layout.minimumInteritemSpacing, \.section.minimumInteritemSpacing, index, key: "minimumInteritemSpacing",
                default: FlowSpec().layout.minimumInteritemSpacing), minimum: spacingMinimum)
        insets(
            "sectionInset", "insetForSectionAt", inherited(\.layout.sectionInset, \.section.sectionInset, index),
            source: inheritedSource(
                flow, \.layout.sectionInset, \.section.sectionInset, index, key: "sectionInset", default: .zero))
        size(
            "headerReferenceSize", "referenceSizeForHeaderInSection",
            inherited(\.layout.headerReferenceSize, \.section.headerReferenceSize, index),
            source: inheritedSource(
                flow, \.layout.headerReferenceSize, \.section.headerReferenceSize, index, key: "headerReferenceSize",
                default: .zero))
        size(
            "footerReferenceSize", "referenceSizeForFooterInSection",
            inherited(\.layout.footerReferenceSize, \.section.footerReferenceSize, index),
            source: inheritedSource(
                flow, \.layout.footerReferenceSize, \.section.footerReferenceSize, index, key: "footerReferenceSize",
                default: .zero))
        heading("section \(index) background")
        flowBackgroundRows(flow, section: index)
    }

    /// The value section `index` uses: its own, else the layout-wide one; writing gives it its own.
    private func inherited<Value: Sendable>(
        _ global: WritableKeyPath<FlowSpec, Value> & Sendable,
        _ local: WritableKeyPath<FlowSectionSpec, Value?> & Sendable,
        _ index: Int
    ) -> SpecLens<Value> {
        SpecLens<FlowSpec>.flow.map(
            get: { flow in
                flow.sections.indices.contains(index) ? flow.sections[index][keyPath: local] ?? flow[keyPath: global] : nil
            }, set: { flow, value in flow.sections[index][keyPath: local] = value })
    }

    private func inheritedSource<Value: Equatable>(
        _ flow: FlowSpec, _ global: KeyPath<FlowSpec, Value>,
        _ local: KeyPath<FlowSectionSpec, Value?>, _ index: Int,
        key: String, default standard: Value
    ) -> InspectorSource {
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
        let lens = SpecLens<FlowSpec>.flow.section(index).at(\.section.items).map(
            get: { items -> Size? in
                if case .sizes(let sizes) = items, sizes.indices.contains(item) { return sizes[item] }
                return nil
            },
            set: { items, size in
                if case .sizes(var sizes) = items, sizes.indices.contains(item) {
                    sizes[item] = size
                    items = .sizes(sizes)
                }
            })
        size("itemSizes[\(item)]", "sizeForItemAt [\(index), \(item)]", lens, source: .section)
    }
}
