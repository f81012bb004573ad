internal import SectionLayout

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/intersectionspacing
    open var interSectionSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/boundarysupplementaryitems
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The boundary to reference when defining content insets (iOS 14); default `.safeArea`
    /// (`UICollectionViewCompositionalLayout.h`: "default is UIContentInsetsReferenceSafeArea").
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/contentinsetsreference
    open var contentInsetsReference = UIContentInsetsReference.safeArea

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/init()
    override public init() {
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout — here it asks
/// its section provider for each section in `prepare()`, turns the tree each returns (what the
/// `NSCollectionLayout…` objects recorded) back into SectionLayout's values (`RecordedTree`), and
/// answers with the frames SectionLayout's compositional engine computes from them, in the collection
/// view's environment (`layoutEnvironment(scrollDirection:)`): its bounds minus its adjusted content
/// inset, the insets references measured from its safe area, layout margins and readable width, and
/// every frame rounded to its trait collection's `displayScale`. Decoration items keep the element kind
/// they were given; the section header and footer kinds are SectionLayout's `header` and `footer`.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/configuration
    open var configuration: UICollectionViewCompositionalLayoutConfiguration
    private var result: LayoutResult?
    /// Each section's decoration item kind (`nil`: none).
    private var decorationKinds: [String?] = []

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:configuration:)
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public required init?(coder: NSCoder) { nil }

    override open func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let bounds = collectionView.bounds.size
        let environment = Environment(size: bounds, traitCollection: collectionView.traitCollection)
        var sections: [LayoutSection] = []
        decorationKinds = []
        for index in 0..<collectionView.numberOfSections {
            guard let section = sectionProvider(index, environment) else { continue }
            sections.append(RecordedTree.section(section, items: collectionView.numberOfItems(inSection: index),
                                                 environment: environment))
            decorationKinds.append(section.decorationItems.first?.elementKind)
        }
        var layout = CompositionalLayout(scrollDirection: configuration.scrollDirection == .vertical ? .vertical : .horizontal,
                                         interSectionSpacing: Double(configuration.interSectionSpacing), sections: sections,
                                         boundarySupplementaryItems: configuration.boundarySupplementaryItems.map(RecordedTree.boundary))
        layout.contentInsetsReference = RecordedTree.reference(configuration.contentInsetsReference)
        // In the collection view's environment: its adjusted content inset, the safe area, layout margins
        // and readable width the insets references measure from, and its display scale; leading and
        // trailing resolve by the collection view's direction (NSDirectionalEdgeInsets).
        var layoutEnvironment = collectionView.layoutEnvironment(scrollDirection: configuration.scrollDirection)
        layoutEnvironment.layoutDirection =
            collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        result = layout.layout(in: layoutEnvironment)
    }

    override open var collectionViewContentSize: CGSize {
        result.map { CGSize(width: $0.contentSize.width, height: $0.contentSize.height) } ?? .zero
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        result?.attributes(kind: .cell, section: indexPath.section, item: indexPath.item).map(attributes)
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let kind = ElementKind(rawValue: RecordedTree.kind(elementKind))
        if configuration.boundarySupplementaryItems.contains(where: { $0.elementKind == elementKind }) {
            return result?.attributes(kind: kind, section: LayoutAttributes.layoutWideSection).map(attributes)
        }
        return (result?.attributes(kind: kind, section: indexPath.section)
                ?? result?.attributes(kind: kind, section: indexPath.section, item: indexPath.item)).map(attributes)
    }

    override open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard decorationKinds.indices.contains(indexPath.section), decorationKinds[indexPath.section] == elementKind else { return nil }
        return result?.attributes(kind: .background, section: indexPath.section).map(attributes)
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        result?.elements(in: Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
                                  height: Double(rect.height))).map(attributes)
    }

    /// UIKit's attributes of an element: its index path, category, kind, frame and zIndex.
    private func attributes(_ element: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let path = IndexPath(item: element.item ?? 0, section: max(element.section, 0))
        let attributes: UICollectionViewLayoutAttributes
        switch element.kind {
        case .cell: attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        case .background:
            attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decorationKinds[element.section] ?? "", with: path)
        case .header: attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
        case .footer: attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: path)
        default: attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: element.kind.rawValue, with: path)
        }
        attributes.frame = CGRect(x: element.frame.minX, y: element.frame.minY, width: element.frame.width, height: element.frame.height)
        attributes.zIndex = element.zIndex
        return attributes
    }

    /// The environment handed to the section provider and custom groups' item providers.
    private struct Environment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
        var size: CGSize
        var traitCollection: UITraitCollection
        var container: any NSCollectionLayoutContainer { self }
        var contentSize: CGSize { size }
        var effectiveContentSize: CGSize { size }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    }
}
