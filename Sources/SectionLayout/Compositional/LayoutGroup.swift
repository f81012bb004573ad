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
/// - With `customFrames` (`NSCollectionLayoutGroup.custom`), the group holds one cell at each frame, in
///   order, relative to the group's origin (its `axis`, `subitems`, `count`, spacing and insets are not
///   used): the frames its item provider closure would return.
/// - An **estimated** dimension (`.estimated`) is the group's proposed length while its subitems are
///   resolved (a subitem's `fractionalHeight` of an estimated height is of the estimate); then the group
///   takes the length of what it holds: from its origin to the far edge of its subitems' slots (of the
///   cells it holds), plus its trailing content inset. A nested group that changes length so moves the
///   subitems after it.
///
/// A group without subitems (or with no custom frames) lays out as one item filling its effective area;
/// a group holds at most `LayoutGroup.maximumItems` items, so hostile sizes cannot blow up.
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
    /// The frames of a custom group's cells, relative to the group's origin, or `nil` for a group that
    /// places its subitems.
    public var customFrames: [Rect]?

    /// The most items (leaves, through all nesting levels) one group lays out.
    public static let maximumItems = 100_000

    /// Creates a group.
    public init(
        axis: Axis, size: LayoutSize, subitems: [LayoutSubitem], count: Int? = nil,
        interItemSpacing: LayoutSpacing = .zero, contentInsets: DirectionalEdgeInsets = .zero,
        customFrames: [Rect]? = nil
    ) {
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.customFrames = customFrames
    }

    /// A custom group: one cell at each of `frames` (relative to the group's origin), in order, like
    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)` with a provider returning them.
    public static func custom(_ size: LayoutSize, frames: [Rect]) -> LayoutGroup {
        LayoutGroup(axis: .horizontal, size: size, subitems: [], customFrames: frames)
    }

    /// A horizontal group repeating `subitems` while they fit.
    public static func horizontal(
        _ size: LayoutSize, subitems: [LayoutSubitem],
        interItemSpacing: LayoutSpacing = .zero,
        contentInsets: DirectionalEdgeInsets = .zero
    ) -> LayoutGroup {
        LayoutGroup(
            axis: .horizontal, size: size, subitems: subitems, interItemSpacing: interItemSpacing,
            contentInsets: contentInsets)
    }

    /// A horizontal group of `count` equal slots holding `subitem`.
    public static func horizontal(
        _ size: LayoutSize, subitem: LayoutSubitem, count: Int,
        interItemSpacing: LayoutSpacing = .zero,
        contentInsets: DirectionalEdgeInsets = .zero
    ) -> LayoutGroup {
        LayoutGroup(
            axis: .horizontal, size: size, subitems: [subitem], count: count,
            interItemSpacing: interItemSpacing, contentInsets: contentInsets)
    }

    /// A vertical group repeating `subitems` while they fit.
    public static func vertical(
        _ size: LayoutSize, subitems: [LayoutSubitem],
        interItemSpacing: LayoutSpacing = .zero,
        contentInsets: DirectionalEdgeInsets = .zero
    ) -> LayoutGroup {
        LayoutGroup(
            axis: .vertical, size: size, subitems: subitems, interItemSpacing: interItemSpacing,
            contentInsets: contentInsets)
    }

    /// A vertical group of `count` equal slots holding `subitem`.
    public static func vertical(
        _ size: LayoutSize, subitem: LayoutSubitem, count: Int,
        interItemSpacing: LayoutSpacing = .zero,
        contentInsets: DirectionalEdgeInsets = .zero
    ) -> LayoutGroup {
        LayoutGroup(
            axis: .vertical, size: size, subitems: [subitem], count: count,
            interItemSpacing: interItemSpacing, contentInsets: contentInsets)
    }
}
