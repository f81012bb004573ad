import SectionGridHostProtocol
internal import SectionLayout

/// The layout's elements as the host reports them: what `layoutAttributesForElements(in:)` answers for
/// the whole content (the content's rectangle grown by a million points on every side, so that the
/// rows of orthogonally scrolling sections, which reach past the content's width, and elements a layout
/// puts just outside the content are not lost), each as `frames` writes one.
@MainActor
enum HostElements {
    /// Every element's attributes, in the order the layout gives them.
    static func attributes(of collectionView: UICollectionView) -> [UICollectionViewLayoutAttributes] {
        let layout = collectionView.collectionViewLayout
        return layout.layoutAttributesForElements(in: wholeContent(of: layout)) ?? []
    }

    /// The rectangle asked for: the content's grown by a million points on every side.
    static func wholeContent(of layout: UICollectionViewLayout) -> CGRect {
        let content = layout.collectionViewContentSize
        let margin: CGFloat = 1_000_000
        return CGRect(x: -margin, y: -margin, width: content.width + 2 * margin, height: content.height + 2 * margin)
    }

    /// The element of `attributes`: its kind (UIKit's header and footer kinds as `header` and `footer`, a
    /// compositional layout's background decoration items as `background`, other decoration views as
    /// `decoration`), section and item as `frames` gives them, and its frame as the collection view shows
    /// it — mirrored across the content's width right to left when the layout flips.
    static func element(
        _ attributes: UICollectionViewLayoutAttributes, in collectionView: UICollectionView,
        contentSize: CGSize
    ) -> HostElement {
        let layout = collectionView.collectionViewLayout
        let compositional = layout as? UICollectionViewCompositionalLayout
        let path = attributes.indexPath
        let section = path.count > 0 ? path.section : 0
        let item = path.count > 1 ? path.item : 0
        var frame = attributes.frame
        if layout.flipsHorizontallyInOppositeLayoutDirection, collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        {
            frame.origin.x = contentSize.width - frame.maxX
        }
        let rect = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        var element: HostElement
        let kind = attributes.representedElementKind ?? ""
        switch attributes.representedElementCategory {
        case .cell:
            element = HostElement(kind: .cell, section: section, item: item, frame: rect, zIndex: attributes.zIndex)
        case .supplementaryView:
            let named = compositional != nil
            let layoutWide = compositional?.isLayoutWideSupplementary(ofKind: kind) ?? false
            switch kind {
            case UICollectionView.elementKindSectionHeader:
                element = HostElement(
                    kind: .header, elementKind: named ? "header" : nil, section: layoutWide ? nil : section,
                    frame: rect, zIndex: attributes.zIndex)
            case UICollectionView.elementKindSectionFooter:
                element = HostElement(
                    kind: .footer, elementKind: named ? "footer" : nil, section: layoutWide ? nil : section,
                    frame: rect, zIndex: attributes.zIndex)
            default:
                let attached = compositional.map { $0.isItemSupplementary(ofKind: kind) } ?? true
                element = HostElement(
                    kind: .supplementary, elementKind: kind, section: layoutWide ? nil : section,
                    item: attached && !layoutWide ? item : nil, frame: rect, zIndex: attributes.zIndex)
            }
        case .decorationView:
            let background = compositional?.isBackgroundDecoration(ofKind: kind) ?? false
            element = HostElement(
                kind: background ? .background : .decoration, elementKind: kind, section: section, frame: rect,
                zIndex: attributes.zIndex)
        }
        element.alpha = Double(attributes.alpha)
        element.isHidden = attributes.isHidden
        return element
    }
}
