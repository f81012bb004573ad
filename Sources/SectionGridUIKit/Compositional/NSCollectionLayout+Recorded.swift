internal import SectionLayout

/// The tree the `NSCollectionLayout…` objects recorded, turned back into SectionLayout's values: what
/// the spec's section would be if it were read from this code. Kinds: UIKit's section header and footer
/// are SectionLayout's `header` and `footer`; others keep their names.
@preconcurrency @MainActor
enum RecordedTree {
    static func kind(_ elementKind: String) -> String {
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return "header"
        case UICollectionView.elementKindSectionFooter: return "footer"
        default: return elementKind
        }
    }

    static func section(
        _ section: NSCollectionLayoutSection, items: Int,
        environment: any NSCollectionLayoutEnvironment
    ) -> LayoutSection {
        let behavior = OrthogonalScrollingBehavior.allCases[section.orthogonalScrollingBehavior.rawValue]
        let background = section.decorationItems.first.map { BackgroundDecoration(contentInsets: insets($0.contentInsets)) }
        var recorded = LayoutSection(
            items: items, group: group(section.group, environment: environment),
            interGroupSpacing: Double(section.interGroupSpacing), contentInsets: insets(section.contentInsets),
            orthogonalScrollingBehavior: behavior,
            boundarySupplementaryItems: section.boundarySupplementaryItems.map(boundary),
            background: background,
            supplementaryContentInsetsReference: Self.reference(section.supplementaryContentInsetsReference))
        recorded.contentInsetsReference = Self.reference(section.contentInsetsReference)
        return recorded
    }

    /// SectionLayout's value of a `UIContentInsetsReference`.
    static func reference(_ reference: UIContentInsetsReference) -> ContentInsetsReference {
        switch reference {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }

    static func group(_ group: NSCollectionLayoutGroup, environment: any NSCollectionLayoutEnvironment) -> LayoutGroup {
        let layoutSize = size(group.layoutSize)
        switch group.arrangement {
        case .custom(let provider):
            return .custom(
                layoutSize,
                frames: provider(environment).map { item in
                    Rect(
                        x: Double(item.frame.minX), y: Double(item.frame.minY), width: Double(item.frame.width),
                        height: Double(item.frame.height))
                })
        case .horizontal, .vertical:
            let subitems = group.subitems.map { subitem -> LayoutSubitem in
                if let nested = subitem as? NSCollectionLayoutGroup {
                    return .group(Self.group(nested, environment: environment))
                }
                return .item(item(subitem))
            }
            let spacing = group.interItemSpacing.map(Self.spacing) ?? .zero
            if case .horizontal = group.arrangement {
                return LayoutGroup(
                    axis: .horizontal, size: layoutSize, subitems: subitems, count: group.count,
                    interItemSpacing: spacing, contentInsets: insets(group.contentInsets))
            }
            return LayoutGroup(
                axis: .vertical, size: layoutSize, subitems: subitems, count: group.count,
                interItemSpacing: spacing, contentInsets: insets(group.contentInsets))
        }
    }

    /// The element kinds of the supplementary items of `group`'s items, nested groups included.
    static func itemSupplementaryKinds(of group: NSCollectionLayoutGroup) -> Set<String> {
        var kinds = Set(group.supplementaryItems.map(\.elementKind))
        for subitem in group.subitems {
            if let nested = subitem as? NSCollectionLayoutGroup {
                kinds.formUnion(itemSupplementaryKinds(of: nested))
            } else {
                kinds.formUnion(subitem.supplementaryItems.map(\.elementKind))
            }
        }
        return kinds
    }

    static func item(_ item: NSCollectionLayoutItem) -> LayoutItem {
        let edgeSpacing = item.edgeSpacing.map { spacing in
            LayoutEdgeSpacing(
                leading: spacing.leading.map(Self.spacing), top: spacing.top.map(Self.spacing),
                trailing: spacing.trailing.map(Self.spacing), bottom: spacing.bottom.map(Self.spacing))
        }
        return LayoutItem(
            size: size(item.layoutSize), contentInsets: insets(item.contentInsets), edgeSpacing: edgeSpacing,
            supplementaryItems: item.supplementaryItems.map(badge))
    }

    static func badge(_ badge: NSCollectionLayoutSupplementaryItem) -> LayoutSupplementaryItem {
        LayoutSupplementaryItem(
            elementKind: kind(badge.elementKind), size: size(badge.layoutSize),
            containerAnchor: anchor(badge.containerAnchor), itemAnchor: badge.itemAnchor.map(anchor),
            zIndex: badge.zIndex)
    }

    static func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            elementKind: kind(item.elementKind), size: size(item.layoutSize),
            alignment: RectAlignment.allCases[max(item.alignment.rawValue - 1, 0)],
            absoluteOffset: Point(x: Double(item.offset.x), y: Double(item.offset.y)),
            extendsBoundary: item.extendsBoundary, pinToVisibleBounds: item.pinToVisibleBounds,
            zIndex: item.zIndex, contentInsets: insets(item.contentInsets))
    }

    static func anchor(_ anchor: NSCollectionLayoutAnchor) -> LayoutAnchor {
        let offset = Point(x: Double(anchor.offset.x), y: Double(anchor.offset.y))
        return LayoutAnchor(
            edges: DirectionalRectEdges(rawValue: UInt8(anchor.edges.rawValue)),
            offset: anchor.isFractionalOffset ? .fractional(offset) : .absolute(offset))
    }

    static func size(_ size: NSCollectionLayoutSize) -> LayoutSize {
        LayoutSize(width: dimension(size.widthDimension), height: dimension(size.heightDimension))
    }

    static func dimension(_ dimension: NSCollectionLayoutDimension) -> LayoutDimension {
        let value = Double(dimension.dimension)
        switch dimension.kind {
        case .fractionalWidth: return .fractionalWidth(value)
        case .fractionalHeight: return .fractionalHeight(value)
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        }
    }

    static func spacing(_ spacing: NSCollectionLayoutSpacing) -> LayoutSpacing {
        spacing.isFlexibleSpacing ? .flexible(Double(spacing.spacing)) : .fixed(Double(spacing.spacing))
    }

    static func insets(_ insets: NSDirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
            trailing: Double(insets.trailing))
    }
}
