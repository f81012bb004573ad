/// What a group holds: items, or nested groups (in UIKit a group is an item).
public enum LayoutSubitem: Hashable, Sendable {
    /// A cell.
    case item(LayoutItem)
    /// A nested group; its size resolves against the parent group's effective size.
    case group(LayoutGroup)

    /// The subitem's size.
    public var size: LayoutSize {
        switch self {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }
}
