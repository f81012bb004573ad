/// One of a section's elements other than its cells, as laid out: a supplementary view (header,
/// footer) or a decoration view (background).
///
/// A section lists as many as it has (`SectionEntry.supplementaries`), each named by its element kind,
/// so new kinds — more boundary items, a layout-wide header — are new entries, not new fields threaded
/// through the builders, the result and every query.
struct SupplementaryElement: Sendable, Equatable {
    /// What it is.
    var kind: ElementKind
    /// Where the layout put it, in content coordinates.
    var frame: Rect
    /// Stacking order; lower is drawn first.
    var zIndex: Int
    /// How a background looks (backgrounds only).
    var style: BackgroundStyle?
    /// Whether queries report it after the section's cells (as footers are), else before them.
    var followsCells: Bool

    /// An element of `kind` at `frame`, at the kind's zIndex.
    init(kind: ElementKind, frame: Rect, style: BackgroundStyle? = nil, followsCells: Bool = false) {
        self.kind = kind
        self.frame = frame
        self.zIndex = kind.zIndex
        self.style = style
        self.followsCells = followsCells
    }
}
