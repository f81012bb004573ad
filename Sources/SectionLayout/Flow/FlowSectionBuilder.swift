/// Lays out one flow-layout section along the scroll axis:
/// header, `inset` leading, lines, `inset` trailing, footer.
struct FlowSectionBuilder {
    let axis: Axis
    /// The container's cross extent (its width when scrolling vertically).
    let crossExtent: Double
    let metrics: FlowSectionMetrics
    /// What the insets are measured from across the scroll axis, inward from the container's edges
    /// (`SectionInsetReference`; zero: the container's edges).
    var reference = CrossInsets.zero
    /// Whether the header and the footer pin to the visible bounds (the layout's pinning properties).
    var pinsHeader = false, pinsFooter = false

    func build(start: Double, items: FlowItems) -> SectionEntry {
        var position = start
        let header = supplementary(at: &position, length: metrics.headerSize.main(axis))
        let bandStart = position
        position += metrics.inset.mainLeading(axis)
        let crossStart = reference.leading + metrics.inset.crossLeading(axis)
        let lineArea = LineArea(
            axis: axis, mainStart: position, crossStart: crossStart,
            crossLength: crossExtent - crossStart - reference.trailing
                - metrics.inset.crossTrailing(axis),
            lineSpacing: metrics.lineSpacing, interitemSpacing: metrics.interitemSpacing)
        let placed = lineArea.place(items, defaultSize: metrics.itemSize)
        position += placed.mainLength + metrics.inset.mainTrailing(axis)
        let bandEnd = Swift.max(bandStart, position)
        position = bandEnd
        let footer = supplementary(at: &position, length: metrics.footerSize.main(axis))

        let band = Rect(
            main: bandStart, cross: 0, mainLength: bandEnd - bandStart, crossLength: crossExtent,
            axis: axis)
        let background = backgroundFrame(
            band: band, itemBounds: placed.bounds, header: header, footer: footer,
            hasItems: placed.store.count > 0)
        var inkStart = start
        var inkEnd = position
        if let background {
            inkStart = Swift.min(inkStart, background.minMain(axis))
            inkEnd = Swift.max(inkEnd, background.maxMain(axis))
        }
        if let bounds = placed.bounds {
            inkStart = Swift.min(inkStart, bounds.minMain(axis))
            inkEnd = Swift.max(inkEnd, bounds.maxMain(axis))
        }
        var supplementaries = SupplementaryList()
        if let background {
            supplementaries.append(
                SupplementaryElement(kind: .background, frame: background, zIndex: ElementKind.background.zIndex))
        }
        if let header {
            supplementaries.append(SupplementaryElement(kind: .header, frame: header, pinsToVisibleBounds: pinsHeader))
        }
        if let footer {
            supplementaries.append(
                SupplementaryElement(kind: .footer, frame: footer, followsCells: true, pinsToVisibleBounds: pinsFooter))
        }
        return SectionEntry(
            frame: Rect(main: start, cross: 0, mainLength: position - start, crossLength: crossExtent, axis: axis),
            supplementaries: supplementaries,
            backgroundStyle: background == nil ? nil : metrics.background.style, items: placed.store, inkStart: inkStart,
            inkEnd: inkEnd)
    }

    /// A header or footer strip across the full cross extent at `position`, which it advances; `nil`
    /// (and no advance) when its scroll-axis length is 0.
    private func supplementary(at position: inout Double, length: Double) -> Rect? {
        guard length > 0 else { return nil }
        defer { position += length }
        return Rect(main: position, cross: 0, mainLength: length, crossLength: crossExtent, axis: axis)
    }

    /// The background frame per `SectionBackground`'s rules, or `nil` when there is none.
    private func backgroundFrame(
        band: Rect, itemBounds: Rect?, header: Rect?, footer: Rect?,
        hasItems: Bool
    ) -> Rect? {
        let model = metrics.background
        guard model.cover != .nothing, hasItems || model.coversEmptySections else { return nil }
        var frame = model.cover == .items ? (itemBounds ?? band) : band
        if model.includeHeader, let header { frame = frame.union(header) }
        if model.includeFooter, let footer { frame = frame.union(footer) }
        let margin = model.margin
        let width = frame.width - finite(margin.left) - finite(margin.right)
        let height = frame.height - finite(margin.top) - finite(margin.bottom)
        guard width > 0, height > 0 else { return nil }
        return Rect(
            x: frame.minX + finite(margin.left), y: frame.minY + finite(margin.top),
            width: width, height: height)
    }
}
