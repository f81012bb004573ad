internal import SectionLayout

extension UICollectionView {
    /// The collection view as SectionLayout's engines see it, for a layout scrolling along `direction`:
    /// its bounds, laid out inside the adjusted content inset (as UIKit's layouts are: "the bounds
    /// minus `adjustedContentInset`"), the safe area and layout margins that insets references measure
    /// from, and the display scale (`traitCollection.displayScale`; 0, unspecified, rounds nothing).
    ///
    /// Not UIKit API (internal): the glue between these views and SectionLayout. The safe area's edges
    /// along the scroll axis reach UIKit's layouts only through `adjustedContentInset`, so they are left
    /// out here: SectionLayout would add them to the content inset a second time. Across the scroll axis
    /// the safe area is what `fromSafeArea` and `.safeArea` measure from.
    func layoutEnvironment(scrollDirection direction: UICollectionView.ScrollDirection) -> LayoutEnvironment {
        var safeArea = Self.insets(safeAreaInsets)
        if direction == .vertical {
            safeArea.top = 0
            safeArea.bottom = 0
        } else {
            safeArea.left = 0
            safeArea.right = 0
        }
        let scale = Double(traitCollection.displayScale)
        return LayoutEnvironment(
            bounds: Size(width: Double(bounds.width), height: Double(bounds.height)),
            contentInset: Self.insets(adjustedContentInset), safeAreaInsets: safeArea,
            layoutMargins: Self.insets(layoutMargins), screenScale: scale > 0 ? scale : nil)
    }

    private static func insets(_ insets: UIEdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}
