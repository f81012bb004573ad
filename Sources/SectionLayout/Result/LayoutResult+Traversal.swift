extension LayoutResult {
    /// The one walk over a section's elements that every query and enumeration goes through: hands
    /// `sink` the elements of section `index` — all of them (`rect` nil), or those whose frame
    /// intersects `rect` — in query order: the supplementary elements reported before the cells
    /// (background, header, other boundary items not at the trailing edge), the cells in item order,
    /// the item supplementaries (badges) in item order, then the others (footer, items at the trailing
    /// edge). An orthogonally scrolling section's cells and badges are moved by its offset in `context`;
    /// supplementaries that pin are placed by `pinning` (the context's, `nil` when it pins nothing)
    /// within the section's frame before they are tested against `rect`. Returns `false` when the sink
    /// stopped the walk.
    func traverse<Sink: ElementSink>(
        section index: Int, in rect: Rect?, context: ScrollContext,
        pinning: PinnedPlacement?, into sink: inout Sink
    ) -> Bool {
        traverse(sections[index], section: index, in: rect, context: context, pinning: pinning, into: &sink)
    }

    /// `traverse(section:in:context:into:)` of `entry`, section `index`, read in place.
    private func traverse<Sink: ElementSink>(
        _ entry: borrowing SectionEntry, section index: Int, in rect: Rect?,
        context: ScrollContext, pinning: PinnedPlacement?,
        into sink: inout Sink
    ) -> Bool {
        let placement = pinning?.within(entry.frame.minMain(scrollDirection), entry.frame.maxMain(scrollDirection))
        guard
            traverseSupplementaries(
                entry.supplementaries, section: index, afterCells: false, in: rect,
                style: entry.backgroundStyle, pinning: placement, into: &sink)
        else { return false }
        let offset = context.orthogonalOffsets.isEmpty ? 0 : orthogonalOffset(context.orthogonalOffsets, section: index)
        let zIndex = Int(entry.cellZIndex)
        if offset != 0 {
            let finished = traverseScrolled(entry.items, in: rect, crossOffset: offset, into: &sink) { item, frame in
                LayoutAttributes(kind: .cell, section: index, item: item, frame: frame, zIndex: zIndex, style: nil)
            }
            guard finished else { return false }
        } else if let rect {
            // The common case, cells at zIndex 0, is written with the constant: queries of screens of
            // cells build each element in place, and a stored zIndex cost them 3 % more instructions.
            let finished =
                zIndex == 0
                ? entry.items.forEach(in: rect) { item, frame in
                    sink.take(LayoutAttributes(kind: .cell, section: index, item: item, frame: frame, zIndex: 0, style: nil))
                }
                : entry.items.forEach(in: rect) { item, frame in
                    sink.take(LayoutAttributes(kind: .cell, section: index, item: item, frame: frame, zIndex: zIndex, style: nil))
                }
            guard finished else { return false }
        } else {
            var going = true
            entry.items.forEach { item, frame in
                if going {
                    going = sink.take(
                        LayoutAttributes(kind: .cell, section: index, item: item, frame: frame, zIndex: zIndex, style: nil))
                }
            }
            guard going else { return false }
        }
        if sink.takesItemSupplementaries, let badges = entry.items.badges {
            let finished = traverseScrolled(badges.frames, in: rect, crossOffset: offset, into: &sink) { badge, frame in
                let slot = badges.slot(ofBadge: badge)
                return LayoutAttributes(
                    kind: slot.kind.elementKind(in: elementKinds), section: index,
                    item: badges.item(ofBadge: badge), frame: frame, zIndex: slot.zIndex)
            }
            guard finished else { return false }
        }
        return traverseSupplementaries(
            entry.supplementaries, section: index, afterCells: true, in: rect,
            style: entry.backgroundStyle, pinning: placement, into: &sink)
    }

    /// Hands `sink` the elements of `list` on one side of the cells (all, or those intersecting `rect`),
    /// in list order, as elements of `section`, those that pin placed by `pinning` (leading ones to the
    /// visible bounds' leading edge, those after the cells to the trailing one); `false` when the sink
    /// stopped the walk.
    func traverseSupplementaries<Sink: ElementSink>(
        _ list: SupplementaryList, section: Int, afterCells: Bool,
        in rect: Rect?, style: BackgroundStyle?, pinning: PinnedPlacement?,
        into sink: inout Sink
    ) -> Bool {
        list.forEach { element in
            guard element.followsCells == afterCells else { return true }
            if element.pinsToVisibleBounds, let pinning, let pinned = pinning.pinned(element.frame, trailing: afterCells) {
                guard rect.map({ pinned.intersects($0) }) ?? true else { return true }
                return sink.take(
                    LayoutAttributes(
                        kind: element.kind.elementKind(in: elementKinds), section: section,
                        item: nil, isPinned: true, frame: pinned, zIndex: element.zIndex,
                        style: nil))
            }
            guard rect.map({ element.frame.intersects($0) }) ?? true else { return true }
            return sink.take(
                LayoutAttributes(
                    kind: element.kind.elementKind(in: elementKinds), section: section,
                    item: nil, frame: element.frame, zIndex: element.zIndex,
                    style: element.kind == .background ? style : nil))
        }
    }

    /// Hands `sink` the layout's own elements on one side of the sections (before them, or after them
    /// when `afterSections`), all or those intersecting `rect`. They are few (a spec allows at most
    /// `SpecLimits`' boundary items), so each query looks at every one of them. Those that pin are kept
    /// within the whole content.
    func traverseLayoutElements<Sink: ElementSink>(
        afterSections: Bool, in rect: Rect?, pinning: PinnedPlacement?,
        into sink: inout Sink
    ) -> Bool {
        guard !layoutElements.isEmpty else { return true }
        QueryWork.touch(layoutElements.count)
        return traverseSupplementaries(
            layoutElements, section: LayoutAttributes.layoutWideSection,
            afterCells: afterSections, in: rect, style: nil,
            pinning: pinning?.within(0, contentSize.main(scrollDirection)), into: &sink)
    }
}
