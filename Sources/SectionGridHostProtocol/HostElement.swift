import SectionLayout

/// One element a host laid out: what `UICollectionViewLayoutAttributes` said of it, in the form of
/// `sectiongrid frames` — `kind`, `elementKind`, `section`, `item`, `frame`, `zIndex` — plus, when not
/// UIKit's defaults, `alpha` and `hidden`, and the look of its view (`view`) once read.
///
/// ```json
/// {"kind": "decoration", "elementKind": "SectionBg", "section": 0, "frame": {"x": 0, "y": 0, "width": 320, "height": 130}, "zIndex": -1, "view": {"backgroundColor": "#00FF00FF"}}
/// ```
public struct HostElement: Equatable, Sendable {
    /// What the element is.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// A cell (`representedElementCategory == .cell`).
        case cell
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case header
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case footer
        /// A supplementary view of another kind (`elementKind`): a compositional boundary item or badge.
        case supplementary
        /// A compositional section's background decoration item
        /// (`NSCollectionLayoutDecorationItem.background(elementKind:)`), as a spec's backgrounds are.
        case background
        /// Any other decoration view (a layout's own, `elementKind` names it).
        case decoration
    }

    public var kind: Kind
    /// The element kind: always for supplementaries, backgrounds and decorations; for headers and footers
    /// of a compositional layout (`header`, `footer`), as `frames` names them there; `nil` for cells.
    public var elementKind: String?
    /// The section (`nil`: an element of the whole layout, a compositional configuration's boundary item).
    public var section: Int?
    /// The item: a cell's, or the item a badge is attached to.
    public var item: Int?
    /// The frame as the collection view shows it (flipped right to left when the layout asks for it).
    public var frame: Rect
    public var zIndex: Int
    /// The attributes' `alpha` and `isHidden`.
    public var alpha = 1.0
    public var isHidden = false
    /// The look of the element's view, when read.
    public var view: ViewLook?

    public init(kind: Kind, elementKind: String? = nil, section: Int?, item: Int? = nil, frame: Rect, zIndex: Int) {
        self.kind = kind
        self.elementKind = elementKind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The element as `frames` writes one (then `alpha`, `hidden` and `view` when present), on one line.
    public var json: String {
        var writer = WireWriter()
        write(to: &writer)
        return writer.text
    }

    func write(to writer: inout WireWriter) {
        writer.raw("{\"kind\": ")
        writer.string(kind.rawValue)
        if let elementKind {
            writer.raw(", \"elementKind\": ")
            writer.string(elementKind)
        }
        if let section {
            writer.raw(", \"section\": ")
            writer.integer(section)
        }
        if let item {
            writer.raw(", \"item\": ")
            writer.integer(item)
        }
        writer.raw(", \"frame\": ")
        writer.rect(frame)
        writer.raw(", \"zIndex\": ")
        writer.integer(zIndex)
        if alpha != 1 {
            writer.raw(", \"alpha\": ")
            writer.number(alpha)
        }
        if isHidden { writer.raw(", \"hidden\": true") }
        if let view {
            writer.raw(", \"view\": ")
            view.write(to: &writer)
        }
        writer.raw("}")
    }

    init(_ object: WireObject) throws {
        guard let kind = try object.enumeration("kind", Kind.self) else {
            throw HostProtocolError("\(object.path).kind is missing")
        }
        self.init(
            kind: kind, elementKind: try object.optionalString("elementKind"), section: try object.optionalInteger("section"),
            item: try object.optionalInteger("item"), frame: try object.rect("frame"), zIndex: try object.integer("zIndex"))
        alpha = try object.optionalNumber("alpha") ?? 1
        isHidden = try object.bool("hidden") ?? false
        view = try object.optionalObject("view").map(ViewLook.init)
    }
}
