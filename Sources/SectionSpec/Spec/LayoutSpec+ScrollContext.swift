import SectionLayout

extension LayoutSpec {
    /// What a query needs to show the spec's collection view scrolled to `contentOffset` (`frames
    /// --offset`): its visible bounds — the viewport at that offset inside the adjusted content inset (the safe area along the scroll axis included: a pinned header sticks below the status bar, as UIKit pins it inside `adjustedContentInset`), where
    /// pinned supplementaries stick, as `Viewport.scrollContext` gives them in the viewer. The offset is
    /// used as given, not clamped to the content: UIKit lays out at offsets past either end too (while
    /// the view bounces), and a short content may be asked about at any offset.
    public func scrollContext(contentOffset: Point, viewport: Size? = nil) -> ScrollContext {
        ScrollContext(visibleBounds: Rect(origin: contentOffset, size: viewport ?? self.viewport).inset(by: adjustedContentInset))
    }
}
