import SectionLayout
import SectionSpec

// A compositional spec's rows: the layout's `interSectionSpacing` and boundary items, then the selected
// section — its own values (a compositional section gives all of them), its group at every level, its
// boundary items and its background. A value equal to UIKit's default shows as `default`.

extension InspectorBuilder {
    mutating func compositionalLayoutRows(_ compositional: CompositionalSpec) {
        heading("compositional (layout-wide)")
        let lens = SpecLens<CompositionalSpec>.compositional
        number(
            "interSectionSpacing", "configuration.interSectionSpacing", lens.at(\.interSectionSpacing),
            source: source(.to("interSectionSpacing"), .layout, differs: compositional.interSectionSpacing != 0),
            minimum: -SpecLimits.maximumMagnitude)
        choice(
            "contentInsetsReference", "configuration.contentInsetsReference", lens.at(\.contentInsetsReference),
            source: source(.to("contentInsetsReference"), .layout, differs: compositional.contentInsetsReference != .safeArea))
        for (index, item) in compositional.boundarySupplementaryItems.enumerated() {
            heading("layout boundarySupplementaryItems[\(index)] \(JSONWriter.quoted(item.elementKind))")
            boundaryRows(
                lens.at(\.boundarySupplementaryItems).element(index), item, source: .layout, alignable: true,
                path: .to("boundarySupplementaryItems", index))
        }
    }

    mutating func compositionalSectionRows(_ section: LayoutSection, _ index: Int) {
        self.section = index
        let lens = SpecLens<CompositionalSpec>.compositional.section(index)
        let title = SpecLens<CompositionalSpec>.compositional.get(spec)?.sections[index].title
        let path = JSONPath.to("sections", index)
        func own<Value: Equatable>(_ key: String, _ value: Value, _ standard: Value) -> InspectorSource {
            source(path.then(key), .section, differs: value != standard)
        }
        heading("section \(index)" + (title.map { " " + JSONWriter.quoted($0) } ?? ""))
        titleRow(title)
        count(
            "items", "numberOfItemsInSection", lens.at(\.items), source: .section, minimum: 0,
            maximum: SpecLimits.maximumItems)
        number(
            "interGroupSpacing", "interGroupSpacing", lens.at(\.interGroupSpacing),
            source: own("interGroupSpacing", section.interGroupSpacing, 0), minimum: -SpecLimits.maximumMagnitude)
        insets("contentInsets", "contentInsets", lens.at(\.contentInsets), path: path.then("contentInsets"), level: .section)
        choice(
            "contentInsetsReference", "contentInsetsReference", lens.at(\.contentInsetsReference),
            source: own("contentInsetsReference", section.contentInsetsReference, .automatic))
        choice(
            "orthogonalScrollingBehavior", "orthogonalScrollingBehavior", lens.at(\.orthogonalScrollingBehavior),
            source: own("orthogonalScrollingBehavior", section.orthogonalScrollingBehavior, .none))
        choice(
            "supplementaryContentInsetsReference", "supplementaryContentInsetsReference",
            lens.at(\.supplementaryContentInsetsReference),
            source: own("supplementaryContentInsetsReference", section.supplementaryContentInsetsReference, .automatic))
        groupRows(lens.at(\.group), section.group, path: "group", json: path.then("group"))
        for (key, footer) in [("header", false), ("footer", true)] {
            heading("section \(index) \(key)")
            let part = footer ? lens.at(\.footer) : lens.at(\.header)
            presenceRow(key, "boundarySupplementaryItems (\(key))", part, adding: Self.newBoundaryItem(spec.scrollDirection))
            if let item = footer ? section.footer : section.header {
                boundaryRows(part.unwrapped(), item, source: .section, alignable: false, path: path.then(key))
            }
        }
        for (position, item) in section.boundarySupplementaryItems.enumerated() {
            heading("section \(index) boundarySupplementaryItems[\(position)] \(JSONWriter.quoted(item.elementKind))")
            boundaryRows(
                lens.at(\.boundarySupplementaryItems).element(position), item, source: .section, alignable: true,
                path: path.then("boundarySupplementaryItems", position))
        }
        heading("section \(index) background")
        presenceRow("background", "decorationItems", lens.at(\.background), adding: Self.newBackground)
        if section.background != nil {
            decorationRows(lens.at(\.background).unwrapped(), path: path.then("background"))
        }
    }

    /// A group's rows under a heading of its own, then each subitem's: an item's size and insets, a
    /// nested group's rows in turn. `json` is where the group sits in the file.
    mutating func groupRows(_ lens: SpecLens<LayoutGroup>, _ group: LayoutGroup, path: String, json: JSONPath) {
        heading("section \(section ?? 0) \(path)")
        choice(
            "axis", "NSCollectionLayoutGroup.horizontal/vertical", lens.at(\.axis), source: .section,
            among: [Axis.horizontal, .vertical], spelled: { $0 == .vertical ? "vertical" : "horizontal" })
        dimension("width", "layoutSize.widthDimension", lens.at(\.size.width), source: .section)
        dimension("height", "layoutSize.heightDimension", lens.at(\.size.height), source: .section)
        if group.count != nil {
            count(
                "count", "subitem(_:count:)", lens.at(\.count).unwrapped(), source: .section, minimum: 1,
                maximum: LayoutGroup.maximumItems)
        }
        spacingRows(
            "interItemSpacing", "interItemSpacing", lens.at(\.interItemSpacing), group.interItemSpacing,
            source: source(json.then("interItemSpacing"), .section, differs: group.interItemSpacing != .fixed(0)))
        insets("contentInsets", "contentInsets", lens.at(\.contentInsets), path: json.then("contentInsets"), level: .section)
        if let frames = group.customFrames {
            customFrameRows(lens, frames)
            return
        }
        for (index, subitem) in group.subitems.enumerated() {
            let single = group.subitems.count == 1
            let key = single ? "" : ".subitems[\(index)]"
            switch subitem {
            case .item(let item):
                heading("section \(section ?? 0) \(path)\(key.isEmpty ? ".item" : key)")
                itemRows(lens.item(index), item, json: single ? json.then("item") : json.then("subitems", index))
            case .group(let nested):
                groupRows(
                    lens.group(index), nested, path: "\(path)\(key.isEmpty ? ".group" : key)",
                    json: single ? json.then("group") : json.then("subitems", index))
            }
        }
    }

    private mutating func itemRows(_ lens: SpecLens<LayoutItem>, _ item: LayoutItem, json: JSONPath) {
        dimension("width", "layoutSize.widthDimension", lens.at(\.size.width), source: .section)
        dimension("height", "layoutSize.heightDimension", lens.at(\.size.height), source: .section)
        insets("contentInsets", "contentInsets", lens.at(\.contentInsets), path: json.then("contentInsets"), level: .section)
        edgeSpacingRows(lens, item, json: json.then("edgeSpacing"))
        badgeRows(lens, item)
    }

    /// A group's `interItemSpacing`: its value, and `+`/`-` on fixed ⇄ flexible.
    func spacingLens(_ lens: SpecLens<LayoutSpacing>) -> SpecLens<Double> {
        lens.map(
            get: { spacing -> Double? in
                switch spacing {
                case .fixed(let value), .flexible(let value): return value
                }
            },
            set: { spacing, value in
                if case .flexible = spacing { spacing = .flexible(value) } else { spacing = .fixed(value) }
            })
    }

    private mutating func spacingRows(
        _ name: String, _ uikit: String, _ lens: SpecLens<LayoutSpacing>,
        _ spacing: LayoutSpacing, source: InspectorSource
    ) {
        number(
            name, "\(uikit) (.\(spacing.isFlexible ? "flexible" : "fixed"))", spacingLens(lens), source: source,
            minimum: -SpecLimits.maximumMagnitude)
        choice(
            "\(name) kind", uikit,
            lens.map(
                get: { $0.isFlexible },
                set: { spacing, flexible in
                    let amount: Double
                    switch spacing {
                    case .fixed(let value), .flexible(let value): amount = value
                    }
                    spacing = flexible ? .flexible(amount) : .fixed(amount)
                }), source: source, among: [false, true], spelled: { $0 ? "flexible" : "fixed" })
    }
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
