extension LayoutResult {
    /// The one walk over a section's elements that every query and enumeration goes through: hands
    /// `sink` the elements of section `index` — all of them (`rect` nil), or those whose frame
    /// intersects `rect` — in query order: the supplementary elements reported before the cells
    /// (background, header), the cells in item order, then the others (footer). An orthogonally
    /// scrolling section's cells are moved by its offset in `context`. Returns `false` when the sink
    /// stopped the walk.
    func traverse<Sink: ElementSink>(section index: Int, in rect: Rect?, context: ScrollContext,
                                     into sink: inout Sink) -> Bool {
        let entry = sections[index]
        guard traverseSupplementaries(of: entry, section: index, afterCells: false, in: rect, into: &sink) else {
            return false
        }
        let offset = context.orthogonalOffsets.isEmpty ? 0 : orthogonalOffset(context.orthogonalOffsets, section: index)
        if offset != 0 {
            guard traverseScrolledCells(entry, section: index, in: rect, crossOffset: offset, into: &sink) else {
                return false
            }
        } else if let rect {
            let finished = entry.items.forEach(in: rect) { item, frame in
                sink.take(LayoutAttributes(kind: .cell, section: index, item: item, frame: frame))
            }
            guard finished else { return false }
        } else {
            var going = true
            entry.items.forEach { item, frame in
                if going { going = sink.take(LayoutAttributes(kind: .cell, section: index, item: item, frame: frame)) }
            }
            guard going else { return false }
        }
        return traverseSupplementaries(of: entry, section: index, afterCells: true, in: rect, into: &sink)
    }

    /// Hands `sink` the section's supplementary elements on one side of its cells (all, or those
    /// intersecting `rect`), in list order; `false` when the sink stopped the walk.
    private func traverseSupplementaries<Sink: ElementSink>(of entry: SectionEntry, section: Int, afterCells: Bool,
                                                            in rect: Rect?, into sink: inout Sink) -> Bool {
        entry.supplementaries.forEach { element in
            guard element.followsCells == afterCells, rect.map({ element.frame.intersects($0) }) ?? true else {
                return true
            }
            return sink.take(LayoutAttributes(kind: element.kind.elementKind, section: section, item: nil,
                                              frame: element.frame, zIndex: element.zIndex,
                                              style: element.kind == .background ? entry.backgroundStyle : nil))
        }
    }
}
