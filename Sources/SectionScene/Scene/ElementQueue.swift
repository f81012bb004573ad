import SectionLayout

/// The elements one scene will draw, as the query hands them over: kept compact (`QueuedElement`,
/// background styles aside by index) and drawn in zIndex order, query order within a zIndex — except
/// that pinned supplementaries, which slide over the cells, come after everything else of their zIndex
/// (a header pinned at the top of the screen draws above the cells scrolling under it).
@usableFromInline
package struct ElementQueue {
    @usableFromInline private(set) var elements: [QueuedElement] = []
    @usableFromInline private(set) var styles: [BackgroundStyle] = []
    /// The distinct zIndex values, few in practice.
    @usableFromInline var layers: [Int] = []
    /// How many elements are pinned (none in most scenes).
    @usableFromInline var pinnedCount = 0

    package init() { elements.reserveCapacity(256) }

    package var count: Int { elements.count }

    package mutating func append(_ element: LayoutAttributes) {
        if !layers.contains(element.zIndex) { layers.append(element.zIndex) }
        var style = -1
        if let background = element.style {
            style = styles.count
            styles.append(background)
        }
        if element.isPinned { pinnedCount += 1 }
        elements.append(QueuedElement(element, style: style))
    }

    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
        styles.removeAll(keepingCapacity: true)
        layers.removeAll(keepingCapacity: true)
        pinnedCount = 0
    }

    /// Calls `body` with every element in drawing order: lowest zIndex first, query order within one,
    /// pinned elements last within theirs. (Loops over indices: a `for … in` loop would copy each
    /// element out of the array first.)
    @inlinable
    func forEachInDrawingOrder(_ body: (QueuedElement) -> Void) {
        if pinnedCount > 0 {
            let order = elements.indices.sorted {
                (elements[$0].zIndex, elements[$0].isPinned ? 1 : 0, $0) < (
                    elements[$1].zIndex, elements[$1].isPinned ? 1 : 0, $1
                )
            }
            for index in order { body(elements[index]) }
        } else if layers.count <= 1 {
            for index in elements.indices { body(elements[index]) }
        } else if layers.count <= 8 {
            // One pass per zIndex, lowest first (a stable order without moving anything).
            for layer in layers.sorted() {
                for index in elements.indices where elements[index].zIndex == layer { body(elements[index]) }
            }
        } else {
            let order = elements.indices.sorted { (elements[$0].zIndex, $0) < (elements[$1].zIndex, $1) }
            for index in order { body(elements[index]) }
        }
    }
}
