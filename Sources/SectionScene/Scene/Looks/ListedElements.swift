import SectionLayout

/// Elements given as a list rather than computed by a layout (a Swift file's layout as its program
/// answered it), as a scene's query: a rect query walks them all, in their order. No section has a
/// background style: what the elements show comes from their looks (`ElementLooks`).
public struct ListedElements: ElementQuery, Sendable {
    public let elements: [LayoutAttributes]
    public let contentSize: Size
    /// The reading direction titles follow (the frames are already as the collection view shows them).
    public let layoutDirection: LayoutDirection

    /// The sections whose items scroll across the scroll axis on their own (a compositional layout's
    /// orthogonal sections): a scroll context's offset for one moves its items and their supplementaries
    /// by −offset across `scrollDirection`, as a layout's query moves them (`LayoutResult`).
    public var orthogonalSections: Set<Int> = []
    /// The scroll direction the orthogonal rows scroll across.
    public var scrollDirection = Axis.vertical

    public init(_ elements: [LayoutAttributes], contentSize: Size, layoutDirection: LayoutDirection = .leftToRight) {
        self.elements = elements
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
    }

    @discardableResult
    public func forEachElement(in rect: Rect, context: ScrollContext, while body: (LayoutAttributes) -> Bool) -> Bool {
        let scrollsRows = !orthogonalSections.isEmpty && !context.orthogonalOffsets.isEmpty
        for index in elements.indices {
            var element = elements[index]
            if scrollsRows, element.item != nil, orthogonalSections.contains(element.section),
                let offset = context.orthogonalOffsets[element.section], offset.isFinite, offset != 0
            {
                element.frame =
                    scrollDirection == .vertical
                    ? element.frame.offsetBy(dx: -offset, dy: 0) : element.frame.offsetBy(dx: 0, dy: -offset)
            }
            guard element.frame.intersects(rect) else { continue }
            guard body(element) else { return false }
        }
        return true
    }

    public func backgroundStyle(ofSection section: Int) -> BackgroundStyle? { nil }
}
