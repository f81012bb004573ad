/// A container of subitems laid out in a line, like `NSCollectionLayoutGroup`.
///
/// - `axis`: `.horizontal` places the subitems side by side along x, `.vertical` stacks them along y.
///   Across that axis every subitem sits at the leading edge of the group's effective area.
/// - Without `count`, `subitems` are placed in order, repeated from the first again, while the next one
///   fits in the group's effective length (an exact fit stays; the first always gets placed). With
///   `.flexible` spacing the leftover length is then shared evenly over the gaps.
/// - With `count`, the group holds exactly that many equal slots that share the effective length after
///   `count − 1` gaps of `interItemSpacing` (the subitems' own length along the axis is ignored; their
///   other extent is kept), filled with `subitems` in order, cycling (UIKit's `subitem:count:` when
///   there is one subitem).
/// - `contentInsets` pad the group: subitems are placed, and their fractions resolved, inside the group's
///   size minus these insets.
///
/// A group without subitems lays out as one item filling its effective area; a group holds at most
/// `LayoutGroup.maximumItems` items, so hostile sizes cannot blow up.
public struct LayoutGroup: Hashable, Sendable {
    /// The direction in which subitems follow each other.
    public var axis: Axis
    /// The group's size (`layoutSize`), resolved against its container's effective size.
    public var size: LayoutSize
    /// The subitems (`subitems`, or the single `subitem` of a `count` group).
    public var subitems: [LayoutSubitem]
    /// The number of equal slots, or `nil` to repeat `subitems` while they fit. Values below 1 count as 1.
    public var count: Int?
    /// Space between neighbouring subitems.
    public var interItemSpacing: LayoutSpacing
    /// Space between the group's edges and its subitems.
    public var contentInsets: DirectionalEdgeInsets

    /// The most items (leaves, through all nesting levels) one group lays out.
    public static let maximumItems = 100_000

    /// Creates a group.
    public init(axis: Axis, size: LayoutSize, subitems: [LayoutSubitem], count: Int? = nil,
                interItemSpacing: LayoutSpacing = .zero, contentInsets: DirectionalEdgeInsets = .zero) {
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
    }

    /// A horizontal group repeating `subitems` while they fit.
    public static func horizontal(_ size: LayoutSize, subitems: [LayoutSubitem],
                                  interItemSpacing: LayoutSpacing = .zero,
                                  contentInsets: DirectionalEdgeInsets = .zero) -> LayoutGroup {
        LayoutGroup(axis: .horizontal, size: size, subitems: subitems, interItemSpacing: interItemSpacing,
                    contentInsets: contentInsets)
    }

    /// A horizontal group of `count` equal slots holding `subitem`.
    public static func horizontal(_ size: LayoutSize, subitem: LayoutSubitem, count: Int,
                                  interItemSpacing: LayoutSpacing = .zero,
                                  contentInsets: DirectionalEdgeInsets = .zero) -> LayoutGroup {
        LayoutGroup(axis: .horizontal, size: size, subitems: [subitem], count: count,
                    interItemSpacing: interItemSpacing, contentInsets: contentInsets)
    }

    /// A vertical group repeating `subitems` while they fit.
    public static func vertical(_ size: LayoutSize, subitems: [LayoutSubitem],
                                interItemSpacing: LayoutSpacing = .zero,
                                contentInsets: DirectionalEdgeInsets = .zero) -> LayoutGroup {
        LayoutGroup(axis: .vertical, size: size, subitems: subitems, interItemSpacing: interItemSpacing,
                    contentInsets: contentInsets)
    }

    /// A vertical group of `count` equal slots holding `subitem`.
    public static func vertical(_ size: LayoutSize, subitem: LayoutSubitem, count: Int,
                                interItemSpacing: LayoutSpacing = .zero,
                                contentInsets: DirectionalEdgeInsets = .zero) -> LayoutGroup {
        LayoutGroup(axis: .vertical, size: size, subitems: [subitem], count: count,
                    interItemSpacing: interItemSpacing, contentInsets: contentInsets)
    }
}
