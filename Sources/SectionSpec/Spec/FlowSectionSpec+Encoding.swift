import SectionLayout

extension FlowSectionSpec {
    /// The section object: `title`, `items` or `itemSizes`, then the overrides that are set.
    var jsonValue: JSONValue {
        var members: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONMember(key: key, value: value)) }
        }
        add("title", title.map(JSONValue.string))
        switch items {
        case .count(let count): add("items", .integer(count))
        case .sizes(let sizes): add("itemSizes", .array(sizes.map(SpecEncoding.size)))
        }
        add("itemSize", itemSize.map(SpecEncoding.size))
        add("minimumLineSpacing", minimumLineSpacing.map(SpecEncoding.number))
        add("minimumInteritemSpacing", minimumInteritemSpacing.map(SpecEncoding.number))
        add("sectionInset", sectionInset.map(SpecEncoding.insets))
        add("headerReferenceSize", headerReferenceSize.map(SpecEncoding.size))
        add("footerReferenceSize", footerReferenceSize.map(SpecEncoding.size))
        add("background", background?.jsonValue)
        return .object(members)
    }
}
