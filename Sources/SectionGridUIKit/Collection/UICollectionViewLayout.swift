/// An abstract base class for generating layout information for a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout — the documented defaults:
/// no attributes, a zero content size, and "The default implementation of this method returns false"
/// for `shouldInvalidateLayout(forBoundsChange:)`. `prepare()` runs on the first layout pass after an
/// invalidation, as UIKit's does.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    open internal(set) weak var collectionView: UICollectionView?
    /// Decoration view registrations, by element kind.
    var decorationRegistrations: [String: ViewRegistration] = [:]
    private var needsPrepare = true

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    override public init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:) — what a
    /// storyboard's custom layout class is made with (`SectionGridEntry.storyboard`).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib — called after
    /// `init(coder:)` when a storyboard makes the layout.
    open func awakeFromNib() {}

    /// The class of the attributes the layout makes: its `super` answers are new instances of it.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextclass
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    open var collectionViewContentSize: CGSize { .zero }

    /// A Boolean value that indicates whether the horizontal coordinate system is automatically flipped
    /// at appropriate times: "The default value of this property is false". The host shows the frames of
    /// a layout that answers true mirrored across the content's width in a right-to-left collection view.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/developmentlayoutdirection
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    open func prepare() {}

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    open func invalidateLayout() { needsPrepare = true }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:)
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidateLayout() }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forboundschange:)
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext()
    }

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
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:)
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-(anyclass?,_)
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = viewClass.map(ViewRegistration.viewClass)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-(uinib?,_)
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = nib.map(ViewRegistration.nib)
    }

    /// A new instance of `layoutAttributesClass` (UIKit's answers are always instances of it).
    func makeAttributes() -> UICollectionViewLayoutAttributes {
        (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)?.init() ?? UICollectionViewLayoutAttributes()
    }
}

/// An object that identifies the portions of your layout that need to be updated.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext — here any
/// invalidation lays the whole layout out again.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateeverything
    open var invalidateEverything: Bool { true }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedatasourcecounts
    open var invalidateDataSourceCounts: Bool { true }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentsizeadjustment
    open var contentSizeAdjustment = CGSize.zero

    override public required init() {
        super.init()
    }
}
