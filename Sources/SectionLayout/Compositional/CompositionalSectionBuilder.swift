/// Lays out one compositional-layout section along the scroll axis: the boundary items at its leading
/// edge that extend it, the leading content inset, the groups, the trailing content inset, the extending
/// boundary items at its trailing edge; then the other boundary items on its frame, its background, and
/// its cells' badges.
struct CompositionalSectionBuilder {
    let axis: Axis
    /// The container (the viewport minus its content inset), both extents made lengths.
    let container: Size
    /// The collection view's bounds across the scroll axis: the page of a `paging` row.
    let boundsLength: Double
    let section: LayoutSection

    func build(start: Double, kinds: inout ElementKindTable) -> SectionEntry {
        let insets = section.contentInsets.sanitized
        let crossExtent = container.cross(axis)
        let available = Size(width: Swift.max(0, container.width - insets.horizontal),
                             height: Swift.max(0, container.height - insets.vertical))
        let follows = section.supplementaryContentInsetsReference.followsContentInsets
        let boundary = BoundaryLayout(axis: axis, sizingContainer: follows ? available : container,
                                      crossStart: follows ? insets.crossLeading(axis) : 0,
                                      crossLength: follows ? available.cross(axis) : crossExtent)
        var leadingExtent = 0.0, trailingExtent = 0.0
        section.forEachBoundaryItem(scrollingAlong: axis) { item in
            guard !ElementKindTable.isReserved(item.elementKind) else { return }
            let extents = boundary.extents(of: item)
            leadingExtent = Swift.max(leadingExtent, extents.leading)
            trailingExtent = Swift.max(trailingExtent, extents.trailing)
        }
        let groups = GroupLayout(section: section, available: available)
        let orthogonal = section.orthogonalScrollingBehavior.scrollsOrthogonally
        let spacing = finite(section.interGroupSpacing)

        var position = start + leadingExtent
        let contentStart = position
        position += insets.mainLeading(axis)
        let groupsStart = position
        position += orthogonal ? groups.thickness(axis) : groups.length(along: axis, spacing: spacing)
        position = Swift.max(contentStart, position + insets.mainTrailing(axis)) + trailingExtent
        let frame = Rect(main: start, cross: 0, mainLength: position - start, crossLength: crossExtent, axis: axis)

        let centring = section.orthogonalScrollingBehavior == .groupPagingCentered
            ? (available.cross(axis) - groups.size.cross(axis)) / 2 : 0
        let origin = Point(main: groupsStart, cross: insets.crossLeading(axis) + centring, axis: axis)
        let pitch = (orthogonal ? groups.size.cross(axis) : groups.size.main(axis)) + spacing
        let advance = orthogonal ? axis.toggled : axis
        let pattern = RepeatingPattern(advance: advance, count: groups.count,
                                       slots: groups.leaves.map { $0.offsetBy(dx: origin.x, dy: origin.y) }, pitch: pitch)
        let promotion = section.background == nil ? 0 : 1
        let badges = groups.badges(at: origin, advance: advance, pitch: pitch, zIndexPromotion: promotion, kinds: &kinds)

        var supplementaries = SupplementaryList()
        let background = section.background.flatMap { backgroundFrame(frame, insets: $0.contentInsets.sanitized) }
        if let background { supplementaries.append(SupplementaryElement(kind: .background, frame: background, zIndex: 0)) }
        section.forEachBoundaryItem(scrollingAlong: axis) { item in
            guard !ElementKindTable.isReserved(item.elementKind) else { return }
            let placed = boundary.frame(of: item, mainStart: start, mainLength: position - start)
            supplementaries.append(SupplementaryElement(
                kind: kinds.kind(named: item.elementKind), frame: placed, zIndex: item.zIndex &+ promotion,
                followsCells: boundary.mainUnit(item.alignment) == 1, pinsToVisibleBounds: item.pinToVisibleBounds))
        }
        var inkStart = start, inkEnd = position
        func ink(_ rect: Rect?) {
            guard let rect else { return }
            inkStart = Swift.min(inkStart, rect.minMain(axis))
            inkEnd = Swift.max(inkEnd, rect.maxMain(axis))
        }
        supplementaries.forEach { element in
            ink(element.frame)
            return true
        }
        ink(pattern.bounds)
        ink(badges?.frames.bounds)
        var entry = SectionEntry(frame: frame, supplementaries: supplementaries,
                                 backgroundStyle: background == nil ? nil : section.background?.style,
                                 items: .pattern(pattern), inkStart: inkStart, inkEnd: inkEnd,
                                 orthogonalRow: orthogonal ? row(groups, insets: insets, centring: centring, pitch: pitch) : nil)
        entry.cellZIndex = promotion
        entry.badges = badges
        return entry
    }

    /// The row of an orthogonal section: its groups across the scroll axis, between the content insets
    /// (and, for `groupPagingCentered`, the centring padding on both sides).
    private func row(_ groups: GroupLayout, insets: EdgeInsets, centring: Double, pitch: Double) -> OrthogonalRow {
        let lengths = groups.length(along: axis.toggled, spacing: finite(section.interGroupSpacing))
        let leading = insets.crossLeading(axis) + centring
        return OrthogonalRow(behavior: section.orthogonalScrollingBehavior,
                             contentLength: Swift.max(0, leading + lengths + centring + insets.crossTrailing(axis)),
                             visibleLength: container.cross(axis), groupStart: leading,
                             groupLength: groups.size.cross(axis), groupPitch: pitch, groupCount: groups.groupCount,
                             boundsLength: boundsLength)
    }

    /// The section frame shrunk by the decoration's insets, or `nil` when no area is left.
    private func backgroundFrame(_ frame: Rect, insets: EdgeInsets) -> Rect? {
        let width = frame.width - insets.horizontal, height = frame.height - insets.vertical
        guard width > 0, height > 0 else { return nil }
        return Rect(x: frame.minX + insets.left, y: frame.minY + insets.top, width: width, height: height)
    }
}
