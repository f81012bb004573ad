import SectionGridHostProtocol
internal import SectionLayout

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
@preconcurrency @MainActor
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
/// every frame rounded to its trait collection's `displayScale`. Leading and trailing resolve by the
/// collection view's direction (frames come already mirrored right to left: it does not ask the
/// collection view to flip them). Decoration items keep the element kind they were given; the section
/// header and footer kinds are SectionLayout's `header` and `footer`. A section's first background
/// decoration item is laid out (SectionLayout has one background per section; later ones are not).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/configuration
    open var configuration: UICollectionViewCompositionalLayoutConfiguration
    private var result: LayoutResult?
    /// Each section's decoration item kind (`nil`: none).
    private var decorationKinds: [String?] = []
    /// The element kinds of the supplementary items attached to items (badges), of every section.
    private var itemSupplementaryKinds: Set<String> = []
    /// What the host puts in place of the returned sections' values for one layout (SectionGrid's,
    /// internal); empty: nothing.
    var hostOverrides = LayoutOverrides()
    /// The last `prepare()`'s layout with the sections as the provider returned them, overrides left out
    /// (SectionGrid's, internal: the host's model).
    private(set) var codeModel: CompositionalModel?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:configuration:)
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Every section laid out as `section`.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:configuration:)
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public required init?(coder: NSCoder) { nil }

    override open func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let environment = Environment(collectionView)
        var sections: [LayoutSection] = []
        var codeSections: [LayoutSection] = []
        decorationKinds = []
        itemSupplementaryKinds = []
        for index in 0..<collectionView.numberOfSections {
            guard let section = sectionProvider(index, environment) else { continue }
            let recorded = RecordedTree.section(
                section, items: collectionView.numberOfItems(inSection: index), environment: environment)
            codeSections.append(recorded)
            sections.append(CompositionalOverrides.section(recorded, hostOverrides.values(forSection: index)))
            decorationKinds.append(section.decorationItems.first?.elementKind)
            itemSupplementaryKinds.formUnion(RecordedTree.itemSupplementaryKinds(of: section.group))
        }
        var layout = CompositionalLayout(
            scrollDirection: configuration.scrollDirection == .vertical ? .vertical : .horizontal,
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
        var code = layout
        code.sections = codeSections
        codeModel = CompositionalModel(layout: code, environment: layoutEnvironment, decorationKinds: decorationKinds)
    }

    override open var collectionViewContentSize: CGSize {
        result.map { CGSize(width: $0.contentSize.width, height: $0.contentSize.height) } ?? .zero
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        result?.attributes(kind: .cell, section: indexPath.section, item: indexPath.item).map(attributes)
    }

    override open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let kind = ElementKind(rawValue: RecordedTree.kind(elementKind))
        if configuration.boundarySupplementaryItems.contains(where: { $0.elementKind == elementKind }) {
            return result?.attributes(kind: kind, section: LayoutAttributes.layoutWideSection).map(attributes)
        }
        return
            (result?.attributes(kind: kind, section: indexPath.section)
            ?? result?.attributes(kind: kind, section: indexPath.section, item: indexPath.item)).map(attributes)
    }

    override open func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard decorationKinds.indices.contains(indexPath.section), decorationKinds[indexPath.section] == elementKind else {
            return nil
        }
        return result?.attributes(kind: .background, section: indexPath.section).map(attributes)
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        engineElements(in: rect)
    }

    /// What this class's `layoutAttributesForElements(in:)` answers, whatever a subclass's does
    /// (SectionGrid's, internal: the host tells a layout computing its own elements by it).
    final func engineElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        (result?.elements(
            in: Rect(
                x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
                height: Double(rect.height))
        ).map(attributes)) ?? []
    }

    /// The engine's content size, whatever a subclass's `collectionViewContentSize` answers.
    final var engineContentSize: Size? { result?.contentSize }

    /// UIKit's attributes of an element (a new instance of `layoutAttributesClass`): its index path,
    /// category, kind, frame and zIndex.
    private func attributes(_ element: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.properties.indexPath = IndexPath(item: element.item ?? 0, section: max(element.section, 0))
        switch element.kind {
        case .cell: break
        case .background:
            attributes.properties.category = .decorationView
            attributes.properties.kind =
                decorationKinds.indices.contains(element.section) ? decorationKinds[element.section] ?? "" : ""
        case .header:
            attributes.properties.category = .supplementaryView
            attributes.properties.kind = UICollectionView.elementKindSectionHeader
        case .footer:
            attributes.properties.category = .supplementaryView
            attributes.properties.kind = UICollectionView.elementKindSectionFooter
        default:
            attributes.properties.category = .supplementaryView
            attributes.properties.kind = element.kind.rawValue
        }
        attributes.properties.frame = CGRect(
            x: element.frame.minX, y: element.frame.minY, width: element.frame.width,
            height: element.frame.height)
        attributes.properties.zIndex = element.zIndex
        return attributes
    }

    /// Whether `elementKind` is a section's background decoration item (SectionGrid's: the host reports
    /// it as `background`, as a spec's).
    func isBackgroundDecoration(ofKind elementKind: String) -> Bool {
        decorationKinds.contains(elementKind)
    }

    /// Whether supplementaries of `elementKind` are the configuration's, of the whole layout.
    func isLayoutWideSupplementary(ofKind elementKind: String) -> Bool {
        configuration.boundarySupplementaryItems.contains { $0.elementKind == elementKind }
    }

    /// Whether supplementaries of `elementKind` are attached to items (badges), which `frames` gives an
    /// item.
    func isItemSupplementary(ofKind elementKind: String) -> Bool {
        itemSupplementaryKinds.contains(elementKind)
    }

    /// The environment handed to the section provider and custom groups' item providers: the collection
    /// view's traits, and as the container its bounds with its adjusted content inset as the content
    /// insets (leading and trailing by its direction). Apple documents the container's sizes only as
    /// "the size of the container's content region" and that size "after accounting for the content
    /// insets"; these are SectionGrid's reading of them.
    private struct Environment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
        var contentSize: CGSize
        var contentInsets: NSDirectionalEdgeInsets
        var traitCollection: UITraitCollection

        init(_ collectionView: UICollectionView) {
            contentSize = collectionView.bounds.size
            let inset = collectionView.adjustedContentInset
            let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            contentInsets = NSDirectionalEdgeInsets(
                top: inset.top, leading: rightToLeft ? inset.right : inset.left,
                bottom: inset.bottom, trailing: rightToLeft ? inset.left : inset.right)
            traitCollection = collectionView.traitCollection
        }

        var container: any NSCollectionLayoutContainer { self }
        var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
        var effectiveContentSize: CGSize {
            CGSize(
                width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
                height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
        }
    }
}
