/// One of a section's elements other than its cells, as laid out: a supplementary view (header,
/// footer) or a decoration view (background).
///
/// A section lists as many as it has (`SectionEntry.supplementaries`), each with its element kind, so
/// new kinds — more boundary items, badges — are new entries, not new fields threaded through the
/// builders, the result and every query. It holds no reference, so building, copying and freeing a
/// large layout's entries stays plain memory work; a background's look is the section's
/// (`SectionEntry.backgroundStyle`).
struct SupplementaryElement: Sendable, Equatable {
    /// An element kind as a section stores it: a number, not a name. A string in every element made
    /// building a large layout half as slow again; kinds named by the spec (boundary items of any
    /// element kind) will be a case holding an index into one table of names per layout.
    enum Kind: UInt8, Sendable {
        case header, footer, background

        /// The kind as queries report it.
        var elementKind: ElementKind {
            switch self {
            case .header: return .header
            case .footer: return .footer
            case .background: return .background
            }
        }
    }

    /// What it is.
    var kind: Kind
    /// Where the layout put it, in content coordinates.
    var frame: Rect
    /// Stacking order; lower is drawn first.
    var zIndex: Int
    /// Whether queries report it after the section's cells (as footers are), else before them.
    var followsCells: Bool

    /// An element of `kind` at `frame`, at the kind's zIndex.
    init(kind: Kind, frame: Rect, followsCells: Bool = false) {
        self.kind = kind
        self.frame = frame
        self.zIndex = kind.elementKind.zIndex
        self.followsCells = followsCells
    }
}
