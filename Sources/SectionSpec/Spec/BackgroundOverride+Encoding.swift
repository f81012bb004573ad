import SectionLayout

extension BackgroundOverride {
    /// The `background` object with the keys that are set, in the documented order.
    var jsonValue: JSONValue {
        var members: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONMember(key: key, value: value)) }
        }
        add("cover", cover.map { .string($0.rawValue) })
        add("includeHeader", includeHeader.map(JSONValue.bool))
        add("includeFooter", includeFooter.map(JSONValue.bool))
        add("margin", margin.map(SpecEncoding.insets))
        add("whenEmpty", coversEmptySections.map(JSONValue.bool))
        add("color", color.map(SpecEncoding.color))
        add("cornerRadius", cornerRadius.map(SpecEncoding.number))
        add("border", border.map { .object(fromPairs: ["width": .double($0.width), "color": SpecEncoding.color($0.color)]) })
        add(
            "shadow",
            shadow.map {
                .object(fromPairs: [
                    "color": SpecEncoding.color($0.color), "offset": SpecEncoding.size($0.offset),
                    "radius": .double($0.radius), "opacity": .double($0.opacity),
                ])
            })
        add("image", image.map(JSONValue.string))
        return .object(members)
    }
}
