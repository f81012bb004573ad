/// An abstract base class for generating layout information for a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout — the documented defaults:
/// no attributes, a zero content size, and "The default implementation of this method returns false"
/// for `shouldInvalidateLayout(forBoundsChange:)`.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    open internal(set) weak var collectionView: UICollectionView?
    /// Decoration view classes, by element kind.
    private var decorationViewClasses: [String: AnyClass] = [:]
    private var needsPrepare = true

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    override public init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    open var collectionViewContentSize: CGSize { .zero }

    /// A Boolean value that indicates whether the horizontal coordinate system is automatically flipped
    /// at appropriate times: "The default value of this property is false".
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    open func prepare() {}

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    open func invalidateLayout() { needsPrepare = true }

    /// Calls `prepare()` after an invalidation, as the collection view's next layout pass does.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-(anyclass?,_)
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }
}

/// A layout object that manages the layout-related attributes for a given item in a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes — `@MainActor
/// class UICollectionViewLayoutAttributes`; its `NSCopying` conformance is imported from Objective-C,
/// which `@preconcurrency` stands for here. `init()` is required here so that `copy(with:)` can make an
/// instance of the receiver's own class, as Objective-C's `[[self class] alloc]` does.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The properties, kept where the nonisolated `isEqual(_:)` (NSObject's) can compare them.
    private struct Properties: Equatable {
        var frame = CGRect.zero
        var zIndex = 0
        var isHidden = false
        var indexPath = IndexPath(item: 0, section: 0)
        var category = UICollectionView.ElementCategory.cell
        var kind: String?
    }

    private nonisolated(unsafe) var properties = Properties()

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    open var frame: CGRect {
        get { properties.frame }
        set { properties.frame = newValue }
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
    open var representedElementKind: String? { properties.kind }

    override public required init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
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

    /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.properties = properties
        return copy
    }

    /// Attributes are equal when all their properties are.
    override open func isEqual(_ object: Any?) -> Bool {
        (object as? UICollectionViewLayoutAttributes)?.properties == properties
    }
}
