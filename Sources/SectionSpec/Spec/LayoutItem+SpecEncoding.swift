import SectionLayout

extension LayoutItem {
    /// The item object: `width`, `height`, and `contentInsets` when not zero.
    var specJSON: JSONValue {
        var members = CompositionalEncoding.sizeMembers(size)
        if contentInsets != .zero {
            members.append(JSONMember(key: "contentInsets", value: CompositionalEncoding.insets(contentInsets)))
        }
        return .object(members)
    }
}
