extension LayoutResult {
    /// Every element whose frame intersects `rect` (sharing area with it), section by section: background,
    /// header, cells in item order, footer. O(log n + k): sections and lines are found by binary search,
    /// uniform items in closed form.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(128)   // a screenful, so it rarely grows
        forEachSection(near: rect) { index in collect(section: index, in: rect, into: &result) }
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
        forEachSection(near: rect) { index in
            let offset = orthogonalOffsets.isEmpty ? 0 : orthogonalOffset(orthogonalOffsets, section: index)
            visit(sections[index], section: index, in: rect, crossOffset: offset, body)
        }
    }

    /// Calls `body` with the index of every section whose ink may reach into `rect` along the scroll
    /// axis, in order: the first by binary search, stopping after the last.
    func forEachSection(near rect: Rect, _ body: (Int) -> Void) {
        let axis = scrollDirection
        let low = rect.minMain(axis), high = rect.maxMain(axis)
        var index = partitionPoint(count: sections.count) { runningInkEnd[$0] >= low }
        while index < sections.count, runningInkStart[index] <= high {
            if sections[index].inkStart <= high, sections[index].inkEnd >= low { body(index) }
            index += 1
        }
    }

    /// Calls `body` for every element of the layout, in the order of `elements(in:)`.
    public func forEachElement(_ body: (LayoutAttributes) -> Void) {
        for index in sections.indices {
            visit(sections[index], section: index, in: nil, body)
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
    /// moved by −`crossOffset` across the scroll axis.
    private func visit(_ entry: SectionEntry, section: Int, in rect: Rect?, crossOffset: Double = 0,
                       _ body: (LayoutAttributes) -> Void) {
        func hit(_ frame: Rect) -> Bool { rect.map { frame.intersects($0) } ?? true }
        if let frame = entry.background, hit(frame) {
            body(LayoutAttributes(kind: .background, section: section, frame: frame, style: entry.backgroundStyle))
        }
        if let frame = entry.header, hit(frame) {
            body(LayoutAttributes(kind: .header, section: section, frame: frame))
        }
        if crossOffset != 0 {
            visitScrolledCells(entry, section: section, in: rect, crossOffset: crossOffset, body)
        } else if let rect {
            entry.items.forEach(in: rect) { item, frame in
                body(LayoutAttributes(kind: .cell, section: section, item: item, frame: frame))
            }
        } else {
            entry.items.forEach { item, frame in
                body(LayoutAttributes(kind: .cell, section: section, item: item, frame: frame))
            }
        }
        if let frame = entry.footer, hit(frame) {
            body(LayoutAttributes(kind: .footer, section: section, frame: frame))
        }
    }
}
