/// The compositional layout's building blocks, with the initialisers and properties Apple documents
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem and its neighbours). They
/// only record what they are given (the classes with `Self`-returning factories are `final` here, which
/// `Self(…)` needs without the Objective-C runtime; the generated code subclasses none of them): `UICollectionViewCompositionalLayout` turns the recorded tree back
/// into SectionLayout's values (`NSCollectionLayout+Recorded.swift`) and lays that out.

/// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// https://developer.apple.com/documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/dimension
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/widthdimension
    public let widthDimension: NSCollectionLayoutDimension
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/heightdimension
    public let heightDimension: NSCollectionLayoutDimension

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/spacing
    public let spacing: CGFloat
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/isflexiblespacing
    public let isFlexibleSpacing: Bool

    init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/flexible(_:)
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexibleSpacing: true) }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing/init(leading:top:trailing:bottom:)
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/edges
    public let edges: NSDirectionalRectEdge
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/offset
    public let offset: CGPoint
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/isfractionaloffset
    public let isFractionalOffset: Bool

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:)
    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isFractionalOffset = false
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:absoluteoffset:)
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isFractionalOffset = false
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:fractionaloffset:)
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isFractionalOffset = true
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/layoutsize
    public let layoutSize: NSCollectionLayoutSize
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/supplementaryitems
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/edgespacing
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:supplementaryitems:)
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/elementkind
    public let elementKind: String
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/containeranchor
    public let containerAnchor: NSCollectionLayoutAnchor
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/itemanchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/zindex
    open var zIndex = 0

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:)
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:itemanchor:)
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/alignment
    public let alignment: NSRectAlignment
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/offset
    public let offset: CGPoint
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/extendsboundary (default true)
    open var extendsBoundary = true
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds (default false)
    open var pinToVisibleBounds = false

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:absoluteoffset:)
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []),
            itemAnchor: nil)
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/elementkind
    public let elementKind: String
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/zindex
    public var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/background(elementkind:)
    public class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}
