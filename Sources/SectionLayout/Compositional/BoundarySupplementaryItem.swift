/// A supplementary view on the boundary of a section or of the whole layout, like
/// `NSCollectionLayoutBoundarySupplementaryItem`: a header, a footer, or any other element kind,
/// aligned to an edge or a corner.
///
/// Its size resolves against what it is attached to: a section's effective size while the section's
/// supplementaries follow its content insets (`ContentInsetsReference.automatic`), else the whole
/// container. The item is placed so its `alignment` point meets the same point of that area — along the
/// scroll axis the section's frame (or the whole content), across it the container inside the section's
/// content insets when they are followed —, then moved by `absoluteOffset`, then shrunk by
/// `contentInsets` (except on an axis whose dimension is estimated). Items at the leading edge of the
/// scroll axis that extend the boundary push the section's content by the longest of them, those at the
/// trailing edge lengthen it after the content; others overlap the section. With `pinToVisibleBounds`,
/// queries given visible bounds keep it on screen while its section (or the layout) is: items at the
/// trailing edge stick to the bottom (trailing) edge, all others to the top (leading) one
/// (`PinnedPlacement`).
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// The element kind (`representedElementKind`), unique among a section's boundary items (or the
    /// layout's). `cell` and `background` name a section's own elements: an item of those kinds is not
    /// laid out.
    public var elementKind: String
    /// The size (`layoutSize`).
    public var size: LayoutSize
    /// Which edge or corner it sits on.
    public var alignment: RectAlignment
    /// Points it is moved by after alignment (`offset`; x to the right, y down).
    public var absoluteOffset: Point
    /// Whether it extends the section (`extendsBoundary`, default true): see the type's description.
    /// Items aligned only to an edge across the scroll axis never do.
    public var extendsBoundary: Bool
    /// Whether it stays visible while its section is (`pinToVisibleBounds`, default false): see the
    /// type's description.
    public var pinToVisibleBounds: Bool
    /// Stacking order (default 0); promoted by 1 in a section with a background, as UIKit does.
    public var zIndex: Int
    /// Space between its slot and the view, applied after placement (`contentInsets`).
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a boundary item; the defaults are UIKit's.
    public init(
        elementKind: String, size: LayoutSize, alignment: RectAlignment, absoluteOffset: Point = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 0,
        contentInsets: DirectionalEdgeInsets = .zero
    ) {
        self.elementKind = elementKind
        self.size = size
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }

    /// Creates a section header or footer for `LayoutSection.header`/`footer` (element kind `header`,
    /// alignment `top`; as a section's header or footer both are set by its place).
    public init(size: LayoutSize, extendsBoundary: Bool = true) {
        self.init(elementKind: "header", size: size, alignment: .top, extendsBoundary: extendsBoundary)
    }

    /// Creates a section header or footer from its two dimensions.
    public init(width: LayoutDimension, height: LayoutDimension, extendsBoundary: Bool = true) {
        self.init(size: LayoutSize(width: width, height: height), extendsBoundary: extendsBoundary)
    }

    /// The item mirrored across the main diagonal.
    public var transposed: BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            elementKind: elementKind, size: size.transposed, alignment: alignment.transposed,
            absoluteOffset: absoluteOffset.transposed, extendsBoundary: extendsBoundary,
            pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex,
            contentInsets: contentInsets.transposed)
    }
}
