import SectionLayout

extension LayoutItem {
    /// The item object: `width`, `height`, then `contentInsets`, `edgeSpacing` and `supplementaryItems`
    /// where given.
    var specJSON: JSONValue {
        var members = CompositionalEncoding.sizeMembers(size)
        if contentInsets != .zero {
            members.append(JSONMember(key: "contentInsets", value: CompositionalEncoding.insets(contentInsets)))
        }
        if let edgeSpacing {
            members.append(JSONMember(key: "edgeSpacing", value: CompositionalEncoding.edgeSpacing(edgeSpacing)))
        }
        if !supplementaryItems.isEmpty {
            members.append(
                JSONMember(
                    key: "supplementaryItems",
                    value: .array(supplementaryItems.map(CompositionalEncoding.supplementaryItem))))
        }
        return .object(members)
    }
}
