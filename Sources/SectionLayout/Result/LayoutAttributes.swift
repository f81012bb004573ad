/// Everything a renderer needs to know about one element, like `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// What the element is: a cell, or a supplementary or decoration view's element kind.
    public var kind: ElementKind
    /// Its section index.
    public var section: Int
    /// Its item index within the section (cells only).
    public var item: Int?
    /// Its frame in points, in content coordinates.
    public var frame: Rect
    /// Stacking order; lower is drawn first.
    public var zIndex: Int
    /// How a background looks (backgrounds only).
    public var style: BackgroundStyle?

    public var description: String {
        let path = item.map { "\(section).\($0)" } ?? "\(section)"
        return "\(kind.rawValue) \(path) \(frame)"
    }
}

extension LayoutAttributes {
    /// Creates attributes; `zIndex` defaults to the kind's.
    ///
    /// Declared in an extension so the struct keeps its memberwise initializer, which this one calls:
    /// built that way, attributes go into an array without an extra copy and destroy each (an
    /// initializer that assigns field by field costs both, a third of a rect query's time).
    public init(kind: ElementKind, section: Int, item: Int? = nil, frame: Rect, zIndex: Int? = nil,
                style: BackgroundStyle? = nil) {
        let resolvedZIndex: Int = zIndex ?? kind.zIndex
        self.init(kind: kind, section: section, item: item, frame: frame, zIndex: resolvedZIndex, style: style)
    }
}
