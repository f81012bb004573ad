import SectionLayout
import SectionScene

extension Viewport {
    /// The offsets the viewport can take (`ScrollRange`): its bounds and content inset.
    public var scrollRange: ScrollRange { ScrollRange(boundsSize: boundsSize, contentInset: contentInset) }

    /// The smallest offset: `(−inset.left, −inset.top)`, the content's top-left just inside the inset.
    public var minimumOffset: Point { scrollRange.minimumOffset }

    /// The largest offset for content of `contentSize`: the content's far edge plus the inset at the
    /// far edge of the bounds — never below `minimumOffset` (short content does not scroll).
    public func maximumOffset(contentSize: Size) -> Point { scrollRange.maximumOffset(contentSize: contentSize) }

    /// The viewport with its offset clamped to the content (NaN offsets go to the minimum).
    public func clamped(toContentSize contentSize: Size) -> Viewport {
        var copy = self
        copy.contentOffset = scrollRange.clamped(contentOffset, contentSize: contentSize)
        return copy
    }

    /// The viewport with its offset clamped to `layout`'s content.
    public func clamped(to layout: LayoutResult) -> Viewport { clamped(toContentSize: layout.contentSize) }

    /// Scrolled by `delta` points, clamped.
    public func scrolled(by delta: Point, in layout: LayoutResult) -> Viewport {
        var copy = self
        copy.contentOffset = Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
        return copy.clamped(to: layout)
    }

    /// Scrolled by whole cells (positive: towards the end), clamped.
    public func scrolled(columns: Int = 0, rows: Int = 0, in layout: LayoutResult) -> Viewport {
        scrolled(
            by: Point(x: Double(columns) * scale.pointsPerColumn, y: Double(rows) * scale.pointsPerRow),
            in: layout)
    }

    /// Scrolled by `pages` screens along the layout's scroll axis (0.5 for half a page), clamped.
    public func scrolled(pages: Double, in layout: LayoutResult) -> Viewport {
        let page = boundsSize.main(layout.scrollDirection) * pages
        return scrolled(by: Point(main: page, cross: 0, axis: layout.scrollDirection), in: layout)
    }

    /// Whether `layout`'s content starts at its right end: scrolling horizontally, right to left
    /// (section 0 is at the right, as UIKit's flipped flow layout shows it).
    public static func startsAtTheRight(_ layout: LayoutResult) -> Bool {
        layout.scrollDirection == .horizontal && layout.layoutDirection == .rightToLeft
    }

    /// The offset along the scroll axis at the start of `layout`'s content in reading order: the
    /// minimum, or the maximum when the content starts at the right (`startsAtTheRight`).
    public func startOffset(in layout: LayoutResult) -> Double {
        let axis = layout.scrollDirection
        return Viewport.startsAtTheRight(layout) ? maximumOffset(contentSize: layout.contentSize).x : minimumOffset.main(axis)
    }

    /// Scrolled to the very start of the content along the scroll axis (in reading order: the right
    /// end of a horizontally scrolling right-to-left layout).
    public func scrolledToStart(in layout: LayoutResult) -> Viewport {
        Viewport.startsAtTheRight(layout)
            ? scrolledAlongAxis(to: maximumOffset(contentSize: layout.contentSize), in: layout)
            : scrolledAlongAxis(to: minimumOffset, in: layout)
    }

    /// Scrolled to the very end of the content along the scroll axis (the left end of a horizontally
    /// scrolling right-to-left layout).
    public func scrolledToEnd(in layout: LayoutResult) -> Viewport {
        Viewport.startsAtTheRight(layout)
            ? scrolledAlongAxis(to: minimumOffset, in: layout)
            : scrolledAlongAxis(to: maximumOffset(contentSize: layout.contentSize), in: layout)
    }

    /// `target`'s scroll-axis coordinate with the current cross coordinate, clamped.
    private func scrolledAlongAxis(to target: Point, in layout: LayoutResult) -> Viewport {
        let axis = layout.scrollDirection
        var copy = self
        copy.contentOffset = Point(main: target.main(axis), cross: contentOffset.cross(axis), axis: axis)
        return copy.clamped(to: layout)
    }

    /// Scrolled so that `rect` sits at `position` along the scroll axis (and comes into view across
    /// it when it can), clamped.
    public func scrolled(
        toVisible rect: Rect, position: ScrollPosition = .nearest,
        in layout: LayoutResult
    ) -> Viewport {
        let axis = layout.scrollDirection
        let main = target(
            start: rect.minMain(axis), end: rect.maxMain(axis), current: contentOffset.main(axis),
            extent: boundsSize.main(axis), leading: contentInset.mainLeading(axis),
            trailing: contentInset.mainTrailing(axis), position: position)
        let cross = target(
            start: rect.minCross(axis), end: rect.maxCross(axis), current: contentOffset.cross(axis),
            extent: boundsSize.cross(axis), leading: contentInset.crossLeading(axis),
            trailing: contentInset.crossTrailing(axis), position: .nearest)
        var copy = self
        copy.contentOffset = Point(main: main, cross: cross, axis: axis)
        return copy.clamped(to: layout)
    }

    /// Scrolled to a section's frame (header to footer); unchanged when there is no such section.
    public func scrolled(
        toSection section: Int, position: ScrollPosition = .start,
        in layout: LayoutResult
    ) -> Viewport {
        guard let frame = layout.sectionFrame(section) else { return self }
        return scrolled(toVisible: frame, position: position, in: layout)
    }

    /// Scrolled to an item; unchanged when there is no such item.
    public func scrolled(
        toItem item: Int, inSection section: Int, position: ScrollPosition = .nearest,
        in layout: LayoutResult
    ) -> Viewport {
        guard let frame = layout.itemFrame(section: section, item: item) else { return self }
        return scrolled(toVisible: frame, position: position, in: layout)
    }

    /// The first section with an element at the leading edge of the area inside the content inset (the
    /// section to keep in view when the direction toggles), or the first visible one; `nil` when none is.
    public func leadingSection(in layout: LayoutResult) -> Int? {
        let axis = layout.scrollDirection
        let visible = visibleRect
        let start = Swift.max(visible.minMain(axis), contentOffset.main(axis) + contentInset.mainLeading(axis))
        let strip = Rect(
            main: start, cross: visible.minCross(axis), mainLength: scale.pointsPerRow / 4,
            crossLength: visible.size.cross(axis), axis: axis)
        var first: Int?
        for rect in [strip, visible] where first == nil {
            // Sections come in order, so the first element that is not a background is the answer.
            layout.forEachElement(in: rect) { element in
                if element.kind != .background { first = element.section }
                return first == nil
            }
        }
        return first
    }

    /// The offset along one axis that puts `start…end` at `position` in a bounds of `extent`.
    private func target(
        start: Double, end: Double, current: Double, extent: Double, leading: Double,
        trailing: Double, position: ScrollPosition
    ) -> Double {
        let visibleLength = extent - leading - trailing
        let atStart = start - leading
        let atEnd = end - extent + trailing
        switch position {
        case .start: return atStart
        case .end: return atEnd
        case .center: return (start + end) / 2 - visibleLength / 2 - leading
        case .nearest:
            if start >= current + leading, end <= current + extent - trailing { return current }
            return start < current + leading || end - start > visibleLength ? atStart : atEnd
        }
    }
}
