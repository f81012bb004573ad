extension LayoutResult {
    /// Every element whose frame intersects `rect` (sharing area with it), section by section: background,
    /// header, cells in item order, footer. O(log n + k): sections and lines are found by binary search,
    /// uniform items in closed form.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(128)   // a screenful, so it rarely grows
        forEachSection(near: rect) { index in
            collect(section: index, in: rect, into: &result)
            return true
        }
        return result
    }

    /// Calls `body` for every element intersecting `rect`, in the order of `elements(in:)`, without
    /// collecting them.
    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        forEachElement(in: rect, orthogonalOffsets: [:], body)
    }

    /// Calls `body` for every element intersecting `rect` while the rows of orthogonally scrolling
    /// sections are scrolled: `orthogonalOffsets[s]` is section `s`'s row offset along the cross axis, and
    /// that section's cells are reported (and tested against `rect`) moved by −offset across the scroll
    /// axis. Backgrounds, headers and footers do not move; offsets for other sections, and non-finite
    /// offsets, are ignored. Same order and O(log n + k) cost as `forEachElement(in:_:)`.
    public func forEachElement(in rect: Rect, orthogonalOffsets: [Int: Double],
                               _ body: (LayoutAttributes) -> Void) {
        forEachElement(in: rect, orthogonalOffsets: orthogonalOffsets) { element in
            body(element)
            return true
        }
    }

    /// Calls `body` for every element intersecting `rect` (orthogonal rows scrolled as in
    /// `forEachElement(in:orthogonalOffsets:_:)`, in the same order) while it returns `true`: the walk
    /// stops at the first `false`, so a caller that needs only the first few elements of a crowded
    /// rect pays O(log n + what it took). Returns `false` when `body` stopped it.
    @discardableResult
    public func forEachElement(in rect: Rect, orthogonalOffsets: [Int: Double] = [:],
                               while body: (LayoutAttributes) -> Bool) -> Bool {
        forEachSection(near: rect) { index in
            let offset = orthogonalOffsets.isEmpty ? 0 : orthogonalOffset(orthogonalOffsets, section: index)
            return visit(sections[index], section: index, in: rect, crossOffset: offset, body)
        }
    }

    /// Calls `body` with the index of every section whose ink may reach into `rect` along the scroll
    /// axis, in order, while it returns `true`: the first by binary search, stopping after the last.
    /// Returns `false` when `body` stopped the walk.
    @discardableResult
    func forEachSection(near rect: Rect, _ body: (Int) -> Bool) -> Bool {
        let axis = scrollDirection
        let low = rect.minMain(axis), high = rect.maxMain(axis)
        var index = partitionPoint(count: sections.count) { runningInkEnd[$0] >= low }
        while index < sections.count, runningInkStart[index] <= high {
            QueryWork.touch()
            if sections[index].inkStart <= high, sections[index].inkEnd >= low, !body(index) { return false }
            index += 1
        }
        return true
    }

    /// Calls `body` for every element of the layout, in the order of `elements(in:)`.
    public func forEachElement(_ body: (LayoutAttributes) -> Void) {
        for index in sections.indices {
            visit(sections[index], section: index, in: nil) { element in
                body(element)
                return true
            }
        }
    }

    /// Every element of the layout (for exports and tests; prefer `elements(in:)` for drawing).
    public func allElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(numberOfItems + 3 * sections.count)
        for index in sections.indices { collect(section: index, in: nil, into: &result) }
        return result
    }

    /// Visits one section's elements, all of them or those intersecting `rect`, with the section's cells
    /// moved by −`crossOffset` across the scroll axis, while `body` returns `true` (with no `rect`, every
    /// element is visited). Returns `false` when `body` stopped the walk.
    @discardableResult
    private func visit(_ entry: SectionEntry, section: Int, in rect: Rect?, crossOffset: Double = 0,
                       _ body: (LayoutAttributes) -> Bool) -> Bool {
        func hit(_ frame: Rect) -> Bool { rect.map { frame.intersects($0) } ?? true }
        if let frame = entry.background, hit(frame),
           !body(LayoutAttributes(kind: .background, section: section, frame: frame, style: entry.backgroundStyle)) {
            return false
        }
        if let frame = entry.header, hit(frame), !body(LayoutAttributes(kind: .header, section: section, frame: frame)) {
            return false
        }
        if crossOffset != 0 {
            guard visitScrolledCells(entry, section: section, in: rect, crossOffset: crossOffset, body) else { return false }
        } else if let rect {
            let finished = entry.items.forEach(in: rect) { item, frame in
                body(LayoutAttributes(kind: .cell, section: section, item: item, frame: frame))
            }
            guard finished else { return false }
        } else {
            entry.items.forEach { item, frame in
                _ = body(LayoutAttributes(kind: .cell, section: section, item: item, frame: frame))
            }
        }
        if let frame = entry.footer, hit(frame), !body(LayoutAttributes(kind: .footer, section: section, frame: frame)) {
            return false
        }
        return true
    }
}
