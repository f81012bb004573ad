/// How a section scrolls across the layout's scroll direction, like
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but `none` lays the section's groups
/// out in one row along the cross axis that scrolls on its own; the values differ only in where that row
/// comes to rest (see `OrthogonalRow.restingOffset(near:)`).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own: groups follow each other along the scroll axis.
    case none
    /// Scrolls freely.
    case continuous
    /// Scrolls freely and comes to rest with a group's leading edge at the leading content inset.
    case continuousGroupLeadingBoundary
    /// Pages by the visible width (height when the layout scrolls horizontally).
    case paging
    /// Pages group by group, resting on group leading edges.
    case groupPaging
    /// Pages group by group, resting with a group centred in the visible width.
    case groupPagingCentered

    /// True for every behaviour except `none`.
    public var scrollsOrthogonally: Bool { self != .none }
}
