import SectionGridHostProtocol
internal import SectionLayout

/// A layout object that organizes items into a grid with optional header and footer views for each
/// section. https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout — its documented
/// defaults (item 50×50, spacings 10, zero insets and reference sizes, vertical). Its frames are
/// SectionLayout's flow engine's (docs/spec.md, "Flow layout semantics"), computed in `prepare()` from
/// these properties and the delegate's answers for each section and item, in the collection view's
/// bounds minus its adjusted content inset. Right to left it answers in its own, left-to-right
/// coordinates (computed with the physical insets' sides swapped), which the collection view shows
/// mirrored (`flipsHorizontallyInOppositeLayoutDirection` is true). Its answers are new instances of
/// `layoutAttributesClass` each time, so a subclass may change what `super` gives it.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    open var itemSize = CGSize(width: 50, height: 50)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
    open var minimumLineSpacing: CGFloat = 10
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
    open var minimumInteritemSpacing: CGFloat = 10
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset
    open var sectionInset = UIEdgeInsets.zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
    open var headerReferenceSize = CGSize.zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
    open var footerReferenceSize = CGSize.zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds
    open var sectionHeadersPinToVisibleBounds = false
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionfooterspintovisiblebounds
    open var sectionFootersPinToVisibleBounds = false
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize — kept;
    /// there is no self-sizing here (items take `itemSize` or the delegate's size).
    open var estimatedItemSize = CGSize.zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/automaticsize
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Constants that describe the reference point of the section insets.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum
    public enum SectionInsetReference: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum/fromcontentinset
        case fromContentInset
        /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum/fromsafearea
        case fromSafeArea
        /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum/fromlayoutmargins
        case fromLayoutMargins
    }

    /// The boundary to use when computing section insets; default `.fromContentInset`.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.property
    open var sectionInsetReference = SectionInsetReference.fromContentInset

    /// The last `prepare()`'s frames, left to right.
    private var result: LayoutResult?
    /// What the host puts in place of the code's values for one layout (SectionGrid's, internal:
    /// `FlowOverrides`); `nil`: none.
    var hostOverrides: FlowOverrides?
    /// The last `prepare()`'s layout as the code set it, overrides left out (SectionGrid's, internal: the
    /// host's model).
    private(set) var codeModel: FlowModel?

    override open func prepare() {
        super.prepare()
        result = collectionView.map(layOut)
    }

    private func layOut(_ collectionView: UICollectionView) -> LayoutResult {
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let overrides = hostOverrides?.overrides ?? LayoutOverrides()
        var answers = DelegateAnswers()
        var codeSections: [FlowSection] = []
        var sections: [FlowSection] = []
        for section in 0..<collectionView.numberOfSections {
            let code = codeSection(section, of: collectionView, delegate: delegate, answers: &answers)
            codeSections.append(code)
            sections.append(FlowOverrides.section(code, overrides, section))
        }
        var layout = FlowLayout(
            scrollDirection: scrollDirection == .vertical ? .vertical : .horizontal,
            itemSize: size(itemSize), minimumLineSpacing: Double(minimumLineSpacing),
            minimumInteritemSpacing: Double(minimumInteritemSpacing),
            sectionInset: insets(sectionInset), headerReferenceSize: size(headerReferenceSize),
            footerReferenceSize: size(footerReferenceSize), sections: sections)
        // Frames as laid out (at rest): this layout has no scrolling to pin supplementaries against.
        layout.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        layout.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        switch sectionInsetReference {
        case .fromContentInset: layout.sectionInsetReference = .fromContentInset
        case .fromSafeArea: layout.sectionInsetReference = .fromSafeArea
        case .fromLayoutMargins: layout.sectionInsetReference = .fromLayoutMargins
        }
        // Laid out in the collection view's environment; the flow layout is not rounded to the display
        // scale (SectionLayout's `FlowLayout.layout(in:)` ignores it: UIKit documents no rounding here).
        // Right to left, SectionLayout computes it with the insets' sides swapped and mirrors it: the
        // mirror undone gives the layout's own coordinates, which the collection view flips.
        var environment = collectionView.layoutEnvironment(scrollDirection: scrollDirection)
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if rightToLeft { environment.layoutDirection = .rightToLeft }
        var code = layout
        code.sections = codeSections
        hostOverrides?.code.apply(to: &code)
        codeModel = FlowModel(layout: code, environment: environment, delegateAnswers: answers.names)
        guard rightToLeft else { return layout.layout(in: environment) }
        return layout.layout(in: environment).mirroredHorizontally()
    }

    /// Section `section` as the code sets it: the delegate's answers where it answers (`nil`: the
    /// layout's properties), the methods that answered added to `answers`.
    private func codeSection(
        _ section: Int, of collectionView: UICollectionView, delegate: (any UICollectionViewDelegateFlowLayout)?,
        answers: inout DelegateAnswers
    ) -> FlowSection {
        func answer<Value>(_ name: DelegateAnswers.Method, _ call: (any UICollectionViewDelegateFlowLayout) -> Value) -> Value? {
            guard let delegate, let value = OptionalRequirement.answer({ call(delegate) }) else { return nil }
            answers.insert(name)
            return value
        }
        // The delegate is asked in the order it always was: the items' sizes, then the section's values.
        let items = items(in: section, of: collectionView, delegate: delegate)
        if case .sizes = items { answers.insert(.size) }
        let lineSpacing = answer(.minimumLineSpacing) {
            $0.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        }
        let interitemSpacing = answer(.minimumInteritemSpacing) {
            $0.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        }
        let inset = answer(.inset) { $0.collectionView(collectionView, layout: self, insetForSectionAt: section) }
        let header = answer(.header) { $0.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) }
        let footer = answer(.footer) { $0.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) }
        return FlowSection(
            items: items, minimumLineSpacing: lineSpacing.map { Double($0) },
            minimumInteritemSpacing: interitemSpacing.map { Double($0) }, sectionInset: inset.map(insets),
            headerReferenceSize: header.map(size), footerReferenceSize: footer.map(size))
    }

    /// The items of `section`: sized by the delegate when it implements `sizeForItemAt`, else a count of
    /// `itemSize`s (laid out in closed form).
    private func items(
        in section: Int, of collectionView: UICollectionView,
        delegate: (any UICollectionViewDelegateFlowLayout)?
    ) -> FlowItems {
        let count = collectionView.numberOfItems(inSection: section)
        guard let delegate, count > 0,
            let first = OptionalRequirement.answer({
                delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
            })
        else { return .count(count) }
        return .sizes(
            [size(first)]
                + (1..<count).map { item in
                    size(
                        delegate.collectionView(
                            collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)))
                })
    }

    /// A flow layout's frames are computed left to right and flipped by the collection view in a
    /// right-to-left layout: UIKit's flow layout returns true (the base class's default is false).
    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override open var collectionViewContentSize: CGSize {
        result.map { CGSize(width: $0.contentSize.width, height: $0.contentSize.height) } ?? .zero
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        result?.itemFrame(section: indexPath.section, item: indexPath.item).map { frame in
            attributes(for: indexPath, category: .cell, kind: nil, frame)
        }
    }

    override open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let kind: ElementKind
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: kind = .header
        case UICollectionView.elementKindSectionFooter: kind = .footer
        default: return nil
        }
        return result?.attributes(kind: kind, section: indexPath.section).map { element in
            attributes(for: indexPath, category: .supplementaryView, kind: elementKind, element.frame)
        }
    }

    /// Every cell, header and footer whose frame `intersects(_:)` the rect, as CoreGraphics decides, in
    /// SectionLayout's order (section by section: header, cells, footer).
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        engineElements(in: rect)
    }

    /// What this class's `layoutAttributesForElements(in:)` answers, whatever a subclass's does
    /// (SectionGrid's, internal: the host tells a layout computing its own elements by it).
    final func engineElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var found: [UICollectionViewLayoutAttributes] = []
        result?.forEachElement { element in
            guard cgRect(element.frame).intersects(rect) else { return }
            let path = IndexPath(item: element.item ?? 0, section: element.section)
            switch element.kind {
            case .cell: found.append(attributes(for: path, category: .cell, kind: nil, element.frame))
            case .header:
                found.append(
                    attributes(
                        for: path, category: .supplementaryView, kind: UICollectionView.elementKindSectionHeader, element.frame))
            case .footer:
                found.append(
                    attributes(
                        for: path, category: .supplementaryView, kind: UICollectionView.elementKindSectionFooter, element.frame))
            default: break
            }
        }
        return found
    }

    /// New attributes of the layout's class.
    private func attributes(
        for indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?,
        _ frame: Rect
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.properties.indexPath = indexPath
        attributes.properties.category = category
        attributes.properties.kind = kind
        attributes.properties.frame = cgRect(frame)
        return attributes
    }

    /// The engine's content size, whatever a subclass's `collectionViewContentSize` answers.
    final var engineContentSize: Size? { result?.contentSize }

    private func cgRect(_ rect: Rect) -> CGRect { CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
    private func size(_ size: CGSize) -> Size { Size(width: Double(size.width), height: Double(size.height)) }
    private func insets(_ insets: UIEdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}
