import SectionLayout
import SectionSpec

extension InspectorBuilder {
    /// The trait collection's rows in the layout group: `layoutDirection` (`UITraitCollection
    /// .layoutDirection`; left to right by default) and `appearance` (`UITraitCollection
    /// .userInterfaceStyle`; light by default), each cycled with `+`/`-` like any choice.
    mutating func traitRows() {
        choice(
            "layoutDirection", "traitCollection.layoutDirection", SpecLens<LayoutSpec>.spec.at(\.layoutDirection),
            source: source(.to("layoutDirection"), .layout, differs: spec.layoutDirection != .leftToRight))
        choice(
            "appearance", "traitCollection.userInterfaceStyle", SpecLens<LayoutSpec>.spec.at(\.appearance),
            source: source(.to("appearance"), .layout, differs: spec.appearance != .light))
    }
}
