/// The kind of a laid-out element.
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
    /// An item (a `UICollectionViewCell`).
    case cell
    /// A section header (supplementary view).
    case header
    /// A section footer (supplementary view).
    case footer
    /// A section background (decoration view).
    case background

    /// The stacking order used for this kind: backgrounds below everything else, as UIKit draws them.
    public var zIndex: Int { self == .background ? -1 : 0 }
}

/// Everything a renderer needs to know about one element, like `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// What the element is.
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

    /// Creates attributes; `zIndex` defaults to the kind's.
    public init(kind: ElementKind, section: Int, item: Int? = nil, frame: Rect, zIndex: Int? = nil,
                style: BackgroundStyle? = nil) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex ?? kind.zIndex
        self.style = style
    }

    public var description: String {
        let path = item.map { "\(section).\($0)" } ?? "\(section)"
        return "\(kind.rawValue) \(path) \(frame)"
    }
}
