import SectionLayout
import SectionSpec

// A compositional spec's rows: the layout's `interSectionSpacing` and boundary items, then the selected
// section — its own values (a compositional section gives all of them), its group at every level, its
// boundary items and its background. A value equal to UIKit's default shows as `default`.

extension InspectorBuilder {
    mutating func compositionalLayoutRows(_ compositional: CompositionalSpec) {
        heading("compositional (layout-wide)")
        let lens = SpecLens<CompositionalSpec>.compositional
        number("interSectionSpacing", "configuration.interSectionSpacing", lens.at(\.interSectionSpacing),
               source: layoutSource(compositional.interSectionSpacing, default: 0), minimum: -SpecLimits.maximumMagnitude)
        for (index, item) in compositional.boundarySupplementaryItems.enumerated() {
            heading("layout boundarySupplementaryItems[\(index)] \(JSONWriter.quoted(item.elementKind))")
            boundaryRows(lens.at(\.boundarySupplementaryItems).element(index), item, source: .layout, alignable: true)
        }
    }

    mutating func compositionalSectionRows(_ section: LayoutSection, _ index: Int) {
        self.section = index
        let lens = SpecLens<CompositionalSpec>.compositional.section(index)
        let title = SpecLens<CompositionalSpec>.compositional.get(spec)?.sections[index].title
        heading("section \(index)" + (title.map { " " + JSONWriter.quoted($0) } ?? ""))
        count("items", "numberOfItemsInSection", lens.at(\.items), source: .section, minimum: 0,
              maximum: SpecLimits.maximumItems)
        number("interGroupSpacing", "interGroupSpacing", lens.at(\.interGroupSpacing),
               source: ownSource(section.interGroupSpacing, default: 0), minimum: -SpecLimits.maximumMagnitude)
        insets("contentInsets", "contentInsets", lens.at(\.contentInsets)) { ownSource($0, default: 0) }
        choice("orthogonalScrollingBehavior", "orthogonalScrollingBehavior", lens.at(\.orthogonalScrollingBehavior),
               source: ownSource(section.orthogonalScrollingBehavior, default: .none))
        choice("supplementaryContentInsetsReference", "supplementaryContentInsetsReference",
               lens.at(\.supplementaryContentInsetsReference),
               source: ownSource(section.supplementaryContentInsetsReference, default: .automatic))
        groupRows(lens.at(\.group), section.group, path: "group")
        if let header = section.header {
            heading("section \(index) header")
            boundaryRows(lens.at(\.header).unwrapped(), header, source: .section, alignable: false)
        }
        if let footer = section.footer {
            heading("section \(index) footer")
            boundaryRows(lens.at(\.footer).unwrapped(), footer, source: .section, alignable: false)
        }
        for (position, item) in section.boundarySupplementaryItems.enumerated() {
            heading("section \(index) boundarySupplementaryItems[\(position)] \(JSONWriter.quoted(item.elementKind))")
            boundaryRows(lens.at(\.boundarySupplementaryItems).element(position), item, source: .section, alignable: true)
        }
        heading("section \(index) background")
        if section.background != nil {
            decorationRows(lens.at(\.background).unwrapped())
        } else {
            info("background", "decorationItems", "none", source: .default)
        }
    }

    /// A group's rows under a heading of its own, then each subitem's: an item's size and insets, a
    /// nested group's rows in turn.
    mutating func groupRows(_ lens: SpecLens<LayoutGroup>, _ group: LayoutGroup, path: String) {
        heading("section \(section ?? 0) \(path)")
        choice("axis", "NSCollectionLayoutGroup.horizontal/vertical", lens.at(\.axis), source: .section,
               among: [Axis.horizontal, .vertical], spelled: { $0 == .vertical ? "vertical" : "horizontal" })
        dimension("width", "layoutSize.widthDimension", lens.at(\.size.width), source: .section)
        dimension("height", "layoutSize.heightDimension", lens.at(\.size.height), source: .section)
        if group.count != nil {
            count("count", "subitem(_:count:)", lens.at(\.count).unwrapped(), source: .section, minimum: 1,
                  maximum: LayoutGroup.maximumItems)
        }
        spacingRows("interItemSpacing", "interItemSpacing", lens.at(\.interItemSpacing), group.interItemSpacing)
        insets("contentInsets", "contentInsets", lens.at(\.contentInsets)) { ownSource($0, default: 0) }
        if let frames = group.customFrames {
            info("custom", "NSCollectionLayoutGroup.custom", "\(frames.count) frames", source: .section)
            return
        }
        for (index, subitem) in group.subitems.enumerated() {
            let key = group.subitems.count == 1 ? "" : ".subitems[\(index)]"
            switch subitem {
            case .item(let item):
                heading("section \(section ?? 0) \(path)\(key.isEmpty ? ".item" : key)")
                itemRows(lens.item(index), item)
            case .group(let nested):
                groupRows(lens.group(index), nested, path: "\(path)\(key.isEmpty ? ".group" : key)")
            }
        }
    }

    private mutating func itemRows(_ lens: SpecLens<LayoutItem>, _ item: LayoutItem) {
        dimension("width", "layoutSize.widthDimension", lens.at(\.size.width), source: .section)
        dimension("height", "layoutSize.heightDimension", lens.at(\.size.height), source: .section)
        insets("contentInsets", "contentInsets", lens.at(\.contentInsets)) { ownSource($0, default: 0) }
        if !item.supplementaryItems.isEmpty {
            info("supplementaryItems", "supplementaryItems", "\(item.supplementaryItems.count) badges", source: .section)
        }
    }

    /// A group's `interItemSpacing`: its value, and `+`/`-` on fixed ⇄ flexible.
    private mutating func spacingRows(_ name: String, _ uikit: String, _ lens: SpecLens<LayoutSpacing>,
                                      _ spacing: LayoutSpacing) {
        let value = lens.map(get: { spacing -> Double? in
            switch spacing {
            case .fixed(let value), .flexible(let value): return value
            }
        }, set: { spacing, value in
            if case .flexible = spacing { spacing = .flexible(value) } else { spacing = .fixed(value) }
        })
        number(name, "\(uikit) (.\(spacing.isFlexible ? "flexible" : "fixed"))", value,
               source: ownSource(spacing, default: .fixed(0)), minimum: -SpecLimits.maximumMagnitude)
        choice("\(name) kind", uikit, lens.map(get: { $0.isFlexible }, set: { spacing, flexible in
            let amount: Double
            switch spacing { case .fixed(let value), .flexible(let value): amount = value }
            spacing = flexible ? .flexible(amount) : .fixed(amount)
        }), source: ownSource(spacing, default: .fixed(0)), among: [false, true], spelled: { $0 ? "flexible" : "fixed" })
    }
}

/// A compositional section's value: `.section` when it differs from UIKit's default, else `.default`.
func ownSource<Value: Equatable>(_ value: Value, default standard: Value) -> InspectorSource {
    value == standard ? .default : .section
}

extension LayoutSpacing {
    /// True for `.flexible`.
    var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

extension SpecLens {
    /// The lens on an optional value that is present (`get` is `nil` when it is not).
    func unwrapped<Wrapped>() -> SpecLens<Wrapped> where Value == Wrapped? {
        map(get: { $0 }, set: { $0 = $1 })
    }

    /// The lens on element `index` of an array.
    func element<Element>(_ index: Int) -> SpecLens<Element> where Value == [Element] {
        map(get: { $0.indices.contains(index) ? $0[index] : nil }, set: { $0[index] = $1 })
    }
}
