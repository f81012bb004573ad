import SectionLayout

/// A scene's only access to a layout: a rect query, a section's background style and the reading
/// direction (`SceneBuilder` and the renderer's overview ask nothing else).
///
/// `LayoutResult` conforms (its own `forEachElement(in:context:while:)`, answering in O(log n + k)).
/// Wrap it to observe or change what a scene sees, e.g. to count the elements a render asks for.
public protocol ElementQuery {
    /// Calls `body` for every element whose frame intersects `rect`, scrolled as `context` says
    /// (orthogonal rows moved by their offsets), while `body` returns `true`: the first `false` ends the
    /// walk (a renderer that has seen enough of a crowded screen stops asking). Returns `false` when
    /// `body` stopped it.
    @discardableResult
    func forEachElement(in rect: Rect, context: ScrollContext, while body: (LayoutAttributes) -> Bool) -> Bool

    /// The background style of `section` (`nil` when it has no background), so items can be coloured
    /// to match their section even when its background is outside the rect.
    func backgroundStyle(ofSection section: Int) -> BackgroundStyle?

    /// The layout's reading direction: right to left, titles start at the right edge of their boxes.
    var layoutDirection: LayoutDirection { get }
}
