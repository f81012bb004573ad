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

    /// Assembles a result from laid-out sections.
    init(scrollDirection: Axis, contentSize: Size, sections: [SectionEntry]) {
        self.scrollDirection = scrollDirection
        self.contentSize = contentSize
        self.sections = sections
        var ends = [Double](), starts = [Double](repeating: 0, count: sections.count)
        ends.reserveCapacity(sections.count)
        var maxEnd = -Double.infinity
        for index in sections.indices {   // fields only: copying whole entries costs more than the loop
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
        sections.indices.contains(section) ? sections[section].frame : nil
    }

    /// The frame of the item at `item` in `section`, or `nil` when there is no such item.
    public func itemFrame(section: Int, item: Int) -> Rect? {
        guard sections.indices.contains(section), item >= 0, item < sections[section].items.count else {
            return nil
        }
        return sections[section].items.frame(at: item)
    }

    /// The attributes of the element of `kind` at the index path (`item` is for cells only), or `nil`
    /// when the layout has no such element. Frames are as laid out (unscrolled).
    public func attributes(kind: ElementKind, section: Int, item: Int? = nil) -> LayoutAttributes? {
        guard sections.indices.contains(section) else { return nil }
        if kind == .cell {
            guard let item, let frame = itemFrame(section: section, item: item) else { return nil }
            return LayoutAttributes(kind: .cell, section: section, item: item, frame: frame)
        }
        var found: LayoutAttributes?
        let entry = sections[section]
        entry.supplementaries.forEach { element in
            guard element.kind.elementKind == kind else { return true }
            found = LayoutAttributes(kind: kind, section: section, item: nil, frame: element.frame, zIndex: element.zIndex,
                                     style: kind == .background ? entry.backgroundStyle : nil)
            return false
        }
        return found
    }
}
