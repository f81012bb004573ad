/// Right to left: a result computed left to right, shown through a `HorizontalMirror`.
///
/// The stored sections stay as the left-to-right layout made them, so every closed-form store and its
/// O(log n + k) queries are untouched: a query mirrors its rect (and the visible bounds pinned elements
/// stick to) into the stored coordinates, walks as ever, and mirrors each answer back, which it then
/// tests against the rect as shown (`QueryProbe`: the mirror rounds). Orthogonal
/// offsets keep their meaning in reading order: an offset `o` moves a row's cells by `−o` in the stored
/// coordinates, so by `+o` on screen in right to left — the row starts at the right and scrolls
/// leftwards into view.
extension LayoutResult {
    /// The writing direction the result is shown in.
    public var layoutDirection: LayoutDirection { mirror == nil ? .leftToRight : .rightToLeft }

    /// This result, shown right to left: every frame reflected across the content's width
    /// (`x' = contentSize.width − x − w`). Mirroring a mirrored result gives the left-to-right one back.
    public func mirroredHorizontally() -> LayoutResult {
        var copy = self
        copy.mirror = mirror == nil ? HorizontalMirror(width: contentSize.width) : nil
        return copy
    }

    /// `rect` in the stored (left-to-right) coordinates.
    func stored(_ rect: Rect) -> Rect { mirror.map { $0(rect) } ?? rect }

    /// A context in the stored coordinates: its visible bounds mirrored.
    func stored(_ context: ScrollContext) -> ScrollContext {
        guard let mirror, let bounds = context.visibleBounds else { return context }
        var copy = context
        copy.visibleBounds = mirror(bounds)
        return copy
    }

    /// A stored `rect` as shown (the mirror is its own inverse).
    func shown(_ rect: Rect) -> Rect { stored(rect) }

    /// `attributes` as shown.
    func shown(_ attributes: LayoutAttributes?) -> LayoutAttributes? {
        guard let mirror, var attributes else { return attributes }
        attributes.frame = mirror(attributes.frame)
        return attributes
    }
}
