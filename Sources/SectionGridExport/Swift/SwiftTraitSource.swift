import SectionLayout
import SectionSpec

/// The spec's `layoutDirection` and `appearance` in the generated Swift. Both are traits of the view
/// hierarchy, not properties of a layout, so the file gives them as `Spec` values and the sample view
/// controller sets them where an app would: `semanticContentAttribute = .forceRightToLeft` on the
/// collection view (Apple's documentation of `UIView.semanticContentAttribute`; an app whose language
/// is right to left gets it without code) and `overrideUserInterfaceStyle = .dark` on the view
/// controller (`UIViewController.overrideUserInterfaceStyle`, iOS 13). Nothing is written for UIKit's
/// defaults (left to right, light), so files of other specs do not change.
enum SwiftTraitSource {
    /// The `Spec` values: `semanticContentAttribute` and `userInterfaceStyle`, each only when the spec
    /// differs from UIKit's default; "" for neither (each line starts with a line break).
    static func specValues(_ spec: LayoutSpec) -> String {
        var text = ""
        if spec.layoutDirection == .rightToLeft {
            text +=
                "\n/// `layoutDirection`: right to left. Set it on the collection view (`semanticContentAttribute`),"
                + "\n/// or let a right-to-left app language set it; a flow layout's frames are then flipped"
                + "\n/// (`flipsHorizontallyInOppositeLayoutDirection`), a compositional layout's leading edges are on the right."
                + "\nstatic let semanticContentAttribute = UISemanticContentAttribute.forceRightToLeft"
        }
        if spec.appearance == .dark {
            text +=
                "\n/// `appearance`: dark. Set it as the view controller's `overrideUserInterfaceStyle`, so dynamic"
                + "\n/// colours (`.systemBackground`, …) show their dark values."
                + "\nstatic let userInterfaceStyle = UIUserInterfaceStyle.dark"
        }
        return text
    }

    /// The sample's `loadView` lines setting them (each starts with a line break).
    static func sampleLines(_ spec: LayoutSpec, name: String) -> String {
        (spec.layoutDirection == .rightToLeft
            ? "\ncollectionView.semanticContentAttribute = \(name).Spec.semanticContentAttribute" : "")
            + (spec.appearance == .dark ? "\noverrideUserInterfaceStyle = \(name).Spec.userInterfaceStyle" : "")
    }
}
