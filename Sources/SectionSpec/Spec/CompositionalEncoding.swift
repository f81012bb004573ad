import SectionLayout

/// Compositional spec values as JSON, the inverse of `CompositionalDecoding`.
enum CompositionalEncoding {
    /// `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"absolute": p}` or `{"estimated": p}`.
    static func dimension(_ dimension: LayoutDimension) -> JSONValue {
        switch dimension {
        case .fractionalWidth(let fraction): return .object(fromPairs: ["fractionalWidth": .double(fraction)])
        case .fractionalHeight(let fraction): return .object(fromPairs: ["fractionalHeight": .double(fraction)])
        case .absolute(let length): return .object(fromPairs: ["absolute": .double(length)])
        case .estimated(let length): return .object(fromPairs: ["estimated": .double(length)])
        }
    }

    /// The `width` and `height` members of an object with a `LayoutSize`.
    static func sizeMembers(_ size: LayoutSize) -> [JSONMember] {
        [JSONMember(key: "width", value: dimension(size.width)), JSONMember(key: "height", value: dimension(size.height))]
    }

    /// `{"fixed": p}` or `{"flexible": p}`.
    static func spacing(_ spacing: LayoutSpacing) -> JSONValue {
        switch spacing {
        case .fixed(let value): return .object(fromPairs: ["fixed": .double(value)])
        case .flexible(let value): return .object(fromPairs: ["flexible": .double(value)])
        }
    }

    /// `{top, leading, bottom, trailing}`, every edge written.
    static func insets(_ insets: DirectionalEdgeInsets) -> JSONValue {
        .object(fromPairs: [
            "top": .double(insets.top), "leading": .double(insets.leading),
            "bottom": .double(insets.bottom), "trailing": .double(insets.trailing),
        ])
    }

    /// `{"x", "y"}`.
    static func point(_ point: Point) -> JSONValue {
        .object(fromPairs: ["x": .double(point.x), "y": .double(point.y)])
    }

    /// A `header` or `footer`: `width`, `height`, then the other keys where they differ from UIKit's
    /// defaults.
    static func supplementary(_ item: BoundarySupplementaryItem) -> JSONValue {
        .object(sizeMembers(item.size) + boundaryOptions(item))
    }

    /// An element of `boundarySupplementaryItems`: `elementKind`, `width`, `height`, `alignment`, then
    /// the other keys where they differ from UIKit's defaults.
    static func boundaryItem(_ item: BoundarySupplementaryItem) -> JSONValue {
        .object(
            [JSONMember(key: "elementKind", value: .string(item.elementKind))] + sizeMembers(item.size)
                + [JSONMember(key: "alignment", value: .string(item.alignment.rawValue))] + boundaryOptions(item))
    }

    /// A boundary item's optional keys, in `BoundarySupplementaryItem.specKeys` order, where they differ
    /// from the defaults.
    private static func boundaryOptions(_ item: BoundarySupplementaryItem) -> [JSONMember] {
        var members: [JSONMember] = []
        if item.absoluteOffset != .zero { members.append(JSONMember(key: "absoluteOffset", value: point(item.absoluteOffset))) }
        if !item.extendsBoundary { members.append(JSONMember(key: "extendsBoundary", value: .bool(false))) }
        if item.pinToVisibleBounds { members.append(JSONMember(key: "pinToVisibleBounds", value: .bool(true))) }
        if item.zIndex != 0 { members.append(JSONMember(key: "zIndex", value: .integer(item.zIndex))) }
        if item.contentInsets != .zero { members.append(JSONMember(key: "contentInsets", value: insets(item.contentInsets))) }
        return members
    }

    /// An element of an item's `supplementaryItems`: `elementKind`, `width`, `height`,
    /// `containerAnchor`, then `itemAnchor` when given and `zIndex` when not 0.
    static func supplementaryItem(_ item: LayoutSupplementaryItem) -> JSONValue {
        var members = [JSONMember(key: "elementKind", value: .string(item.elementKind))] + sizeMembers(item.size)
        members.append(JSONMember(key: "containerAnchor", value: anchor(item.containerAnchor)))
        if let itemAnchor = item.itemAnchor { members.append(JSONMember(key: "itemAnchor", value: anchor(itemAnchor))) }
        if item.zIndex != 0 { members.append(JSONMember(key: "zIndex", value: .integer(item.zIndex))) }
        return .object(members)
    }

    /// An anchor: `edges`, then `absoluteOffset` when not zero or `fractionalOffset` (always, so it reads
    /// back as fractional).
    static func anchor(_ anchor: LayoutAnchor) -> JSONValue {
        let edges = CompositionalDecoding.edgeNames.filter { anchor.edges.contains($0.edge) }.map { JSONValue.string($0.name) }
        var members = [JSONMember(key: "edges", value: .array(edges))]
        switch anchor.offset {
        case .absolute(let offset) where offset != .zero:
            members.append(JSONMember(key: "absoluteOffset", value: point(offset)))
        case .fractional(let offset):
            members.append(JSONMember(key: "fractionalOffset", value: point(offset)))
        case .absolute:
            break
        }
        return .object(members)
    }

    /// An item's `edgeSpacing`: the edges that have spacing.
    static func edgeSpacing(_ spacing: LayoutEdgeSpacing) -> JSONValue {
        var members: [JSONMember] = []
        for (key, value) in [
            ("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing),
            ("bottom", spacing.bottom),
        ] {
            if let value { members.append(JSONMember(key: key, value: self.spacing(value))) }
        }
        return .object(members)
    }

    /// A custom group's frame: `x`, `y`, `width`, `height`.
    static func frame(_ frame: Rect) -> JSONValue {
        .object(fromPairs: [
            "x": .double(frame.minX), "y": .double(frame.minY), "width": .double(frame.width),
            "height": .double(frame.height),
        ])
    }

    /// A section's `background`: `contentInsets` when not zero, then the style keys that are set, as a
    /// flow `background` writes them.
    static func background(_ background: BackgroundDecoration) -> JSONValue {
        var members: [JSONMember] = []
        if background.contentInsets != .zero {
            members.append(JSONMember(key: "contentInsets", value: insets(background.contentInsets)))
        }
        let style = background.style
        let styleKeys = BackgroundOverride(
            color: style.color, cornerRadius: style.cornerRadius == 0 ? nil : style.cornerRadius,
            border: style.border, shadow: style.shadow, image: style.image)
        if case .object(let styleMembers) = styleKeys.jsonValue { members += styleMembers }
        return .object(members)
    }
}
