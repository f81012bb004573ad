/// Places boundary supplementary items on what they are attached to — a section, or the whole content —
/// as `NSCollectionLayoutBoundarySupplementaryItem`s are: sized against `sizingContainer`, their
/// alignment point on the same point of the area spanning the given main-axis range and, across the
/// scroll axis, `crossStart` to `crossStart + crossLength`; then moved by their offset and shrunk by
/// their content insets.
struct BoundaryLayout {
    /// The scroll axis.
    let axis: Axis
    /// What the items' dimensions resolve against.
    let sizingContainer: Size
    /// Where the area starts across the scroll axis.
    let crossStart: Double
    /// The area's extent across the scroll axis.
    let crossLength: Double

    /// Where along the scroll axis `alignment` puts an item: 0 at the leading edge, ½ centred, 1 at the
    /// trailing edge.
    func mainUnit(_ alignment: RectAlignment) -> Double {
        let unit = alignment.unitPoint
        return axis == .vertical ? unit.y : unit.x
    }

    /// How far `item` pushes the content from the leading edge, and the section's end after the content,
    /// along the scroll axis (0 for items that do not extend the boundary or are not at that edge).
    func extents(of item: BoundarySupplementaryItem) -> (leading: Double, trailing: Double) {
        guard item.extendsBoundary else { return (0, 0) }
        let length = item.size.resolved(in: sizingContainer).main(axis)
        switch mainUnit(item.alignment) {
        case 0: return (length, 0)
        case 1: return (0, length)
        default: return (0, 0)
        }
    }

    /// The frame of `item` on an area from `mainStart` spanning `mainLength` along the scroll axis.
    func frame(of item: BoundarySupplementaryItem, mainStart: Double, mainLength: Double) -> Rect {
        let size = item.size.resolved(in: sizingContainer)
        let unit = item.alignment.unitPoint
        let crossUnit = axis == .vertical ? unit.x : unit.y
        let slot = Rect(main: mainStart + (mainLength - size.main(axis)) * mainUnit(item.alignment),
                        cross: crossStart + (crossLength - size.cross(axis)) * crossUnit,
                        mainLength: size.main(axis), crossLength: size.cross(axis), axis: axis)
        return slot.offsetBy(dx: finite(item.absoluteOffset.x), dy: finite(item.absoluteOffset.y))
            .inset(by: item.contentInsets.applied(to: item.size))
    }
}

extension DirectionalEdgeInsets {
    /// The physical insets an element of `size` is shrunk by after placement: non-finite values as 0,
    /// and none on an axis whose dimension is estimated ("contentInsets are ignored for any axis with an
    /// .estimated dimension", `UICollectionViewCompositionalLayout.h`).
    func applied(to size: LayoutSize) -> EdgeInsets {
        var insets = sanitized
        if size.width.isEstimated {
            insets.left = 0
            insets.right = 0
        }
        if size.height.isEstimated {
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }
}
