/// A layout value the viewer tweaks in a Swift program, by the name it has in UIKit: what the viewer's
/// tweaks change (`PropertyChange`), what the running program is told to override (`LayoutOverrides`) and
/// what `w` writes back into the files; the Swift type it takes and how the statement setting it reads.
///
/// | property | set on | type | statement |
/// |---|---|---|---|
/// | `sectionInset` | `UICollectionViewFlowLayout` | `UIEdgeInsets` | `layout.sectionInset = UIEdgeInsets(top: 0, left: 36, bottom: 12, right: 36)` |
/// | `minimumLineSpacing` | `UICollectionViewFlowLayout` | `CGFloat` | `layout.minimumLineSpacing = 10` |
/// | `minimumInteritemSpacing` | `UICollectionViewFlowLayout` | `CGFloat` | `layout.minimumInteritemSpacing = 10` |
/// | `itemSize` | `UICollectionViewFlowLayout` | `CGSize` | `layout.itemSize = CGSize(width: 100, height: 50)` |
/// | `headerReferenceSize` | `UICollectionViewFlowLayout` | `CGSize` | `layout.headerReferenceSize = CGSize(width: 0, height: 36)` |
/// | `footerReferenceSize` | `UICollectionViewFlowLayout` | `CGSize` | `layout.footerReferenceSize = CGSize(width: 0, height: 8)` |
/// | `contentInset` | `UICollectionView` (a scroll view) | `UIEdgeInsets` | `collectionView.contentInset = UIEdgeInsets(…)` |
/// | `contentInsets` | `NSCollectionLayoutSection` | `NSDirectionalEdgeInsets` | `section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)` |
/// | `interGroupSpacing` | `NSCollectionLayoutSection` | `CGFloat` | `section.interGroupSpacing = 10` |
/// | `decorationContentInsets` | `NSCollectionLayoutDecorationItem` (`.background(elementKind:)`) | `NSDirectionalEdgeInsets` | `background.contentInsets = NSDirectionalEdgeInsets(…)` |
///
/// Values travel as numbers in the order the type's initializer takes them: insets as `[top, left, bottom,
/// right]` (directional ones `[top, leading, bottom, trailing]`), sizes as `[width, height]`, spacings as `[value]`.
public enum LayoutProperty: String, CaseIterable, Sendable {
    case sectionInset, minimumLineSpacing, minimumInteritemSpacing, itemSize, headerReferenceSize, footerReferenceSize
    case contentInset, contentInsets, interGroupSpacing, decorationContentInsets

    /// The Swift type a property takes.
    public enum ValueType: String, Sendable {
        case edgeInsets = "UIEdgeInsets"
        case directionalEdgeInsets = "NSDirectionalEdgeInsets"
        case float = "CGFloat"
        case size = "CGSize"

        /// The initializer's argument labels, in the order values travel (empty for `CGFloat`).
        public var labels: [String] {
            switch self {
            case .edgeInsets: ["top", "left", "bottom", "right"]
            case .directionalEdgeInsets: ["top", "leading", "bottom", "trailing"]
            case .float: []
            case .size: ["width", "height"]
            }
        }

        /// How many numbers a value has.
        public var count: Int { self == .float ? 1 : labels.count }
    }

    /// The Swift type the property takes.
    public var valueType: ValueType {
        switch self {
        case .sectionInset, .contentInset: .edgeInsets
        case .minimumLineSpacing, .minimumInteritemSpacing, .interGroupSpacing: .float
        case .itemSize, .headerReferenceSize, .footerReferenceSize: .size
        case .contentInsets, .decorationContentInsets: .directionalEdgeInsets
        }
    }

    /// The member's name in UIKit (`decorationContentInsets` is a decoration item's `contentInsets`).
    public var memberName: String {
        self == .decorationContentInsets ? "contentInsets" : rawValue
    }

    /// Whether it is a flow layout's property (set on the layout, or answered per section by its delegate).
    public var isFlowLayout: Bool {
        switch self {
        case .sectionInset, .minimumLineSpacing, .minimumInteritemSpacing, .itemSize, .headerReferenceSize,
            .footerReferenceSize:
            true
        default: false
        }
    }

    /// The label of the `UICollectionViewDelegateFlowLayout` method that answers a flow property per section
    /// (`insetForSectionAt` in `collectionView(_:layout:insetForSectionAt:)`), `nil` for the others.
    public var delegateLabel: String? {
        switch self {
        case .sectionInset: "insetForSectionAt"
        case .minimumLineSpacing: "minimumLineSpacingForSectionAt"
        case .minimumInteritemSpacing: "minimumInteritemSpacingForSectionAt"
        case .itemSize: "sizeForItemAt"
        case .headerReferenceSize: "referenceSizeForHeaderInSection"
        case .footerReferenceSize: "referenceSizeForFooterInSection"
        default: nil
        }
    }
}
