import SectionLayout

/// An element waiting to be drawn: what the renderer keeps of `LayoutAttributes` (a third of its size;
/// background styles are kept aside, by index), so collecting and ordering a screenful stays cheap.
struct QueuedElement {
    var kind: ElementKind
    var zIndex: Int
    var section: Int
    var item: Int
    var frame: Rect
    /// Index of the background style in the render's style list, or −1.
    var style: Int

    init(_ attributes: LayoutAttributes, style: Int) {
        kind = attributes.kind
        zIndex = attributes.zIndex
        section = attributes.section
        item = attributes.item ?? 0
        frame = attributes.frame
        self.style = style
    }
}
