/// How the device around a layout reaches its frames: the safe area along the scroll axis adds to the
/// content inset (`adjustedContentInset`), and across it the safe area, layout margins and readable
/// content guide are edges a layout may measure its insets from.
///
/// **The adjusted content inset.** A `UIScrollView`'s `contentInsetAdjustmentBehavior` is `.automatic`
/// by default, which adjusts the edges of the axes it scrolls along: "The top and bottom insets include
/// the safe area inset values when the vertical content size is greater than the height of the scroll
/// view" (`scrollableAxes`), and `adjustedContentInset` is `contentInset` plus those safe-area insets
/// (Apple's documentation of `adjustedContentInset` and `ContentInsetAdjustmentBehavior`). SectionGrid
/// models a collection view whose content scrolls along its scroll direction and that is not inside a
/// navigation or tab bar controller: the two scroll-axis edges of the safe area add to `contentInset`,
/// the two across it never do (the content runs under the sensor housing in landscape unless a layout
/// measures from the safe area).
extension LayoutEnvironment {
    /// The content inset the layouts lay out inside: `contentInset` plus the safe area on the two edges
    /// along `axis`, the scroll direction.
    public func adjustedContentInset(scrollDirection axis: Axis) -> EdgeInsets {
        var inset = contentInset
        if axis == .vertical {
            inset.top += safeAreaInsets.top
            inset.bottom += safeAreaInsets.bottom
        } else {
            inset.left += safeAreaInsets.left
            inset.right += safeAreaInsets.right
        }
        return inset
    }

    /// What the sections are laid out in when scrolling along `axis`: the bounds minus the adjusted
    /// content inset (equal to `container` without a safe area).
    public func container(scrollDirection axis: Axis) -> Size {
        let inset = adjustedContentInset(scrollDirection: axis)
        return Size(width: bounds.width - inset.horizontal, height: bounds.height - inset.vertical)
    }

    /// `insets`, measured from the bounds' edges (as UIKit reports `safeAreaInsets` and
    /// `layoutMargins`), as distances inward from the container's edges across `axis`: less the content
    /// inset on that edge, never negative (a content inset already past an edge leaves nothing to add).
    func crossReference(_ insets: EdgeInsets, scrollDirection axis: Axis) -> CrossInsets {
        CrossInsets(
            leading: Swift.max(0, finite(insets.crossLeading(axis)) - finite(contentInset.crossLeading(axis))),
            trailing: Swift.max(0, finite(insets.crossTrailing(axis)) - finite(contentInset.crossTrailing(axis))))
    }

    /// The safe area across `axis`, inward from the container's edges.
    public func safeAreaReference(scrollDirection axis: Axis) -> CrossInsets {
        crossReference(safeAreaInsets, scrollDirection: axis)
    }

    /// The layout margins across `axis`, inward from the container's edges.
    public func layoutMarginsReference(scrollDirection axis: Axis) -> CrossInsets {
        crossReference(layoutMargins, scrollDirection: axis)
    }

    /// The readable content guide across `axis`, inward from the container's edges.
    public func readableContentReference(scrollDirection axis: Axis) -> CrossInsets {
        crossReference(readableContentInsets, scrollDirection: axis)
    }
}
