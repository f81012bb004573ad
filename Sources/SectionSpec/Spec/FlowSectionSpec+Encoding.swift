import SectionLayout

extension FlowSectionSpec {
    /// The section object: `title`, `items` or `itemSizes`, then the overrides that are set.
    var jsonValue: JSONValue {
        var members: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONMember(key: key, value: value)) }
        }
        add("title", title.map(JSONValue.string))
        switch section.items {
        case .count(let count): add("items", .integer(count))
        case .sizes(let sizes): add("itemSizes", .array(sizes.map(SpecEncoding.size)))
        }
        for metric in FlowMetric.all { add(metric.key, metric.encodeOverride(self)) }
        add("background", background?.jsonValue)
        return .object(members)
    }
}
