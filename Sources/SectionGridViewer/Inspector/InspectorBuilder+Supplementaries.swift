import SectionLayout
import SectionSpec

// Boundary items (a section's or the layout's header, footer and other kinds), a compositional
// section's background decoration, and the rows that add a missing header, footer or background.

extension InspectorBuilder {
    /// A boundary item's rows; `path` is where it sits in the file, `source` what a given key shows.
    mutating func boundaryRows(
        _ lens: SpecLens<BoundarySupplementaryItem>, _ item: BoundarySupplementaryItem,
        source level: InspectorSource, alignable: Bool, path: JSONPath
    ) {
        func given(_ key: String, _ differs: Bool) -> InspectorSource { source(path.then(key), level, differs: differs) }
        dimension("width", "layoutSize.widthDimension", lens.at(\.size.width), source: level)
        dimension("height", "layoutSize.heightDimension", lens.at(\.size.height), source: level)
        if alignable { choice("alignment", "alignment", lens.at(\.alignment), source: level) }
        let minimum = -SpecLimits.maximumMagnitude
        let offsetSource = given("absoluteOffset", item.absoluteOffset != .zero)
        number("absoluteOffset.x", "absoluteOffset.x", lens.at(\.absoluteOffset.x), source: offsetSource, minimum: minimum)
        number("absoluteOffset.y", "absoluteOffset.y", lens.at(\.absoluteOffset.y), source: offsetSource, minimum: minimum)
        toggle(
            "extendsBoundary", "extendsBoundary", lens.at(\.extendsBoundary),
            source: given("extendsBoundary", !item.extendsBoundary))
        toggle(
            "pinToVisibleBounds", "pinToVisibleBounds", lens.at(\.pinToVisibleBounds),
            source: given("pinToVisibleBounds", item.pinToVisibleBounds))
        count(
            "zIndex", "zIndex", lens.at(\.zIndex), source: given("zIndex", item.zIndex != 0),
            minimum: -Int(SpecLimits.maximumMagnitude), maximum: Int(SpecLimits.maximumMagnitude))
        insets("contentInsets", "contentInsets", lens.at(\.contentInsets), path: path.then("contentInsets"), level: level)
    }

    mutating func decorationRows(_ lens: SpecLens<BackgroundDecoration>, path: JSONPath) {
        insets(
            "contentInsets", "decorationItem.contentInsets", lens.at(\.contentInsets), path: path.then("contentInsets"),
            level: .section)
        guard let style = lens.get(spec)?.style else { return }
        func given(_ key: String, _ differs: Bool) -> InspectorSource { source(path.then(key), .section, differs: differs) }
        choice(
            "color", "backgroundColor", lens.at(\.style.color), source: given("color", style.color != nil),
            among: Self.colorChoices, spelled: { $0?.description ?? "none" })
        number(
            "cornerRadius", "layer.cornerRadius", lens.at(\.style.cornerRadius),
            source: given("cornerRadius", style.cornerRadius != 0))
        borderAndShadowRows(
            lens.at(\.style.border), lens.at(\.style.shadow),
            borderSource: given("border", style.border != nil), shadowSource: given("shadow", style.shadow != nil))
        imageRow(style.image, source: given("image", true))
    }

    /// Whether an optional part is there (`yes`/`none`): `+` or `>` adds `adding` when it is missing,
    /// `-` or `<` removes it (its rows follow the row while it is there).
    mutating func presenceRow<Part: Sendable>(_ name: String, _ uikit: String, _ lens: SpecLens<Part?>, adding: Part) {
        guard let value = lens.get(spec) else { return }
        let edit = InspectorEdit(kind: .choice) { spec, step in
            lens.changing(spec) { current in step.sign > 0 ? (current ?? adding) : nil }
        }
        add(name, uikit, value: value == nil ? "none" : "yes", source: value == nil ? .default : .section, edit: edit)
    }

    /// A new section header or footer: the size Apple's samples give one ("Implementing Modern
    /// Collection Views", `.fractionalWidth(1)` × `.estimated(44)`), turned for a horizontal layout.
    static func newBoundaryItem(_ direction: Axis) -> BoundarySupplementaryItem {
        direction == .vertical
            ? BoundarySupplementaryItem(width: .fractionalWidth(1), height: .estimated(44))
            : BoundarySupplementaryItem(width: .estimated(44), height: .fractionalHeight(1))
    }

    /// A new background decoration, as Apple's sample draws one ("Implementing Modern Collection
    /// Views", section background decoration: light grey, corner radius 12, inset 5 on every side).
    static let newBackground = BackgroundDecoration(
        contentInsets: DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5),
        style: BackgroundStyle(color: Color.named["lightGray"], cornerRadius: 12))
}
