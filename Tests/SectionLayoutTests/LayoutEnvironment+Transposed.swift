@testable import SectionLayout

extension LayoutEnvironment {
    /// The same collection view mirrored across the diagonal (for a layout scrolling the other way):
    /// bounds, insets, safe area and margins transposed.
    var transposed: LayoutEnvironment {
        LayoutEnvironment(
            bounds: bounds.transposed, contentInset: contentInset.transposed,
            safeAreaInsets: safeAreaInsets.transposed, layoutMargins: layoutMargins.transposed,
            screenScale: screenScale, layoutDirection: layoutDirection)
    }
}
