extension LayoutResult {
    /// Every element whose frame intersects `rect` (sharing area with it), section by section: background,
    /// header, cells in item order, footer. O(log n + k): sections and lines are found by binary search,
    /// uniform items in closed form.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement(in: rect) { result.append($0) }
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
        let axis = scrollDirection
        let low = rect.minMain(axis), high = rect.maxMain(axis)
        var index = partitionPoint(count: sections.count) { runningInkEnd[$0] >= low }
        while index < sections.count, runningInkStart[index] <= high {
            let entry = sections[index]
            if entry.inkStart <= high, entry.inkEnd >= low {
                let offset = orthogonalOffsets.isEmpty ? 0 : orthogonalOffset(orthogonalOffsets, section: index)
                visit(entry, section: index, in: rect, crossOffset: offset, body)
            }
            index += 1
        }
    }

    /// Calls `body` for every element of the layout, in the order of `elements(in:)`.
    public func forEachElement(_ body: (LayoutAttributes) -> Void) {
        for (index, entry) in sections.enumerated() {
            visit(entry, section: index, in: nil, body)
        }
    }

    /// Every element of the layout (for exports and tests; prefer `elements(in:)` for drawing).
    public func allElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement { result.append($0) }
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
