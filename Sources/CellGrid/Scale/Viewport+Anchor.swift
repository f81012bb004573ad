import SectionLayout

extension Viewport {
    /// The area the content is shown in, in content coordinates: the visible rect inside the content
    /// inset.
    public var contentArea: Rect { visibleRect.inset(by: contentInset) }

    /// The anchor that describes where the view is, by `rule` (see `ScrollAnchor.Rule`); `nil` when
    /// nothing of the layout is in view.
    public func anchor(_ rule: ScrollAnchor.Rule, in layout: LayoutResult) -> ScrollAnchor? {
        let area = contentArea
        let fraction = rule == .centre ? 0.5 : 0
        let chosen: LayoutAttributes?
        let point: Point
        switch rule {
        case .leading:
            chosen = leadingElement(in: area, layout)
            point = chosen?.frame.origin ?? area.origin
        case .centre:
            point = Point(x: area.minX + area.width / 2, y: area.minY + area.height / 2)
            chosen = element(at: point, in: layout) ?? leadingElement(in: area, layout)
        }
        guard let chosen else { return nil }
        let frame = chosen.frame
        func unit(_ value: Double, _ start: Double, _ length: Double) -> Double {
            length > 0 && length.isFinite ? (value - start) / length : 0
        }
        let axis = layout.scrollDirection
        return ScrollAnchor(
            rule: rule,
            element: ScrollAnchor.Element(kind: chosen.kind, section: chosen.section, item: chosen.item),
            unitPoint: Point(x: unit(point.x, frame.minX, frame.width), y: unit(point.y, frame.minY, frame.height)),
            viewFraction: fraction,
            distance: Point(x: point.x - area.minX - fraction * area.width, y: point.y - area.minY - fraction * area.height),
            atStart: contentOffset.main(axis) == startOffset(in: layout))
    }

    /// The viewport scrolled so that `anchor`'s point is where the anchor says, in `layout` (which may
    /// differ from the one the anchor was taken in: another size, zoom, direction or spec), clamped.
    /// When the element is gone its section stands in for it; when that is gone too, only the clamp
    /// applies.
    public func restoring(_ anchor: ScrollAnchor, in layout: LayoutResult) -> Viewport {
        var copy = self
        let target = anchor.element
        let frame = drawnFrame(of: target, in: layout) ?? layout.sectionFrame(target.section)
        if let frame {
            let area = contentArea
            let point = Point(
                x: frame.minX + anchor.unitPoint.x * frame.width,
                y: frame.minY + anchor.unitPoint.y * frame.height)
            // The area's leading edge is the offset plus the leading inset, so solve for the offset.
            copy.contentOffset = Point(
                x: point.x - anchor.distance.x - anchor.viewFraction * area.width - contentInset.left,
                y: point.y - anchor.distance.y - anchor.viewFraction * area.height - contentInset.top)
        }
        if anchor.rule == .leading, anchor.atStart {
            let axis = layout.scrollDirection
            copy.contentOffset = Point(main: copy.startOffset(in: layout), cross: copy.contentOffset.cross(axis), axis: axis)
        }
        return copy.clamped(to: layout)
    }

    /// The first cell (in index order) wholly inside `area`; else the first element other than a
    /// background that reaches into it; else the first background. Pinned elements are passed over:
    /// they stay on screen while the content moves under them, so they cannot say where the view is.
    private func leadingElement(in area: Rect, _ layout: LayoutResult) -> LayoutAttributes? {
        var whole: LayoutAttributes?
        var partial: LayoutAttributes?
        var background: LayoutAttributes?
        let tolerance = 1e-9 * Swift.max(1, abs(area.minX) + abs(area.minY) + area.width + area.height)
        let inside = Rect(
            x: area.minX - tolerance, y: area.minY - tolerance,
            width: area.width + 2 * tolerance, height: area.height + 2 * tolerance)
        layout.forEachElement(in: area, context: scrollContext) { element in
            guard !element.isPinned else { return true }
            switch element.kind {
            case .background:
                if background == nil { background = element }
            case .cell where inside.contains(element.frame):
                whole = element
            default:
                if partial == nil { partial = element }
            }
            return whole == nil
        }
        return whole ?? partial ?? background
    }

    /// The element drawn at `point`: the topmost cell containing it, else a header or footer, else a
    /// background (pinned elements passed over, as by `leadingElement`).
    private func element(at point: Point, in layout: LayoutResult) -> LayoutAttributes? {
        var best: LayoutAttributes?
        func rank(_ kind: ElementKind) -> Int { kind == .cell ? 2 : kind == .background ? 0 : 1 }
        let probe = Rect(x: point.x - 1e-6, y: point.y - 1e-6, width: 2e-6, height: 2e-6)
        layout.forEachElement(in: probe, context: scrollContext) { element in
            guard element.frame.contains(point), !element.isPinned else { return }
            if best.map({ rank(element.kind) >= rank($0.kind) }) ?? true { best = element }
        }
        return best
    }

    /// An element's frame as drawn: cells and their badges (the elements with an item) in a scrolled
    /// orthogonal row moved by the row's offset, as the query moves them.
    private func drawnFrame(of element: ScrollAnchor.Element, in layout: LayoutResult) -> Rect? {
        guard let frame = layout.attributes(kind: element.kind, section: element.section, item: element.item)?.frame else {
            return nil
        }
        guard element.item != nil, layout.orthogonalRow(inSection: element.section) != nil,
            let offset = orthogonalOffsets[element.section], offset.isFinite
        else { return frame }
        return layout.scrollDirection == .vertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
    }
}
