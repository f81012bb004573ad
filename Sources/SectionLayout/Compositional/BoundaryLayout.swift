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
    /// The pixel grid the elements' frames are rounded to (none: exact).
    var pixelScale = PixelScale.none

    /// Where along the scroll axis `alignment` puts an item: 0 at the leading edge, ½ centred, 1 at the
    /// trailing edge.
    func mainUnit(_ alignment: RectAlignment) -> Double {
        let unit = alignment.unitPoint
        return axis == .vertical ? unit.y : unit.x
    }

    /// The alignment of a section's header (`footer` false) or footer: the scroll axis's leading or
    /// trailing edge, centred across it.
    func shorthandAlignment(footer: Bool) -> RectAlignment {
        axis == .vertical ? (footer ? .bottom : .top) : (footer ? .trailing : .leading)
    }

    /// `extents` widened by how far `item`, at `alignment`, pushes the content from the leading edge and
    /// the end after the content along the scroll axis (items that do not extend the boundary, or are not
    /// at those edges, leave them).
    func widened(
        _ extents: (leading: Double, trailing: Double), by item: BoundarySupplementaryItem,
        at alignment: RectAlignment
    ) -> (leading: Double, trailing: Double) {
        guard item.extendsBoundary else { return extents }
        let length = item.size.resolved(in: sizingContainer).main(axis)
        switch mainUnit(alignment) {
        case 0: return (Swift.max(extents.leading, length), extents.trailing)
        case 1: return (extents.leading, Swift.max(extents.trailing, length))
        default: return extents
        }
    }

    /// The element of `item`, of `kind` at `alignment`, on an area from `mainStart` spanning
    /// `mainLength` along the scroll axis, its zIndex raised by `promotion`.
    func element(
        _ item: BoundarySupplementaryItem, kind: SupplementaryElement.Kind, at alignment: RectAlignment,
        mainStart: Double, mainLength: Double, promotion: Int
    ) -> SupplementaryElement {
        SupplementaryElement(
            kind: kind,
            frame: pixelScale.rounded(
                frame(
                    of: item, at: alignment, mainStart: mainStart,
                    mainLength: mainLength)),
            zIndex: item.zIndex &+ promotion, followsCells: mainUnit(alignment) == 1,
            pinsToVisibleBounds: item.pinToVisibleBounds)
    }

    /// The frame of `item` at `alignment` on an area from `mainStart` spanning `mainLength` along the
    /// scroll axis.
    func frame(of item: BoundarySupplementaryItem, at alignment: RectAlignment, mainStart: Double, mainLength: Double) -> Rect {
        let size = item.size.resolved(in: sizingContainer)
        let unit = alignment.unitPoint
        let crossUnit = axis == .vertical ? unit.x : unit.y
        let slot = Rect(
            main: mainStart + (mainLength - size.main(axis)) * mainUnit(alignment),
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
