/// Lays out one compositional-layout section along the scroll axis: header (when it extends the
/// boundary), leading content inset, groups, trailing content inset, footer.
struct CompositionalSectionBuilder {
    let axis: Axis
    /// The container (the viewport minus its content inset), both extents made lengths.
    let container: Size
    let section: LayoutSection

    func build(start: Double) -> SectionEntry {
        let insets = section.contentInsets.sanitized
        let crossExtent = container.cross(axis)
        let available = Size(width: Swift.max(0, container.width - insets.horizontal),
                             height: Swift.max(0, container.height - insets.vertical))
        let groupSize = section.group.size.resolved(in: available)
        var resolver = GroupResolver(needed: Swift.max(0, section.items))
        var leaves: [Rect] = []
        resolver.resolve(section.group, size: groupSize, origin: .zero, into: &leaves)
        let count = Swift.max(0, section.items)
        let groupCount = leaves.isEmpty || count == 0 ? 0 : (count - 1) / leaves.count + 1
        let spacing = finite(section.interGroupSpacing)
        let orthogonal = section.orthogonalScrollingBehavior.scrollsOrthogonally

        var position = start
        var header: Rect?, footer: Rect?
        if let item = section.header, item.extendsBoundary {
            header = supplementary(item, main: position, insets: insets, available: available)
            position += header?.size.main(axis) ?? 0
        }
        let contentStart = position
        position += insets.mainLeading(axis)
        let groupsStart = position
        if groupCount > 0 {
            let n = Double(groupCount)
            position += orthogonal ? groupSize.main(axis) : n * groupSize.main(axis) + (n - 1) * spacing
        }
        position = Swift.max(contentStart, position + insets.mainTrailing(axis))
        let contentEnd = position
        if let item = section.footer, item.extendsBoundary {
            footer = supplementary(item, main: position, insets: insets, available: available)
            position += footer?.size.main(axis) ?? 0
        }
        if let item = section.header, !item.extendsBoundary {
            header = supplementary(item, main: contentStart, insets: insets, available: available)
        }
        if let item = section.footer, !item.extendsBoundary {
            let length = item.size.resolved(in: supplementaryContainer(available)).main(axis)
            footer = supplementary(item, main: contentEnd - length, insets: insets, available: available)
        }

        let origin = Point(main: groupsStart, cross: insets.crossLeading(axis), axis: axis)
        let slots = leaves.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        let pitch = (orthogonal ? groupSize.cross(axis) : groupSize.main(axis)) + spacing
        let pattern = RepeatingPattern(advance: orthogonal ? axis.toggled : axis, count: count, slots: slots,
                                       pitch: pitch)
        let frame = Rect(main: start, cross: 0, mainLength: position - start, crossLength: crossExtent, axis: axis)
        let background = section.background.flatMap { backgroundFrame(frame, insets: $0.contentInsets.sanitized) }
        var inkStart = start, inkEnd = position
        for rect in [header, footer, background, pattern.bounds].compactMap({ $0 }) {
            inkStart = Swift.min(inkStart, rect.minMain(axis))
            inkEnd = Swift.max(inkEnd, rect.maxMain(axis))
        }
        var row: OrthogonalRow?
        if orthogonal {
            let n = Double(groupCount)
            let groups = groupCount > 0 ? n * groupSize.cross(axis) + (n - 1) * spacing : 0
            row = OrthogonalRow(behavior: section.orthogonalScrollingBehavior,
                                contentLength: Swift.max(0, insets.crossLeading(axis) + groups + insets.crossTrailing(axis)),
                                visibleLength: crossExtent, groupStart: insets.crossLeading(axis),
                                groupLength: groupSize.cross(axis), groupPitch: pattern.pitch, groupCount: groupCount)
        }
        var supplementaries = SupplementaryList()
        if let background { supplementaries.append(SupplementaryElement(kind: .background, frame: background)) }
        if let header { supplementaries.append(SupplementaryElement(kind: .header, frame: header)) }
        if let footer { supplementaries.append(SupplementaryElement(kind: .footer, frame: footer, followsCells: true)) }
        return SectionEntry(frame: frame, supplementaries: supplementaries,
                            backgroundStyle: background == nil ? nil : section.background?.style, items: .pattern(pattern),
                            inkStart: inkStart, inkEnd: inkEnd, orthogonalRow: row)
    }

    /// What a header or footer's size resolves against: the section's effective size while supplementaries
    /// follow the content insets, else the whole container.
    private func supplementaryContainer(_ available: Size) -> Size {
        section.supplementariesFollowContentInsets ? available : container
    }

    /// A header or footer starting at `main` along the scroll axis; across it, at the leading content inset
    /// while supplementaries follow the content insets, else at the container's edge.
    private func supplementary(_ item: BoundarySupplementaryItem, main: Double, insets: EdgeInsets,
                               available: Size) -> Rect {
        let size = item.size.resolved(in: supplementaryContainer(available))
        let cross = section.supplementariesFollowContentInsets ? insets.crossLeading(axis) : 0
        return Rect(main: main, cross: cross, mainLength: size.main(axis), crossLength: size.cross(axis), axis: axis)
    }

    /// The section frame shrunk by the decoration's insets, or `nil` when no area is left.
    private func backgroundFrame(_ frame: Rect, insets: EdgeInsets) -> Rect? {
        let width = frame.width - insets.horizontal, height = frame.height - insets.vertical
        guard width > 0, height > 0 else { return nil }
        return Rect(x: frame.minX + insets.left, y: frame.minY + insets.top, width: width, height: height)
    }
}
