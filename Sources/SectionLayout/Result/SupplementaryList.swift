/// A section's supplementary elements in query order: the first three held inline, any more in an
/// array.
///
/// Most sections have at most three (background, header, footer), so a layout stays one allocation of
/// section entries, as it was with fixed slots. A second array per layout, or
/// one per section, cost a large layout four times the time (`flow.prepare.uniform`): glibc gave their
/// pages back and faulted them in again on every relayout, or each section paid for its allocation.
struct SupplementaryList: Sendable, Equatable {
    /// Elements in the list.
    private(set) var count = 0
    /// The first three elements (`nil` past `count`).
    private var first, second, third: SupplementaryElement?
    /// The elements after the third.
    private var more: [SupplementaryElement] = []

    /// An empty list.
    init() {}

    /// True when the list has no elements.
    var isEmpty: Bool { count == 0 }

    /// Adds `element` at the end.
    mutating func append(_ element: consuming SupplementaryElement) {
        switch count {
        case 0: first = element
        case 1: second = element
        case 2: third = element
        default: more.append(element)
        }
        count += 1
    }

    /// The smallest start and the largest end of the elements' frames along `axis`, with `low` and
    /// `high` as the starting values.
    func mainExtent(_ axis: Axis, from low: Double, to high: Double) -> (low: Double, high: Double) {
        var extent = (low: low, high: high)
        Self.widen(&extent, by: first, axis)
        Self.widen(&extent, by: second, axis)
        Self.widen(&extent, by: third, axis)
        for element in more { Self.widen(&extent, by: element, axis) }
        return extent
    }

    /// `extent` grown to reach `element`'s frame along `axis`.
    private static func widen(_ extent: inout (low: Double, high: Double), by element: SupplementaryElement?, _ axis: Axis) {
        guard let element else { return }
        extent = (Swift.min(extent.low, element.frame.minMain(axis)), Swift.max(extent.high, element.frame.maxMain(axis)))
    }

    /// Calls `body` with each element in order while it returns `true` (the list is read in place, not
    /// copied); returns `false` when `body` stopped the walk.
    @discardableResult
    func forEach(while body: (SupplementaryElement) -> Bool) -> Bool {
        guard let first else { return true }
        guard body(first) else { return false }
        guard let second else { return true }
        guard body(second) else { return false }
        guard let third else { return true }
        guard body(third) else { return false }
        for element in more where !body(element) { return false }
        return true
    }
}
