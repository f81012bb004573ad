/// An object that manages an ordered collection of data items and presents them using customizable
/// layouts. https://developer.apple.com/documentation/uikit/uicollectionview — its data source and
/// delegate, registrations (classes and nibs) and dequeueing, and the layout pass the host runs
/// (`layoutIfNeeded()`: `prepare()` after an invalidation). Updates apply at once: nothing animates.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    open weak var delegate: (any UICollectionViewDelegate)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
    open var backgroundView: UIView?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection
    open var allowsSelection = true
    /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
    open var allowsMultipleSelection = false
    /// https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled
    open var isPrefetchingEnabled = true
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
    open internal(set) var indexPathsForSelectedItems: [IndexPath]? = []
    /// Registrations, by `kind/identifier` (`UICollectionElementKindCell` for cells).
    var registrations: [String: ViewRegistration] = [:]
    /// The attributes of the element the host is asking the data source for: a dequeued view gets their
    /// frame, then `apply(_:)` them, as UIKit's dequeueing does.
    var pendingAttributes: UICollectionViewLayoutAttributes?

    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// A collection view laid out by a flow layout, as a storyboard's collection view is by default (and
    /// as an `@IBOutlet` the tool rewrites to a default-constructed view holds).
    public convenience init() {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:) — a collection view
    /// from a storyboard: laid out by the layout a storyboard coder carries (`SectionGridEntry.storyboard`),
    /// else a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = (coder as? StoryboardCoder)?.layout ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// A bounds change asks the layout, before it takes effect, whether to lay out again (as UIKit does).
    override open var bounds: CGRect {
        willSet {
            if newValue != bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:)
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections — 1 when the data
    /// source does not say (`numberOfSections(in:)`'s documented default), 0 without a data source.
    open var numberOfSections: Int { dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0 }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource.map { max(0, $0.collectionView(self, numberOfItemsInSection: section)) } ?? 0
    }

    /// Prepares the layout when it was invalidated, as a layout pass does.
    override open func layoutIfNeeded() {
        collectionViewLayout.prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    open func reloadData() { collectionViewLayout.invalidateLayout() }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforsupplementaryelement(ofkind:at:)
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:)
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0)
        return collectionViewLayout.layoutAttributesForElements(in: probe.insetBy(dx: -0.5, dy: -0.5))?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }
}
