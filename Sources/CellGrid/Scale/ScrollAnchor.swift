import SectionLayout

/// A place in the content that survives a relayout: an element, a point of it, and where on the screen
/// that point is — the one rule the viewer keeps the user's place by when zooming, toggling the
/// direction, resizing, tweaking or resetting.
///
/// The position on screen is measured in the area the content is shown in (the bounds inside the
/// content inset): `viewFraction` of its length from its leading edge, plus `distance` points. After a
/// relayout the element's new frame gives the point again (at the same fractions of its size), and the
/// offset is chosen so the point sits at the same position, then clamped to the content.
/// Anchors come from `Viewport.anchor(_:in:)`; `Viewport.restoring(_:in:)` puts one back.
public struct ScrollAnchor: Hashable, Sendable {
    /// How the anchored element is chosen.
    public enum Rule: Hashable, Sendable {
        /// The first fully visible item (in index order) and its distance from the leading edges. At
        /// the start of the scroll axis the view stays at the start.
        case leading
        /// The element under the centre of the area, kept at the centre, as pinch-zoom does.
        case centre
    }

    /// The identity of an element, found again in a new layout.
    public struct Element: Hashable, Sendable {
        /// The element's kind.
        public var kind: ElementKind
        /// Its section.
        public var section: Int
        /// Its item (cells, and the cell a badge is attached to).
        public var item: Int?
    }

    /// How it was chosen.
    public var rule: Rule
    /// The element it holds on to.
    public var element: Element
    /// The anchored point: fractions of the element's width and height from its top-left corner (may be
    /// outside 0…1 when the point is beside the element).
    public var unitPoint: Point
    /// The point's position along each axis as a fraction of the area's length (0: the leading edge,
    /// ½: the centre)…
    public var viewFraction: Double
    /// … plus these points (per axis).
    public var distance: Point
    /// True when the view was at the start of the scroll axis; the leading rule keeps it there.
    public var atStart: Bool

    /// The same anchor with the element's leading corner exactly at the area's leading corner (what a
    /// direction toggle asks for).
    public var atLeadingEdge: ScrollAnchor {
        var copy = self
        copy.unitPoint = Point(x: 0, y: 0)
        copy.viewFraction = 0
        copy.distance = Point(x: 0, y: 0)
        return copy
    }
}
