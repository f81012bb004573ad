/// The output of a layout: content size and the attributes of every element, with look-ups by index
/// path and fast visible-rect queries.
///
/// Sections whose items share one size are kept in closed form (no frame per item), so ten million items
/// cost a few bytes per section; `elements(in:)` answers in O(log n + k).
public struct LayoutResult: Sendable, Equatable {
    /// The scroll direction the layout was computed for.
    public let scrollDirection: Axis
    /// The size of the scrollable content (`collectionViewContentSize`).
    public let contentSize: Size
    /// The sections, in order.
    let sections: [SectionEntry]
    /// Largest ink end among sections `0...i`.
    let runningInkEnd: [Double]
    /// Smallest ink start among sections `i...`.
    let runningInkStart: [Double]
    /// The layout's own elements, outside every section (a compositional layout's boundary items):
    /// reported before the sections, or after them when `followsCells` is set.
    let layoutElements: SupplementaryList
    /// The element kinds the layout named, which `SupplementaryElement.Kind.named` indexes.
    let elementKinds: [ElementKind]
    /// True when the layout's supplementaries are named by an element kind the app chose — every
    /// compositional layout's, whose headers and footers are boundary items of kind `header` and
    /// `footer` —; false for a flow layout, whose header and footer are UIKit's section header and
    /// footer. Exports write each supplementary's `elementKind` when it is true.
    public let namesSupplementaryKinds: Bool
    /// The largest magnitude of an edge of any element, along either axis (and of the content size):
    /// what bounds the rounding of a frame computed, moved or mirrored (`QueryProbe`).
    let reach: Double
    /// The reflection a right-to-left result is shown through (`nil`: left to right). The sections above
    /// are stored left to right; every public frame passes through it (`LayoutResult+Mirroring`).
    var mirror: HorizontalMirror?

    /// Assembles a result from laid-out sections and the layout's own elements.
    init(
        scrollDirection: Axis, contentSize: Size, sections: [SectionEntry],
        layoutElements: SupplementaryList = SupplementaryList(), elementKinds: [ElementKind] = [],
        namesSupplementaryKinds: Bool = false
    ) {
        self.scrollDirection = scrollDirection
        self.contentSize = contentSize
        self.sections = sections
        self.layoutElements = layoutElements
        self.elementKinds = elementKinds
        self.namesSupplementaryKinds = namesSupplementaryKinds
        var ends = [Double]()
        var starts = [Double](repeating: 0, count: sections.count)
        ends.reserveCapacity(sections.count)
        var maxEnd = -Double.infinity
        for index in sections.indices { // fields only: copying whole entries costs more than the loop
            maxEnd = Swift.max(maxEnd, sections[index].inkEnd)
            ends.append(maxEnd)
        }
        var minStart = Double.infinity
        for i in stride(from: sections.count - 1, through: 0, by: -1) {
            minStart = Swift.min(minStart, sections[i].inkStart)
            starts[i] = minStart
        }
        runningInkEnd = ends
        runningInkStart = starts
        var farthest = Swift.max(abs(contentSize.width), abs(contentSize.height))
        for index in sections.indices { farthest = Swift.max(farthest, sections[index].reach) }
        layoutElements.forEach { element in
            farthest = Swift.max(farthest, element.frame.reach)
            return true
        }
        reach = farthest
    }

    /// An empty layout.
    public static let empty = LayoutResult(scrollDirection: .vertical, contentSize: .zero, sections: [])

    /// Number of sections.
    public var numberOfSections: Int { sections.count }

    /// Number of items in `section` (0 when out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// Total number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The section's frame: from the top of its header to the bottom of its footer, across the
    /// container's full cross extent (`nil` when out of range).
    public func sectionFrame(_ section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        return shown(sections[section].frame)
    }

    /// The frame of the item at `item` in `section`, or `nil` when there is no such item.
    public func itemFrame(section: Int, item: Int) -> Rect? {
        guard sections.indices.contains(section), item >= 0, item < sections[section].items.count else {
            return nil
        }
        return shown(sections[section].items.frame(at: item))
    }

    /// The attributes of the element of `kind` at the index path, or `nil` when the layout has no such
    /// element: a cell or an item's supplementary (a badge) with its `item`, a section's other elements
    /// without, and the layout's own elements at `LayoutAttributes.layoutWideSection`. Frames are as laid
    /// out (unscrolled).
    public func attributes(kind: ElementKind, section: Int, item: Int? = nil) -> LayoutAttributes? {
        shown(storedAttributes(kind: kind, section: section, item: item))
    }

    /// `attributes(kind:section:item:)` in the stored (left-to-right) coordinates.
    private func storedAttributes(kind: ElementKind, section: Int, item: Int?) -> LayoutAttributes? {
        if section == LayoutAttributes.layoutWideSection, item == nil {
            return attributes(kind: kind, in: layoutElements, section: section, style: nil)
        }
        guard sections.indices.contains(section) else { return nil }
        if kind == .cell { // the entry's fields are read in place: copying a whole entry would cost a cell look-up more
            guard let item, item >= 0, item < sections[section].items.count else { return nil }
            let frame = sections[section].items.frame(at: item)
            return LayoutAttributes(
                kind: .cell, section: section, item: item, frame: frame,
                zIndex: Int(sections[section].cellZIndex))
        }
        guard let item else {
            return attributes(
                kind: kind, in: sections[section].supplementaries, section: section,
                style: sections[section].backgroundStyle)
        }
        guard let badges = sections[section].items.badges, let stored = storedKind(kind), item < sections[section].items.count,
            let badge = badges.badge(kind: stored, onItem: item)
        else { return nil }
        return LayoutAttributes(
            kind: kind, section: section, item: item, frame: badges.frames.frame(at: badge),
            zIndex: badges.slot(ofBadge: badge).zIndex)
    }

    /// The first element of `kind` in `list`, as attributes of `section`.
    private func attributes(
        kind: ElementKind, in list: SupplementaryList, section: Int,
        style: BackgroundStyle?
    ) -> LayoutAttributes? {
        var found: LayoutAttributes?
        list.forEach { element in
            guard element.kind.elementKind(in: elementKinds) == kind else { return true }
            found = LayoutAttributes(
                kind: kind, section: section, item: nil, frame: element.frame, zIndex: element.zIndex,
                style: element.kind == .background ? style : nil)
            return false
        }
        return found
    }

    /// How the layout stores `kind`, or `nil` when it names no such kind.
    private func storedKind(_ kind: ElementKind) -> SupplementaryElement.Kind? {
        switch kind {
        case .header: return .header
        case .footer: return .footer
        case .background: return .background
        default: return elementKinds.firstIndex(of: kind).map(SupplementaryElement.Kind.named)
        }
    }
}
