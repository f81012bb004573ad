import SectionLayout
import SectionSpec

// Boundary items (a section's or the layout's header, footer and other kinds) and a compositional
// section's background decoration.

extension InspectorBuilder {
    mutating func boundaryRows(_ lens: SpecLens<BoundarySupplementaryItem>, _ item: BoundarySupplementaryItem,
                               source: InspectorSource, alignable: Bool) {
        dimension("width", "layoutSize.widthDimension", lens.at(\.size.width), source: source)
        dimension("height", "layoutSize.heightDimension", lens.at(\.size.height), source: source)
        if alignable { choice("alignment", "alignment", lens.at(\.alignment), source: source) }
        let minimum = -SpecLimits.maximumMagnitude
        let offsetSource: InspectorSource = item.absoluteOffset == .zero ? .default : source
        number("absoluteOffset.x", "absoluteOffset.x", lens.at(\.absoluteOffset.x), source: offsetSource, minimum: minimum)
        number("absoluteOffset.y", "absoluteOffset.y", lens.at(\.absoluteOffset.y), source: offsetSource, minimum: minimum)
        toggle("extendsBoundary", "extendsBoundary", lens.at(\.extendsBoundary), source: item.extendsBoundary ? .default : source)
        toggle("pinToVisibleBounds", "pinToVisibleBounds", lens.at(\.pinToVisibleBounds),
               source: item.pinToVisibleBounds ? source : .default)
        count("zIndex", "zIndex", lens.at(\.zIndex), source: item.zIndex == 0 ? .default : source,
              minimum: -Int(SpecLimits.maximumMagnitude), maximum: Int(SpecLimits.maximumMagnitude))
        insets("contentInsets", "contentInsets", lens.at(\.contentInsets)) { $0 == 0 ? .default : source }
    }

    mutating func decorationRows(_ lens: SpecLens<BackgroundDecoration>) {
        insets("contentInsets", "decorationItem.contentInsets", lens.at(\.contentInsets)) { ownSource($0, default: 0) }
        guard let style = lens.get(spec)?.style else { return }
        choice("color", "backgroundColor", lens.at(\.style.color), source: style.color == nil ? .default : .section,
               among: Self.colorChoices, spelled: { $0?.description ?? "none" })
        number("cornerRadius", "layer.cornerRadius", lens.at(\.style.cornerRadius),
               source: ownSource(style.cornerRadius, default: 0))
        number("border.width", "layer.borderWidth",
               lens.at(\.style.border).map(get: { $0?.width ?? 0 }, set: { $0 = Border(width: $1, color: $0?.color ?? .black) }),
               source: style.border == nil ? .default : .section)
        number("shadow.radius", "layer.shadowRadius",
               lens.at(\.style.shadow).map(get: { $0?.radius ?? 3 }, set: { $0 = ($0 ?? Shadow(opacity: 0)).with(radius: $1) }),
               source: style.shadow == nil ? .default : .section)
        number("shadow.opacity", "layer.shadowOpacity",
               lens.at(\.style.shadow).map(get: { $0?.opacity ?? 0 }, set: { $0 = ($0 ?? Shadow(opacity: 0)).with(opacity: $1) }),
               source: style.shadow == nil ? .default : .section, maximum: 1, kind: .fraction)
    }
}
