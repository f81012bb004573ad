/// The readable content guide (`UIView.readableContentGuide`): the layout margins, narrowed to a line
/// length that reads well and centred between them.
///
/// UIKit sizes the guide by the Dynamic Type size, and publishes no table of its widths. SectionGrid
/// assumes the default text size, *Large*, at which the guide is at most 672 points wide: on an iPad Air 2
/// in landscape (1024 points, margins 20) it is 672 points wide, inset 176 points from each edge
/// (useyourloaf.com, "Readable Content Guides"). Narrower views (every iPhone in portrait) have a guide
/// as wide as their layout margins. It narrows the width only: its top and bottom are the margins'.
extension LayoutEnvironment {
    /// The widest the readable content guide gets at the default Dynamic Type size (Large), in points.
    public static let readableContentWidth = 672.0

    /// The readable content guide as insets from the bounds' edges: the layout margins, and on views
    /// wider than `readableContentWidth` between them, the rest of the width split evenly on both
    /// sides.
    public var readableContentInsets: EdgeInsets {
        var insets = EdgeInsets(
            top: finite(layoutMargins.top), left: finite(layoutMargins.left),
            bottom: finite(layoutMargins.bottom), right: finite(layoutMargins.right))
        let width = bounds.width - insets.horizontal
        if width.isFinite, width > LayoutEnvironment.readableContentWidth {
            let extra = (width - LayoutEnvironment.readableContentWidth) / 2
            insets.left += extra
            insets.right += extra
        }
        return insets
    }
}
