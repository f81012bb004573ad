/// A layout object that manages the layout-related attributes for a given item in a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes — `@MainActor
/// class UICollectionViewLayoutAttributes`; its `NSCopying` conformance is imported from Objective-C,
/// which `@preconcurrency` stands for here. `init()` is required here so that `copy(with:)` can make an
/// instance of the receiver's own class, as Objective-C's `[[self class] alloc]` does, and so that a
/// layout can make instances of its `layoutAttributesClass`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The properties, kept where the nonisolated `isEqual(_:)` (NSObject's) can compare them.
    struct Properties: Equatable {
        var frame = CGRect.zero
        var transform = CGAffineTransform.identity
        var alpha: CGFloat = 1
        var zIndex = 0
        var isHidden = false
        var indexPath = IndexPath(item: 0, section: 0)
        var category = UICollectionView.ElementCategory.cell
        var kind: String?
    }

    nonisolated(unsafe) var properties = Properties()

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    open var frame: CGRect {
        get { properties.frame }
        set { properties.frame = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size (keeps the center)
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/bounds
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform (kept;
    /// the host reports frames)
    open var transform: CGAffineTransform {
        get { properties.transform }
        set { properties.transform = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha (default 1)
    open var alpha: CGFloat {
        get { properties.alpha }
        set { properties.alpha = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex (default 0)
    open var zIndex: Int {
        get { properties.zIndex }
        set { properties.zIndex = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/ishidden
    open var isHidden: Bool {
        get { properties.isHidden }
        set { properties.isHidden = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
    open var indexPath: IndexPath {
        get { properties.indexPath }
        set { properties.indexPath = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
    open var representedElementCategory: UICollectionView.ElementCategory { properties.category }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementkind
    /// (`nil` for cells)
    open var representedElementKind: String? { properties.kind }

    override public required init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        properties.indexPath = indexPath
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forsupplementaryviewofkind:with:)
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        properties.indexPath = indexPath
        properties.category = .supplementaryView
        properties.kind = elementKind
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(fordecorationviewofkind:with:)
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        properties.indexPath = indexPath
        properties.category = .decorationView
        properties.kind = decorationViewKind
    }

    /// A new instance of the receiver's class with the same properties: a subclass's `copy(with:)`
    /// calls `super` and copies its own.
    /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.properties = properties
        return copy
    }

    /// Attributes are equal when all their properties are (a subclass compares its own, then `super`).
    override open func isEqual(_ object: Any?) -> Bool {
        (object as? UICollectionViewLayoutAttributes)?.properties == properties
    }

    override open var hash: Int { properties.indexPath.hashValue ^ (properties.kind?.hashValue ?? 0) }

    override open var description: String {
        let kind = properties.kind.map { " kind: \($0);" } ?? ""
        return
            "<\(type(of: self)): index path: \(properties.indexPath);\(kind) frame = \(properties.frame); zIndex = \(properties.zIndex)>"
    }
}
