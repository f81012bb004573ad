/// Lays out compositional-layout sections along the scroll axis: the boundary items at a section's
/// leading edge that extend it, the leading content inset, the groups, the trailing content inset, the
/// extending boundary items at its trailing edge; then the other boundary items on its frame, its
/// background, and its cells' badges.
struct CompositionalSectionBuilder {
    let axis: Axis
    /// The container (the viewport minus its content inset), both extents made lengths.
    let container: Size
    /// The collection view's bounds across the scroll axis: the page of a `paging` row.
    let boundsLength: Double
    /// The device's edges the references stand for.
    var references = InsetReferences.none
    /// The layout configuration's reference, for sections whose own is `automatic`.
    var layoutReference = ContentInsetsReference.safeArea
    /// The pixel grid frames are rounded to (none: exact frames).
    var pixelScale = PixelScale.none

    /// Lays `section` out from `start` along the scroll axis, naming its kinds in `kinds`.
    func build(_ section: borrowing LayoutSection, start: Double, kinds: inout ElementKindTable) -> SectionEntry {
        let insets = contentInsets(of: section)
        let crossExtent = container.cross(axis)
        let available = Size(
            width: Swift.max(0, container.width - insets.horizontal),
            height: Swift.max(0, container.height - insets.vertical))
        let boundary = boundaryLayout(of: section, insets: insets, available: available)
        var extents = (leading: 0.0, trailing: 0.0)
        if let header = section.header {
            extents = boundary.widened(extents, by: header, at: boundary.shorthandAlignment(footer: false))
        }
        for item in section.boundarySupplementaryItems where !ElementKindTable.isReserved(item.elementKind) {
            extents = boundary.widened(extents, by: item, at: item.alignment)
        }
        if let footer = section.footer {
            extents = boundary.widened(extents, by: footer, at: boundary.shorthandAlignment(footer: true))
        }
        let groups = GroupLayout(section: section, available: available)
        let orthogonal = section.orthogonalScrollingBehavior.scrollsOrthogonally
        let spacing = finite(section.interGroupSpacing)

        var position = start + extents.leading
        let contentStart = position
        position += insets.mainLeading(axis)
        let groupsStart = position
        position += orthogonal ? groups.thickness(axis) : groups.length(along: axis, spacing: spacing)
        position = Swift.max(contentStart, position + insets.mainTrailing(axis)) + extents.trailing
        let frame = Rect(main: start, cross: 0, mainLength: position - start, crossLength: crossExtent, axis: axis)

        let centring =
            section.orthogonalScrollingBehavior == .groupPagingCentered
            ? (available.cross(axis) - groups.size.cross(axis)) / 2 : 0
        let origin = Point(main: groupsStart, cross: insets.crossLeading(axis) + centring, axis: axis)
        let pitch = (orthogonal ? groups.size.cross(axis) : groups.size.main(axis)) + spacing
        let advance = orthogonal ? axis.toggled : axis
        let pattern = RepeatingPattern(
            advance: advance, count: groups.count,
            slots: groups.leaves.map { $0.offsetBy(dx: origin.x, dy: origin.y) }, pitch: pitch,
            pixelScale: pixelScale)
        let promotion = section.background == nil ? 0 : 1
        let badges = groups.badges(
            at: origin, advance: advance, pitch: pitch, zIndexPromotion: promotion,
            pixelScale: pixelScale, kinds: &kinds)

        var supplementaries = SupplementaryList()
        let background = section.background.flatMap { backgroundFrame(frame, insets: $0.contentInsets.sanitized) }
            .map { pixelScale.rounded($0) }
        if let background { supplementaries.append(SupplementaryElement(kind: .background, frame: background, zIndex: 0)) }
        let length = position - start
        if let header = section.header {
            supplementaries.append(
                boundary.element(
                    header, kind: .header, at: boundary.shorthandAlignment(footer: false),
                    mainStart: start, mainLength: length, promotion: promotion))
        }
        for item in section.boundarySupplementaryItems where !ElementKindTable.isReserved(item.elementKind) {
            supplementaries.append(
                boundary.element(
                    item, kind: kinds.kind(named: item.elementKind), at: item.alignment,
                    mainStart: start, mainLength: length, promotion: promotion))
        }
        if let footer = section.footer {
            supplementaries.append(
                boundary.element(
                    footer, kind: .footer, at: boundary.shorthandAlignment(footer: true),
                    mainStart: start, mainLength: length, promotion: promotion))
        }
        let ink = widened(
            widened(supplementaries.mainExtent(axis, from: start, to: position), by: pattern.bounds),
            by: badges?.frames.bounds)
        return SectionEntry(
            frame: frame, supplementaries: supplementaries,
            backgroundStyle: background == nil ? nil : section.background?.style,
            items: .pattern(pattern, badges: badges), cellZIndex: Int8(promotion), inkStart: ink.low,
            inkEnd: ink.high,
            orthogonalRow: orthogonal ? row(section, groups, insets: insets, centring: centring, pitch: pitch) : nil)
    }

    /// The row of an orthogonal section: its groups across the scroll axis, between the content insets
    /// (and, for `groupPagingCentered`, the centring padding on both sides).
    private func row(
        _ section: borrowing LayoutSection, _ groups: GroupLayout, insets: EdgeInsets, centring: Double,
        pitch: Double
    ) -> OrthogonalRow {
        let lengths = groups.length(along: axis.toggled, spacing: finite(section.interGroupSpacing))
        let leading = insets.crossLeading(axis) + centring
        return OrthogonalRow(
            behavior: section.orthogonalScrollingBehavior,
            contentLength: Swift.max(0, leading + lengths + centring + insets.crossTrailing(axis)),
            visibleLength: container.cross(axis), groupStart: leading,
            groupLength: groups.size.cross(axis), groupPitch: pitch, groupCount: groups.groupCount,
            boundsLength: boundsLength)
    }

    /// `extent` grown along the scroll axis to reach `rect`.
    private func widened(_ extent: (low: Double, high: Double), by rect: Rect?) -> (low: Double, high: Double) {
        guard let rect else { return extent }
        return (Swift.min(extent.low, rect.minMain(axis)), Swift.max(extent.high, rect.maxMain(axis)))
    }

    /// The section frame shrunk by the decoration's insets, or `nil` when no area is left.
    private func backgroundFrame(_ frame: Rect, insets: EdgeInsets) -> Rect? {
        let width = frame.width - insets.horizontal
        let height = frame.height - insets.vertical
        guard width > 0, height > 0 else { return nil }
        return Rect(x: frame.minX + insets.left, y: frame.minY + insets.top, width: width, height: height)
    }
}
