/// A view that allows the scrolling and zooming of its contained views.
/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
    /// Constants that indicate how safe area insets are added to the adjusted content inset.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset = UIEdgeInsets.zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The insets derived from the content insets and the safe area of the scroll view.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset — `.never`: the
    /// content inset; `.always`: plus the whole safe area ("always include the safe area insets in the
    /// content adjustment"). `.automatic` and `.scrollableAxes` adjust only the axes the content scrolls
    /// along, which depends on the content size against the bounds over layout passes; this UIKit does
    /// not scroll, and counts them as `.never` (the exported sample sets `.never` and adds the safe area
    /// itself).
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior == .always else { return contentInset }
        let safeArea = safeAreaInsets
        return UIEdgeInsets(top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
                            bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
    }
}

/// An object that manages an ordered collection of data items and presents them using customizable
/// layouts. https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor
open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { adopt(collectionViewLayout) }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    open weak var delegate: (any UICollectionViewDelegate)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    open weak var dataSource: (any UICollectionViewDataSource)?
    private var registered: [String: AnyClass] = [:]

    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// A bounds change asks the layout, before it takes effect, whether to lay out again (as UIKit does).
    override open var bounds: CGRect {
        willSet {
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// Prepares the layout when it was invalidated, as a layout pass does.
    override open func layoutIfNeeded() {
        collectionViewLayout.prepareIfNeeded()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    open func reloadData() { collectionViewLayout.invalidateLayout() }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-(anyclass?,_)
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered["cell/" + identifier] = cellClass
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-(anyclass?,_,_)
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        registered[elementKind + "/" + identifier] = viewClass
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        make(registered["cell/" + identifier]) ?? UICollectionViewCell(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        make(registered[elementKind + "/" + identifier]) ?? UICollectionReusableView(frame: .zero)
    }

    /// A new view of a registered class. Without the Objective-C runtime only a required initializer can
    /// be called through a class value, and a view's is `init?(coder:)` (NSCoding).
    private func make<View: UIView>(_ viewClass: AnyClass?) -> View? {
        (viewClass as? View.Type)?.init(coder: NSCoder())
    }
}

/// A view that defines the behavior for all cells and supplementary views presented by a collection
/// view. https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor
open class UICollectionReusableView: UIView {
    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
    open func prepareForReuse() {}
}

/// A single data item when that item is within the collection view's visible bounds.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    public let contentView = UIView(frame: .zero)
}
