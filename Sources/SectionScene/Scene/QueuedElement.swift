import SectionLayout

/// An element waiting to be drawn: what a build keeps of `LayoutAttributes` (a third of its size;
/// background styles are kept aside, by index), so collecting and ordering a screenful stays cheap.
struct QueuedElement {
    var kind: ElementKind
    var zIndex: Int
    var section: Int
    /// The item index, or `Int.min` for an element that has none.
    private var itemIndex: Int
    var frame: Rect
    /// Index of the background style in the build's style list, or −1 (32 bits, so the flag beside it
    /// keeps the element at 80 bytes).
    var style: Int32
    /// Whether pinning moved it (`LayoutAttributes.isPinned`): it draws above its zIndex's other elements.
    var isPinned: Bool

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
    var item: Int? { itemIndex == .min ? nil : itemIndex }

    /// The element as a scene names it, in `category` (which its kind implies; the caller already
    /// knows it).
    func sceneElement(_ category: SceneElement.Category) -> SceneElement {
        SceneElement(category: category, elementKind: kind, section: section, item: item, frame: frame, zIndex: zIndex)
    }
}
