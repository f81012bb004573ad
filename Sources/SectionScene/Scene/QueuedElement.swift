import SectionLayout

/// An element waiting to be drawn: what a build keeps of `LayoutAttributes` (a third of its size;
/// background styles are kept aside, by index), so collecting and ordering a screenful stays cheap.
@usableFromInline
struct QueuedElement {
    @usableFromInline var kind: ElementKind
    @usableFromInline var zIndex: Int
    @usableFromInline var section: Int
    /// The item index, or `Int.min` for an element that has none.
    @usableFromInline var itemIndex: Int
    @usableFromInline var frame: Rect
    /// Index of the background style in the build's style list, or −1 (32 bits, so the flag beside it
    /// keeps the element at 80 bytes).
    @usableFromInline var style: Int32
    /// Whether pinning moved it (`LayoutAttributes.isPinned`): it draws above its zIndex's other elements.
    @usableFromInline var isPinned: Bool

    init(_ attributes: LayoutAttributes, style: Int) {
        kind = attributes.kind
        zIndex = attributes.zIndex
        section = attributes.section
        itemIndex = attributes.item ?? .min
        frame = attributes.frame
        self.style = Int32(truncatingIfNeeded: style)
        isPinned = attributes.isPinned
    }

    /// The item index (cells only).
    @inlinable var item: Int? { itemIndex == .min ? nil : itemIndex }

    /// The element as a scene names it, in `category` (which its kind implies; the caller already
    /// knows it).
    @inlinable
    func sceneElement(_ category: SceneElement.Category) -> SceneElement {
        .make(category: category, elementKind: kind, section: section, item: item, frame: frame, zIndex: zIndex)
    }
}
