/// How a rect query stays exact: one predicate, on the frames as handed out.
///
/// A rect query answers exactly the elements whose frame, as `allElements(context:)` hands it out —
/// mirrored for a right-to-left result, moved by its row's orthogonal offset, pinned —, intersects the
/// rect by `Rect.intersects` (docs/limits.md, "Rect queries"). The index finds them in the stored
/// left-to-right coordinates, where mirroring (`x' = width − maxX`), offsets and the closed forms round:
/// an edge that lands exactly on the rect's edge in one computation can land a bit inside or outside in
/// another. So the stored sections are searched with a probe — the rect in stored coordinates, grown
/// by more than any such rounding (`querySlack`) — and every element found is tested once more, as
/// shown, against the rect itself (`ShownElements`). The probe only adds the few elements within the
/// slack of the rect's edges, so queries stay O(log n + k).
extension LayoutResult {
    /// More than the rounding of any computation that places an element or a query edge near `rect`:
    /// a few units in the last place of the largest magnitude involved — the layout's farthest edge
    /// (`reach`), the mirror's width, `rect`'s edges and `distance` (an orthogonal offset). None when
    /// frames are neither mirrored nor moved: the stores then test the frames they hand out against
    /// the rect itself, and a probe grown past coinciding zero-size items on the rect's edge would
    /// walk every one of them (`CompositionalHostileTests.hugeItemCountsStayClosedForm`: `Int.max` of
    /// them) only for the exact test to drop each.
    func querySlack(around rect: Rect, moving distance: Double = 0) -> Double {
        guard mirror != nil || distance != 0 else { return 0 }
        let width = mirror.map { abs($0.width) } ?? 0
        return 64 * Double.ulpOfOne * (1 + reach + width + rect.reach + abs(distance))
    }

    /// The rect the stored sections are searched with for a query of `rect`: `rect` in the stored
    /// coordinates, grown by `querySlack(around:)`.
    func probe(for rect: Rect) -> Rect {
        stored(rect).outset(by: querySlack(around: rect))
    }
}

/// Hands a sink the elements of a walk as shown — mirrored back when the result is right to left —
/// and, for a rect query, only those whose shown frame intersects the query's rect: the walk searched a
/// slightly larger probe (`LayoutResult.probe(for:)`), and this is the one exact test.
struct ShownElements<Base: ElementSink>: ElementSink {
    var base: Base
    /// The mirror of a right-to-left result (`nil`: frames are shown as stored).
    let mirror: HorizontalMirror?
    /// The query's rect (`nil`: every element, for enumerations).
    let rect: Rect?

    var takesItemSupplementaries: Bool { base.takesItemSupplementaries }

    mutating func take(_ element: consuming LayoutAttributes) -> Bool {
        var element = element
        if let mirror { element.frame = mirror(element.frame) }
        if let rect, !element.frame.intersects(rect) { return true }
        return base.take(element)
    }
}
