import SectionLayout

extension LayoutGroup {
    /// The group object: `axis`, `width`, `height`, what it holds, then `count`, `interItemSpacing` and
    /// `contentInsets` when they are not the defaults.
    ///
    /// A single subitem is written as `item` or `group`, several as `subitems`. A group built in Swift
    /// without subitems (one item filling the group) is written as the item that lays out the same: a
    /// `fractionalWidth 1 × fractionalHeight 1` item with `count` 1. A `count` outside 1…`maximumItems`
    /// is written as the value the layout uses.
    var specJSON: JSONValue {
        if let customFrames, !customFrames.isEmpty { return customJSON(customFrames) }
        var members = [JSONMember(key: "axis", value: .string(axis.rawValue))] + CompositionalEncoding.sizeMembers(size)
        var count = self.count
        switch subitems.count {
        case 0:
            let fill = LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1))
            members.append(JSONMember(key: "item", value: fill.specJSON))
            count = 1
        case 1:
            switch subitems[0] {
            case .item(let item): members.append(JSONMember(key: "item", value: item.specJSON))
            case .group(let group): members.append(JSONMember(key: "group", value: group.specJSON))
            }
        default:
            members.append(JSONMember(key: "subitems", value: .array(subitems.map(\.specJSON))))
        }
        if let count {
            let written = Swift.min(Swift.max(count, 1), LayoutGroup.maximumItems) // what the layout uses
            members.append(JSONMember(key: "count", value: .integer(written)))
        }
        if interItemSpacing != .zero {
            members.append(JSONMember(key: "interItemSpacing", value: CompositionalEncoding.spacing(interItemSpacing)))
        }
        if contentInsets != .zero {
            members.append(JSONMember(key: "contentInsets", value: CompositionalEncoding.insets(contentInsets)))
        }
        return .object(members)
    }

    /// A custom group: `axis` only when vertical (a custom group does not use it), `width`, `height`,
    /// `custom`, then `count`, `interItemSpacing` and `contentInsets` when given (kept, not used).
    private func customJSON(_ frames: [Rect]) -> JSONValue {
        var members: [JSONMember] = axis == .vertical ? [JSONMember(key: "axis", value: .string(axis.rawValue))] : []
        members += CompositionalEncoding.sizeMembers(size)
        members.append(JSONMember(key: "custom", value: .array(frames.map(CompositionalEncoding.frame))))
        if let count {
            members.append(JSONMember(key: "count", value: .integer(Swift.min(Swift.max(count, 1), LayoutGroup.maximumItems))))
        }
        if interItemSpacing != .zero {
            members.append(JSONMember(key: "interItemSpacing", value: CompositionalEncoding.spacing(interItemSpacing)))
        }
        if contentInsets != .zero {
            members.append(JSONMember(key: "contentInsets", value: CompositionalEncoding.insets(contentInsets)))
        }
        return .object(members)
    }
}
