/// A supplementary view attached to every cell of an item, such as a badge, like
/// `NSCollectionLayoutSupplementaryItem`: its size resolves against the cell's frame, and its
/// `itemAnchor` point (by default the point `containerAnchor`'s edges name, without offset) is placed on
/// the cell's `containerAnchor` point.
///
/// ```swift
/// // A 20×20 badge centred on the top-trailing corner of each cell:
/// LayoutSupplementaryItem(elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
///                         containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
/// ```
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// The element kind (`representedElementKind`), unique among one item's supplementaries.
    public var elementKind: String
    /// The size, resolved against the cell's frame (fractions are of the cell).
    public var size: LayoutSize
    /// Where on the cell it is attached.
    public var containerAnchor: LayoutAnchor
    /// Which point of the supplementary goes on the container anchor; `nil`: the point of the container
    /// anchor's edges, without offset (so `[.top, .trailing]` alone keeps the badge inside the corner).
    public var itemAnchor: LayoutAnchor?
    /// Stacking order (UIKit's default 0); in a section with a background it is promoted by 1, like
    /// the cells.
    public var zIndex: Int

    /// Creates an item supplementary.
    public init(
        elementKind: String, size: LayoutSize, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil,
        zIndex: Int = 0
    ) {
        self.elementKind = elementKind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }

    /// Its frame on a cell at `cell`: sized against the cell, the item anchor point on the container
    /// anchor point.
    func frame(on cell: Rect) -> Rect {
        let resolved = size.resolved(in: cell.size)
        let target = containerAnchor.point(in: cell, supplementarySize: resolved)
        let own = (itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges))
            .point(in: Rect(origin: .zero, size: resolved), supplementarySize: resolved)
        return Rect(x: target.x - own.x, y: target.y - own.y, width: resolved.width, height: resolved.height)
    }

    /// The item mirrored across the main diagonal.
    public var transposed: LayoutSupplementaryItem {
        LayoutSupplementaryItem(
            elementKind: elementKind, size: size.transposed, containerAnchor: containerAnchor.transposed,
            itemAnchor: itemAnchor?.transposed, zIndex: zIndex)
    }
}
