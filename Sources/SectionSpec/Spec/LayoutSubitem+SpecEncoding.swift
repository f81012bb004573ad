import SectionLayout

extension LayoutSubitem {
    /// An element of `subitems`: the item object, or the group object (which has `axis`).
    var specJSON: JSONValue {
        switch self {
        case .item(let item): return item.specJSON
        case .group(let group): return group.specJSON
        }
    }
}
