import SectionLayout

/// Elements given as a list rather than computed by a layout (a Swift file's layout as its program
/// answered it), as a scene's query: a rect query walks them all, in their order. No section has a
/// background style: what the elements show comes from their looks (`ElementLooks`).
public struct ListedElements: ElementQuery, Sendable {
    public let elements: [LayoutAttributes]
    public let contentSize: Size
    /// The reading direction titles follow (the frames are already as the collection view shows them).
    public let layoutDirection: LayoutDirection

    public init(_ elements: [LayoutAttributes], contentSize: Size, layoutDirection: LayoutDirection = .leftToRight) {
        self.elements = elements
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
    }

    @discardableResult
    public func forEachElement(in rect: Rect, context: ScrollContext, while body: (LayoutAttributes) -> Bool) -> Bool {
        for index in elements.indices where elements[index].frame.intersects(rect) {
            guard body(elements[index]) else { return false }
        }
        return true
    }

    public func backgroundStyle(ofSection section: Int) -> BackgroundStyle? { nil }
}
