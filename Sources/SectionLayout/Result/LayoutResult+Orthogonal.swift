extension LayoutResult {
    /// How `section` scrolls across the scroll axis: `.none` for ordinary sections (and every flow-layout
    /// section, and sections out of range).
    public func orthogonalScrolling(inSection section: Int) -> OrthogonalScrollingBehavior {
        orthogonalRow(inSection: section)?.behavior ?? .none
    }

    /// The row of an orthogonally scrolling `section` — its content length along the cross axis, group
    /// pitch and snapping rules — or `nil` when the section does not scroll on its own.
    public func orthogonalRow(inSection section: Int) -> OrthogonalRow? {
        sections.indices.contains(section) ? sections[section].orthogonalRow : nil
    }

    /// The indices of the sections that scroll orthogonally, in order.
    public var orthogonalSections: [Int] {
        sections.indices.filter { sections[$0].orthogonalRow != nil }
    }

    /// `frame` as drawn when its orthogonal row is scrolled by `offset`: moved by −offset across the scroll
    /// axis.
    func scrolled(_ frame: Rect, by offset: Double) -> Rect {
        scrollDirection == .vertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
    }

    /// The offset that applies to `section`: its entry in `offsets` when it scrolls orthogonally and the
    /// value is finite, else 0.
    func orthogonalOffset(_ offsets: [Int: Double], section: Int) -> Double {
        guard sections[section].orthogonalRow != nil, let offset = offsets[section], offset.isFinite else { return 0 }
        return offset
    }

    /// Hands `sink` the entries of `store` (a section's cells or badges) as `make` builds them, moved by
    /// −`crossOffset` across the scroll axis: all, or those whose moved frame intersects `rect`
    /// (`false` when the sink stopped the walk). The store is asked with `rect` moved by +offset and
    /// widened by more than moving a frame can round (`querySlack`), then each moved frame is tested,
    /// so the answer equals filtering the moved frames of all entries. Without an offset the store is
    /// asked with `rect` itself.
    func traverseScrolled<Store: FrameStore, Sink: ElementSink>(
        _ store: Store, in rect: Rect?, crossOffset: Double, into sink: inout Sink,
        make: (Int, Rect) -> LayoutAttributes
    ) -> Bool {
        guard let rect else {
            var going = true
            store.forEach { index, frame in
                if going { going = sink.take(make(index, scrolled(frame, by: crossOffset))) }
            }
            return going
        }
        guard crossOffset != 0 else {
            return store.forEach(in: rect) { index, frame in sink.take(make(index, frame)) }
        }
        let axis = scrollDirection
        let tolerance = querySlack(around: rect, moving: crossOffset)
        let probe = Rect(
            main: rect.minMain(axis), cross: rect.minCross(axis) + crossOffset - tolerance,
            mainLength: rect.size.main(axis), crossLength: rect.size.cross(axis) + 2 * tolerance,
            axis: axis)
        return store.forEach(in: probe) { index, frame in
            let moved = scrolled(frame, by: crossOffset)
            return !moved.intersects(rect) || sink.take(make(index, moved))
        }
    }
}
