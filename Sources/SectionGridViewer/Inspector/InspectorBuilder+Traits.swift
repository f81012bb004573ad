import SectionLayout
import SectionSpec

extension InspectorBuilder {
    /// The trait collection's rows in the layout group: `layoutDirection` (`UITraitCollection
    /// .layoutDirection`; left to right by default) and `appearance` (`UITraitCollection
    /// .userInterfaceStyle`; light by default), each cycled with `+`/`-` like any choice.
    mutating func traitRows() {
        choice("layoutDirection", "traitCollection.layoutDirection", SpecLens<LayoutSpec>.spec.at(\.layoutDirection),
               source: layoutSource(spec.layoutDirection, default: .leftToRight))
        choice("appearance", "traitCollection.userInterfaceStyle", SpecLens<LayoutSpec>.spec.at(\.appearance),
               source: layoutSource(spec.appearance, default: .light))
    }
}
