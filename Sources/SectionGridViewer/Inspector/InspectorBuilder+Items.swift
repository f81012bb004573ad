import SectionLayout
import SectionSpec

// What a compositional item and a custom group can say besides their sizes: an item's edge spacing
// (`NSCollectionLayoutEdgeSpacing`), its badges (`NSCollectionLayoutSupplementaryItem`), and a
// custom group's frames (`NSCollectionLayoutGroup.custom`'s `NSCollectionLayoutGroupCustomItem`s).

extension InspectorBuilder {
    /// Each edge's spacing: its kind (`none`, `fixed`, `flexible`) and, when it has one, its amount.
    mutating func edgeSpacingRows(_ lens: SpecLens<LayoutItem>, _ item: LayoutItem, json: JSONPath) {
        let spacing = lens.map(
            get: { $0.edgeSpacing ?? LayoutEdgeSpacing() },
            set: { item, spacing in
                item.edgeSpacing = spacing == LayoutEdgeSpacing() ? nil : spacing
            })
        let edges: [(String, WritableKeyPath<LayoutEdgeSpacing, LayoutSpacing?> & Sendable)] =
            [("leading", \.leading), ("top", \.top), ("trailing", \.trailing), ("bottom", \.bottom)]
        for (edge, key) in edges {
            let value = item.edgeSpacing?[keyPath: key]
            let given = source(json.then(edge), .section, differs: value != nil)
            let edgeLens = spacing.at(key)
            choice(
                "edgeSpacing.\(edge)", "edgeSpacing.\(edge)",
                edgeLens.map(
                    get: { $0.kindName },
                    set: { spacing, kind in
                        let amount =
                            spacing.map { spacing -> Double in
                                switch spacing {
                                case .fixed(let value), .flexible(let value): return value
                                }
                            } ?? 0
                        spacing = kind == "fixed" ? .fixed(amount) : kind == "flexible" ? .flexible(amount) : nil
                    }), source: given, among: ["none", "fixed", "flexible"], spelled: { $0 })
            if value != nil {
                number(
                    "edgeSpacing.\(edge) amount", "edgeSpacing.\(edge) (.\(value?.kindName ?? ""))",
                    spacingLens(edgeLens.unwrapped()), source: given, minimum: -SpecLimits.maximumMagnitude)
            }
        }
    }

    /// Each badge's size, zIndex and the offset of its container anchor.
    mutating func badgeRows(_ lens: SpecLens<LayoutItem>, _ item: LayoutItem) {
        for (index, badge) in item.supplementaryItems.enumerated() {
            let badgeLens = lens.at(\.supplementaryItems).element(index)
            let name = "supplementaryItems[\(index)]"
            info(name, "NSCollectionLayoutSupplementaryItem", JSONWriter.quoted(badge.elementKind), source: .section)
            dimension("\(name).width", "layoutSize.widthDimension", badgeLens.at(\.size.width), source: .section)
            dimension("\(name).height", "layoutSize.heightDimension", badgeLens.at(\.size.height), source: .section)
            choice(
                "\(name).edges", "containerAnchor.edges", badgeLens.at(\.containerAnchor.edges), source: .section,
                among: DirectionalRectEdges.anchorChoices, spelled: \.anchorName)
            if case .absolute = badge.containerAnchor.offset {
                let offset = badgeLens.at(\.containerAnchor.offset).map(
                    get: { offset -> Point? in
                        if case .absolute(let point) = offset { return point }
                        return nil
                    }, set: { $0 = .absolute($1) })
                let minimum = -SpecLimits.maximumMagnitude
                number("\(name).offset.x", "containerAnchor absoluteOffset.x", offset.at(\.x), source: .section, minimum: minimum)
                number("\(name).offset.y", "containerAnchor absoluteOffset.y", offset.at(\.y), source: .section, minimum: minimum)
            }
            count(
                "\(name).zIndex", "zIndex", badgeLens.at(\.zIndex), source: .section,
                minimum: -Int(SpecLimits.maximumMagnitude), maximum: Int(SpecLimits.maximumMagnitude))
        }
    }

    /// A custom group's frames, each an x, y, width and height in points.
    mutating func customFrameRows(_ lens: SpecLens<LayoutGroup>, _ frames: [Rect]) {
        info("custom", "NSCollectionLayoutGroup.custom", "\(frames.count) frames", source: .section)
        let minimum = -SpecLimits.maximumMagnitude
        for index in frames.indices {
            let frame = lens.map(
                get: { group -> Rect? in
                    guard let frames = group.customFrames, frames.indices.contains(index) else { return nil }
                    return frames[index]
                }, set: { group, frame in group.customFrames?[index] = frame })
            let name = "custom[\(index)]"
            number(
                "\(name).x", "NSCollectionLayoutGroupCustomItem frame.x",
                frame.map(get: { $0.minX }, set: { $0 = Rect(x: $1, y: $0.minY, width: $0.width, height: $0.height) }),
                source: .section, minimum: minimum)
            number(
                "\(name).y", "NSCollectionLayoutGroupCustomItem frame.y",
                frame.map(get: { $0.minY }, set: { $0 = Rect(x: $0.minX, y: $1, width: $0.width, height: $0.height) }),
                source: .section, minimum: minimum)
            number(
                "\(name).width", "NSCollectionLayoutGroupCustomItem frame.width",
                frame.map(get: { $0.width }, set: { $0 = Rect(x: $0.minX, y: $0.minY, width: $1, height: $0.height) }),
                source: .section)
            number(
                "\(name).height", "NSCollectionLayoutGroupCustomItem frame.height",
                frame.map(get: { $0.height }, set: { $0 = Rect(x: $0.minX, y: $0.minY, width: $0.width, height: $1) }),
                source: .section)
        }
    }
}

extension Optional where Wrapped == LayoutSpacing {
    /// `none`, `fixed` or `flexible`.
    var kindName: String {
        switch self {
        case .none: return "none"
        case .fixed?: return "fixed"
        case .flexible?: return "flexible"
        }
    }
}

extension LayoutSpacing {
    /// `fixed` or `flexible`.
    var kindName: String { isFlexible ? "flexible" : "fixed" }
}

extension DirectionalRectEdges {
    /// The anchors `+`/`-` step a badge through: a corner, an edge's middle, or the centre.
    static let anchorChoices: [DirectionalRectEdges] = [
        [.top, .trailing], [.top], [.top, .leading], [.leading], [.bottom, .leading], [.bottom], [.bottom, .trailing],
        [.trailing], [],
    ]

    /// The edges as a spec writes them (`top+trailing`, `centre`).
    var anchorName: String {
        let names = [(DirectionalRectEdges.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
            .filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "centre" : names.joined(separator: "+")
    }
}
