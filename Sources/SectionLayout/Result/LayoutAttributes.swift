/// Everything a renderer needs to know about one element, like `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// What the element is: a cell, or a supplementary or decoration view's element kind.
    public var kind: ElementKind
    /// Its section index, or `LayoutAttributes.layoutWideSection` (−1) for an element of the whole
    /// layout (a boundary item of a compositional layout's configuration), which belongs to no section.
    public var section: Int
    /// Its item index within the section: a cell's, or the cell an item supplementary (a badge) is
    /// attached to; `nil` for a section's other elements.
    public var item: Int?
    /// True when pinning moved it from where the layout put it: a supplementary that pins to the
    /// visible bounds (a flow layout's header or footer under `sectionHeadersPinToVisibleBounds` /
    /// `sectionFootersPinToVisibleBounds`, a boundary item with `pinToVisibleBounds`), placed by a query
    /// whose `ScrollContext` has visible bounds; `frame` is then where it sticks. Renderers draw pinned
    /// elements above the other elements of their zIndex (the cells).
    public var isPinned: Bool = false
    /// Its frame in points, in content coordinates.
    public var frame: Rect
    /// Stacking order; lower is drawn first.
    public var zIndex: Int
    /// How a background looks (backgrounds only).
    public var style: BackgroundStyle?

    public var description: String {
        let path = isLayoutWide ? "layout" : item.map { "\(section).\($0)" } ?? "\(section)"
        return "\(kind.rawValue) \(path) \(frame)"
    }

    /// The `section` of the layout's own elements: −1, which no section has. (A section index stays an
    /// `Int` rather than becoming optional so every front end keeps reading it as it did; exports leave
    /// `section` out for these elements.)
    public static let layoutWideSection = -1

    /// True for an element of the whole layout rather than of a section.
    public var isLayoutWide: Bool { section == LayoutAttributes.layoutWideSection }
}

extension LayoutAttributes {
    /// Creates attributes; `zIndex` defaults to the kind's.
    ///
    /// Declared in an extension so the struct keeps its memberwise initializer, which this one calls:
    /// built that way, attributes go into an array without an extra copy and destroy each (an
    /// initializer that assigns field by field costs both, a third of a rect query's time).
    public init(
        kind: ElementKind, section: Int, item: Int? = nil, frame: Rect, zIndex: Int? = nil,
        style: BackgroundStyle? = nil
    ) {
        let resolvedZIndex: Int = zIndex ?? kind.zIndex
        self.init(kind: kind, section: section, item: item, frame: frame, zIndex: resolvedZIndex, style: style)
    }
}
