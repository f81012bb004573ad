import SectionLayout

/// The element a scene command draws: what it is, where the layout put it and how it stacks — what a
/// picture names its group by (`id`) and shows on hover.
public struct SceneElement: Hashable, Sendable, CustomStringConvertible {
    /// What sort of view an element is, as `UICollectionView.ElementCategory` says.
    public enum Category: String, Hashable, Sendable {
        /// A cell (an item).
        case cell
        /// A supplementary view: a header, a footer, or another element kind a layout gives.
        case supplementaryView
        /// A decoration view: a section background.
        case decorationView

        /// The category of a layout's element kind: `cell` a cell, `background` a decoration view,
        /// every other kind a supplementary view.
        public init(_ kind: ElementKind) {
            switch kind {
            case .cell: self = .cell
            case .background: self = .decorationView
            default: self = .supplementaryView
            }
        }
    }

    /// Cell, supplementary view or decoration view.
    public var category: Category
    /// The element kind (`cell`, `header`, `footer`, `background`, or the layout's own).
    public var elementKind: ElementKind
    /// Its section index (`LayoutAttributes.layoutWideSection`, −1, for the layout's own elements).
    public var section: Int
    /// Its item index within the section: a cell's, or the cell a badge is attached to.
    public var item: Int?
    /// Its frame in points, in content coordinates (orthogonal rows at their offsets).
    public var frame: Rect
    /// Its stacking order; the scene draws lower values first.
    public var zIndex: Int

    /// A name unique within a layout: the element kind and the index path, such as `cell-2-14`,
    /// `background-3`, `header-0`, `badge-2-14` (the badge of item 2.14), or `banner-layout` for the
    /// layout's own elements.
    public var id: String {
        "\(elementKind.rawValue)-\(path(separator: "-"))"
    }

    /// `cell 2.14 (0, 40, 50, 50) z 0`.
    public var description: String {
        "\(elementKind.rawValue) \(indexPath) \(frame) z \(zIndex)"
    }

    /// Its index path as people read it: `2.14`, `3`, or `layout` for an element of the whole layout.
    public var indexPath: String { path(separator: ".") }

    /// `2.14`, `3`, or `layout` for an element of the whole layout.
    private func path(separator: String) -> String {
        if section == LayoutAttributes.layoutWideSection { return "layout" }
        return item.map { "\(section)\(separator)\($0)" } ?? "\(section)"
    }
}

extension SceneElement {
    /// Creates an element; its category follows from its element kind. (The builder, knowing the
    /// category, uses the memberwise initializer, which builds the value in place.)
    public init(elementKind: ElementKind, section: Int, item: Int? = nil, frame: Rect, zIndex: Int) {
        self.init(
            category: Category(elementKind), elementKind: elementKind, section: section, item: item,
            frame: frame, zIndex: zIndex)
    }

    /// The element a layout reported.
    public init(_ attributes: LayoutAttributes) {
        self.init(
            elementKind: attributes.kind, section: attributes.section, item: attributes.item,
            frame: attributes.frame, zIndex: attributes.zIndex)
    }
}

extension SceneElement {
    /// The memberwise initializer, for the builder's code that callers specialise (`@inlinable`
    /// emitting, which cannot call an internal initializer).
    @usableFromInline
    static func make(
        category: Category, elementKind: ElementKind, section: Int, item: Int?, frame: Rect, zIndex: Int
    ) -> SceneElement {
        SceneElement(category: category, elementKind: elementKind, section: section, item: item, frame: frame, zIndex: zIndex)
    }
}
