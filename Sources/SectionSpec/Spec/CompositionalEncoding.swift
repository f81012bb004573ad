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
        .object(fromPairs: ["top": .double(insets.top), "leading": .double(insets.leading),
                            "bottom": .double(insets.bottom), "trailing": .double(insets.trailing)])
    }

    /// A `header` or `footer`: `width`, `height`, and `extendsBoundary` when false.
    static func supplementary(_ item: BoundarySupplementaryItem) -> JSONValue {
        var members = sizeMembers(item.size)
        if !item.extendsBoundary { members.append(JSONMember(key: "extendsBoundary", value: .bool(false))) }
        return .object(members)
    }

    /// A section's `background`: `contentInsets` when not zero, then the style keys that are set, as a
    /// flow `background` writes them.
    static func background(_ background: BackgroundDecoration) -> JSONValue {
        var members: [JSONMember] = []
        if background.contentInsets != .zero {
            members.append(JSONMember(key: "contentInsets", value: insets(background.contentInsets)))
        }
        let style = background.style
        let styleKeys = BackgroundOverride(color: style.color, cornerRadius: style.cornerRadius == 0 ? nil : style.cornerRadius,
                                           border: style.border, shadow: style.shadow, image: style.image)
        if case .object(let styleMembers) = styleKeys.jsonValue { members += styleMembers }
        return .object(members)
    }
}
