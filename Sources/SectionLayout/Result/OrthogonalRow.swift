/// The row of an orthogonally scrolling section: its groups run across the layout's scroll axis and the
/// row scrolls on its own, by an *offset* along the cross axis (content moves by −offset). Carries what
/// a viewer needs to scroll it and to snap as the section's behaviour says.
///
/// Lengths are along the cross axis (widths when the layout scrolls vertically).
public struct OrthogonalRow: Hashable, Sendable {
    /// How the row scrolls and where it comes to rest.
    public var behavior: OrthogonalScrollingBehavior
    /// The row's content length: the section's leading content inset, all groups with the inter-group
    /// spacing between them, and the trailing content inset.
    public var contentLength: Double
    /// The visible length: the container's cross extent.
    public var visibleLength: Double
    /// The collection view's bounds across the scroll axis (the visible length plus the content inset
    /// on both sides): the page of `paging` ("page size == extent of the collection view's bounds",
    /// `UICollectionViewCompositionalLayout.h`).
    public var boundsLength: Double
    /// Where the first group starts: the section's leading content inset, plus for
    /// `groupPagingCentered` the padding that centres a group in the section's effective width.
    public var groupStart: Double
    /// One group's length.
    public var groupLength: Double
    /// Distance between the starts of consecutive groups (group length plus inter-group spacing).
    public var groupPitch: Double
    /// Number of groups.
    public var groupCount: Int

    /// Creates a row description; `boundsLength` defaults to the visible length (no content inset).
    public init(
        behavior: OrthogonalScrollingBehavior, contentLength: Double, visibleLength: Double,
        groupStart: Double, groupLength: Double, groupPitch: Double, groupCount: Int,
        boundsLength: Double? = nil
    ) {
        self.behavior = behavior
        self.contentLength = contentLength
        self.visibleLength = visibleLength
        self.boundsLength = boundsLength ?? visibleLength
        self.groupStart = groupStart
        self.groupLength = groupLength
        self.groupPitch = groupPitch
        self.groupCount = groupCount
    }

    /// The offset at which group `index` is centred in the visible length.
    public func centredOffset(ofGroup index: Int) -> Double {
        groupStart + Double(index) * groupPitch + groupLength / 2 - visibleLength / 2
    }

    /// The offsets the row can scroll to: from 0 until its end reaches the visible end. (A
    /// `groupPagingCentered` row is padded on both sides by the layout — "additional leading and
    /// trailing content insets to center each group", `UICollectionViewCompositionalLayout.h` — so its
    /// first and last group are centred within this range.)
    public var offsetRange: ClosedRange<Double> {
        0...Swift.max(0, finite(contentLength - visibleLength))
    }

    /// The distance between resting offsets: the collection view's bounds for `paging`, the group pitch
    /// for the group behaviours, `nil` for free scrolling (or when that distance is not positive).
    public var pageLength: Double? {
        let length: Double
        switch behavior {
        case .none, .continuous: return nil
        case .paging: length = boundsLength
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered: length = groupPitch
        }
        return length > 0 && length.isFinite ? length : nil
    }

    /// Where the row comes to rest near `proposed`: clamped into `offsetRange`, and for paging behaviours
    /// the nearest page (multiples of the bounds' length) or group (`g · groupPitch`: group `g` where the
    /// first group is at offset 0 — its leading edge at the leading inset, or centred for
    /// `groupPagingCentered`). A viewer steps by pages with `restingOffset(near: offset ± pageLength)`.
    public func restingOffset(near proposed: Double) -> Double {
        let range = offsetRange
        func clamp(_ value: Double) -> Double { Swift.min(Swift.max(finite(value), range.lowerBound), range.upperBound) }
        guard let page = pageLength else { return clamp(proposed) }
        let target = clamp(proposed)
        switch behavior {
        case .paging:
            return clamp((target / page).rounded() * page)
        default:
            return clamp(Double(nearestGroup(target / page)) * page)
        }
    }

    /// The group index nearest to the fractional index `value`, within `0..<groupCount`.
    private func nearestGroup(_ value: Double) -> Int {
        let rounded = value.rounded()
        guard rounded > 0 else { return 0 }
        return rounded < Double(groupCount - 1) ? Int(rounded) : Swift.max(0, groupCount - 1)
    }
}
