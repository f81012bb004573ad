import SectionLayout

/// The compositional layout's values as Swift: dimensions, sizes, directional insets, spacings, anchors,
/// alignments and element kinds, as the `NSCollectionLayout…` initialisers take them.
enum CompositionalLiteral {
    /// `.fractionalWidth(0.5)`, `.absolute(44)`, `.estimated(60)`.
    static func dimension(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .fractionalWidth(let value): return ".fractionalWidth(\(SwiftLiteral.number(value)))"
        case .fractionalHeight(let value): return ".fractionalHeight(\(SwiftLiteral.number(value)))"
        case .absolute(let value): return ".absolute(\(SwiftLiteral.number(value)))"
        case .estimated(let value): return ".estimated(\(SwiftLiteral.number(value)))"
        }
    }

    /// `size(.fractionalWidth(1), .absolute(44))`: the generated file's shorthand for
    /// `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
    static func size(_ size: LayoutSize) -> String {
        "size(\(dimension(size.width)), \(dimension(size.height)))"
    }

    /// `NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)`.
    static func insets(_ insets: DirectionalEdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(SwiftLiteral.number(insets.top)), leading: \(SwiftLiteral.number(insets.leading)), "
            + "bottom: \(SwiftLiteral.number(insets.bottom)), trailing: \(SwiftLiteral.number(insets.trailing)))"
    }

    /// `.fixed(10)`, `.flexible(0)`.
    static func spacing(_ spacing: LayoutSpacing) -> String {
        switch spacing {
        case .fixed(let value): return ".fixed(\(SwiftLiteral.number(value)))"
        case .flexible(let value): return ".flexible(\(SwiftLiteral.number(value)))"
        }
    }

    /// `nil` or a spacing.
    static func optionalSpacing(_ spacing: LayoutSpacing?) -> String {
        spacing.map(Self.spacing) ?? "nil"
    }

    /// `[.top, .trailing]`, `.top`, `[]`.
    static func edges(_ edges: DirectionalRectEdges) -> String {
        let names = [(DirectionalRectEdges.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
            .filter { edges.contains($0.0) }.map { "." + $0.1 }
        if edges == .all { return ".all" }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }

    /// `NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))`.
    static func anchor(_ anchor: LayoutAnchor) -> String {
        let edges = "edges: " + Self.edges(anchor.edges)
        switch anchor.offset {
        case .absolute(let point) where point == .zero:
            return "NSCollectionLayoutAnchor(\(edges))"
        case .absolute(let point):
            return "NSCollectionLayoutAnchor(\(edges), absoluteOffset: \(Self.point(point)))"
        case .fractional(let point):
            return "NSCollectionLayoutAnchor(\(edges), fractionalOffset: \(Self.point(point)))"
        }
    }

    /// `CGPoint(x: 0.5, y: -0.5)`.
    static func point(_ point: Point) -> String {
        "CGPoint(x: \(SwiftLiteral.number(point.x)), y: \(SwiftLiteral.number(point.y)))"
    }

    /// `.topLeading` (`NSRectAlignment`).
    static func alignment(_ alignment: RectAlignment) -> String { "." + alignment.rawValue }

    /// An element kind: the spec's `header` and `footer` are UIKit's section header and footer kinds,
    /// any other its name as a string.
    static func elementKind(_ kind: String) -> String {
        switch kind {
        case "header": return "UICollectionView.elementKindSectionHeader"
        case "footer": return "UICollectionView.elementKindSectionFooter"
        default: return SwiftLiteral.string(kind)
        }
    }

    /// The statements setting `owner.contentInsetsReference` (of a
    /// `UICollectionViewCompositionalLayoutConfiguration` or an `NSCollectionLayoutSection`) to
    /// `reference`, a `UIContentInsetsReference`.
    ///
    /// Both properties came with iOS 14 and the files target iOS 13, so the assignment sits under
    /// `if #available(iOS 14.0, *)`. iOS 13 has no such property and documents nothing it measures
    /// content insets from, so the frames SectionGrid computes are iOS 14's and later; no iOS 13
    /// fallback is written, since no setting would say the same.
    static func insetsReference(_ owner: String, _ reference: ContentInsetsReference) -> [String] {
        [
            "if #available(iOS 14.0, *) { // contentInsetsReference came with iOS 14",
            "    \(owner).contentInsetsReference = .\(reference.rawValue)",
            "}",
        ]
    }

    /// `.groupPaging` (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
    static func orthogonal(_ behavior: OrthogonalScrollingBehavior) -> String { "." + behavior.rawValue }
}
