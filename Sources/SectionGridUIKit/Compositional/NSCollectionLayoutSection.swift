/// Groups, sections and the environment a section provider is handed, as Apple documents them; they
/// record what they are given (see `NSCollectionLayoutItem.swift`).

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/contentsize
    var contentSize: CGSize { get }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentsize
    var effectiveContentSize: CGSize { get }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/contentinsets
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentinsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/container
    var container: any NSCollectionLayoutContainer { get }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/frame
    public let frame: CGRect
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/zindex
    public let zIndex: Int

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/init(frame:)
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/init(frame:zindex:)
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitemprovider
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) ->
    [NSCollectionLayoutGroupCustomItem]

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The `count` of `subitem:count:`.
    let count: Int?
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/subitems
    public let subitems: [NSCollectionLayoutItem]
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(_ arrangement: Arrangement, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(.horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitem:count:)
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(.horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(.vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitem:count:)
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(.vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:) (iOS 16)
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> Self
    {
        Self(.horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:repeatingsubitem:count:) (iOS 16)
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> Self
    {
        Self(.vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/custom(layoutsize:itemprovider:)
    public class func custom(
        layoutSize: NSCollectionLayoutSize,
        itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(.custom(itemProvider), layoutSize: layoutSize, subitems: [], count: nil)
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// https://developer.apple.com/documentation/uikit/uicontentinsetsreference (iOS 14)
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    let group: NSCollectionLayoutGroup
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
    open var interGroupSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/decorationitems
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The boundary to reference when defining content insets (iOS 14); default `.automatic`: "following
    /// the layout configuration's contentInsetsReference" (`UICollectionViewCompositionalLayout.h`).
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementaryContentInsetsReference (iOS 16;
    /// default `.automatic`)
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementariesfollowcontentinsets
    /// (deprecated by iOS 16): `true` is `.automatic`, `false` `.none` of the property above.
    open var supplementariesFollowContentInsets: Bool {
        get { supplementaryContentInsetsReference == .automatic }
        set { supplementaryContentInsetsReference = newValue ? .automatic : .none }
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler —
    /// kept, never called: nothing scrolls here.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// An object representing a visible item in a compositional layout (only declared: no handler is called).
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/frame
    var frame: CGRect { get }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/indexpath
    var indexPath: IndexPath { get }
}
