extension LayoutResult {
    /// Every element whose frame intersects `rect` (sharing area with it): the layout's own leading
    /// elements (a global header), then section by section — background, header and other boundary
    /// items, cells in item order, badges, footer —, then the layout's trailing elements (a global
    /// footer); orthogonal rows scrolled as `context` says. O(log n + k): sections and lines are found
    /// by binary search, uniform items and badges in closed form. `itemFrame(section:item:)` and
    /// `attributes(kind:section:item:)` always give unscrolled frames.
    public func elements(in rect: Rect, context: ScrollContext = .unscrolled) -> [LayoutAttributes] {
        var collector = ElementCollector()
        collector.elements.reserveCapacity(128) // a screenful, so it rarely grows
        walk(in: rect, context: context, into: &collector)
        return collector.elements
    }

    /// The walk of every query: the layout's leading elements, the sections near `rect` (every section
    /// when `rect` is nil), its trailing elements, each handed to `sink` as shown and, for a rect, only
    /// when its shown frame intersects `rect` (`QueryProbe`); `false` when the sink stopped it.
    @discardableResult
    func walk<Sink: ElementSink>(in rect: Rect?, context: ScrollContext, into sink: inout Sink) -> Bool {
        var shown = ShownElements(base: sink, mirror: mirror, rect: rect)
        defer { sink = shown.base }
        return walkStored(in: rect.map(probe(for:)), context: stored(context), into: &shown)
    }

    /// `walk(in:context:into:)` in the stored (left-to-right) coordinates.
    private func walkStored<Sink: ElementSink>(in rect: Rect?, context: ScrollContext, into sink: inout Sink) -> Bool {
        // A pinned element never leaves its section, so the sections near `rect` still hold every answer.
        let pinning = PinnedPlacement(context, axis: scrollDirection)
        guard traverseLayoutElements(afterSections: false, in: rect, pinning: pinning, into: &sink) else { return false }
        if let rect {
            let finished = forEachSection(near: rect) { index in
                traverse(section: index, in: rect, context: context, pinning: pinning, into: &sink)
            }
            guard finished else { return false }
        } else {
            for index in sections.indices {
                guard traverse(section: index, in: nil, context: context, pinning: pinning, into: &sink) else { return false }
            }
        }
        return traverseLayoutElements(afterSections: true, in: rect, pinning: pinning, into: &sink)
    }

    /// Calls `body` for every element intersecting `rect`, in the order of `elements(in:context:)`,
    /// without collecting them.
    public func forEachElement(
        in rect: Rect, context: ScrollContext = .unscrolled,
        _ body: (LayoutAttributes) -> Void
    ) {
        forEachElement(in: rect, context: context) { element in
            body(element)
            return true
        }
    }

    /// Calls `body` for every element intersecting `rect`, in the order of `elements(in:context:)`,
    /// while it returns `true`: the walk stops at the first `false`, so a caller that needs only the
    /// first few elements of a crowded rect pays O(log n + what it took). Returns `false` when `body`
    /// stopped it.
    @discardableResult
    public func forEachElement(
        in rect: Rect, context: ScrollContext = .unscrolled,
        while body: (LayoutAttributes) -> Bool
    ) -> Bool {
        withoutActuallyEscaping(body) { body in
            var callback = ElementCallback(body: body)
            return walk(in: rect, context: context, into: &callback)
        }
    }

    /// `forEachElement(in:context:while:)`, without the item supplementaries (badges) when
    /// `includesItemSupplementaries` is false: a renderer that does not draw them skips them whole, in
    /// O(log n + the other elements), instead of being handed every one.
    @discardableResult
    public func forEachElement(
        in rect: Rect, context: ScrollContext, includesItemSupplementaries: Bool,
        while body: (LayoutAttributes) -> Bool
    ) -> Bool {
        withoutActuallyEscaping(body) { body in
            var callback = ElementCallback(body: body, takesItemSupplementaries: includesItemSupplementaries)
            return walk(in: rect, context: context, into: &callback)
        }
    }

    /// Calls `body` with the index of every section whose ink may reach into `rect` along the scroll
    /// axis, in order, while it returns `true`: the first by binary search, stopping after the last.
    /// Returns `false` when `body` stopped the walk.
    @discardableResult
    func forEachSection(near rect: Rect, _ body: (Int) -> Bool) -> Bool {
        let axis = scrollDirection
        let low = rect.minMain(axis)
        let high = rect.maxMain(axis)
        var index = partitionPoint(count: sections.count) { runningInkEnd[$0] >= low }
        while index < sections.count, runningInkStart[index] <= high {
            QueryWork.touch()
            if sections[index].inkStart <= high, sections[index].inkEnd >= low, !body(index) { return false }
            index += 1
        }
        return true
    }

    /// Calls `body` for every element of the layout in the order of `elements(in:)`, as laid out, or
    /// scrolled as `context` says — pinned supplementaries where they stick at its visible bounds, which
    /// `frames --offset` reports — (for exports; prefer a rect query for drawing).
    public func forEachElement(context: ScrollContext = .unscrolled, _ body: (LayoutAttributes) -> Void) {
        withoutActuallyEscaping(body) { body in
            var callback = ElementCallback { element in
                body(element)
                return true
            }
            walk(in: nil, context: context, into: &callback)
        }
    }

    /// Every element of the layout, as laid out or scrolled as `context` says (for exports and tests;
    /// prefer `elements(in:)` for drawing). A rect query answers exactly these elements that intersect
    /// its rect.
    public func allElements(context: ScrollContext = .unscrolled) -> [LayoutAttributes] {
        var collector = ElementCollector()
        collector.elements.reserveCapacity(numberOfItems + 3 * sections.count + layoutElements.count)
        walk(in: nil, context: context, into: &collector)
        return collector.elements
    }
}
