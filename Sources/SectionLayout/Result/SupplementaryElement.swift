/// One of a section's elements other than its cells (or one of the layout's own), as laid out: a
/// supplementary view (header, footer, any boundary item) or a decoration view (background).
///
/// A section lists as many as it has (`SectionEntry.supplementaries`), each with its element kind, so
/// new kinds are new entries, not new fields threaded through the builders, the result and every query.
/// It holds no reference, so building, copying and freeing a large layout's entries stays plain memory
/// work; a background's look is the section's (`SectionEntry.backgroundStyle`), and a kind named by the
/// layout is an index into the layout's table of names (`LayoutResult.elementKinds`).
struct SupplementaryElement: Sendable, Equatable {
    /// An element kind as a section stores it: a number, not a name. A string in every element made
    /// building a large layout half as slow again; kinds named by the layout are indices into one table
    /// of names per layout.
    struct Kind: Hashable, Sendable {
        /// 0 header, 1 footer, 2 background, then the layout's names from index 0.
        let raw: UInt32

        /// A section header.
        static let header = Kind(raw: 0)
        /// A section footer.
        static let footer = Kind(raw: 1)
        /// A section background.
        static let background = Kind(raw: 2)
        /// The kind named by entry `index` of the layout's table.
        static func named(_ index: Int) -> Kind { Kind(raw: 3 &+ UInt32(truncatingIfNeeded: index)) }

        /// The kind as queries report it, its name looked up in `names` when the layout named it.
        @inline(__always)
        func elementKind(in names: [ElementKind]) -> ElementKind {
            switch raw {
            case 0: return .header
            case 1: return .footer
            case 2: return .background
            default:
                let index = Int(raw &- 3)
                return names.indices.contains(index) ? names[index] : ElementKind(rawValue: "")
            }
        }
    }

    /// What it is.
    var kind: Kind
    /// Where the layout put it, in content coordinates.
    var frame: Rect
    /// Stacking order; lower is drawn first.
    var zIndex: Int
    /// Whether queries report it after the section's cells (as footers are), else before them; for the
    /// layout's own elements, after the sections.
    var followsCells: Bool
    /// Whether it stays visible while its section is (`pinToVisibleBounds`, a flow layout's pinned
    /// headers and footers): queries with visible bounds place it there (`PinnedPlacement`).
    var pinsToVisibleBounds: Bool

    /// An element of `kind` at `frame`, at `zIndex` (a flow layout's background gives −1).
    init(kind: Kind, frame: Rect, zIndex: Int = 0, followsCells: Bool = false, pinsToVisibleBounds: Bool = false) {
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
        self.followsCells = followsCells
        self.pinsToVisibleBounds = pinsToVisibleBounds
    }
}
