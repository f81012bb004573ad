import SectionLayout

extension CompositionalSectionSpec {
    /// The section object: `title` (when given), `items`, `group`, then every other key whose value is
    /// not the default, in the order of `CompositionalSectionSpec.keys` (the content insets reference
    /// always by its newer key, `supplementaryContentInsetsReference`).
    var jsonValue: JSONValue {
        var members: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONMember(key: key, value: value)) }
        }
        add("title", title.map(JSONValue.string))
        add("items", .integer(Swift.max(0, section.items)))
        add("group", section.group.specJSON)
        add("interGroupSpacing", section.interGroupSpacing == 0 ? nil : .double(section.interGroupSpacing))
        add("contentInsets", section.contentInsets == .zero ? nil : CompositionalEncoding.insets(section.contentInsets))
        add(
            "contentInsetsReference",
            section.contentInsetsReference == .automatic ? nil : .string(section.contentInsetsReference.rawValue))
        add(
            "orthogonalScrollingBehavior",
            section.orthogonalScrollingBehavior == .none ? nil : .string(section.orthogonalScrollingBehavior.rawValue))
        let reference = section.supplementaryContentInsetsReference
        add("supplementaryContentInsetsReference", reference == .automatic ? nil : .string(reference.rawValue))
        add("header", section.header.map(CompositionalEncoding.supplementary))
        add("footer", section.footer.map(CompositionalEncoding.supplementary))
        add(
            "boundarySupplementaryItems",
            section.boundarySupplementaryItems.isEmpty
                ? nil
                : .array(section.boundarySupplementaryItems.map(CompositionalEncoding.boundaryItem)))
        add("background", section.background.map(CompositionalEncoding.background))
        return .object(members)
    }
}
