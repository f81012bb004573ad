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

    /// Hands `sink` a scrolled section's cells (all, or those whose scrolled frame intersects `rect`;
    /// `false` when the sink stopped the walk). The store is asked with `rect` moved by +offset and
    /// widened a little, then each scrolled frame is tested exactly, so the answer equals filtering the
    /// scrolled frames of all cells.
    func traverseScrolledCells<Sink: ElementSink>(_ entry: SectionEntry, section: Int, in rect: Rect?,
                                                  crossOffset: Double, into sink: inout Sink) -> Bool {
        guard let rect else {
            var going = true
            entry.items.forEach { item, frame in
                if going {
                    going = sink.take(LayoutAttributes(kind: .cell, section: section, item: item,
                                                       frame: scrolled(frame, by: crossOffset)))
                }
            }
            return going
        }
        let axis = scrollDirection
        let tolerance = 1e-9 * (1 + abs(crossOffset) + abs(rect.minCross(axis)) + abs(rect.maxCross(axis)))
        let probe = Rect(main: rect.minMain(axis), cross: rect.minCross(axis) + crossOffset - tolerance,
                         mainLength: rect.size.main(axis), crossLength: rect.size.cross(axis) + 2 * tolerance,
                         axis: axis)
        return entry.items.forEach(in: probe) { item, frame in
            let moved = scrolled(frame, by: crossOffset)
            return !moved.intersects(rect)
                || sink.take(LayoutAttributes(kind: .cell, section: section, item: item, frame: moved))
        }
    }
}
