import SectionLayout
import SectionSpec

// A flow background's rows: each `background` key in effect for the layout or a section. A flow
// layout's backgrounds are decoration views a custom layout places, so the geometry keys have no UIKit
// property; the style keys are the decoration view's layer's.

extension InspectorBuilder {
    /// The system colours `+`/`-` step the fill through, after "none".
    static let colorChoices: [Color?] =
        [nil]
        + [
            "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
            "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
            "systemGray",
        ].map { Color($0) }

    /// The colours a border or a shadow steps through: black, white, then the system colours.
    static let strokeColors: [Color] = [.black, .white] + colorChoices.compactMap { $0 }

    mutating func flowBackgroundRows(_ flow: FlowSpec, section: Int?) {
        let custom = "decoration frame (custom)"
        choice("cover", custom, key(\.cover, \.cover, section), source: source(\.cover, flow, section))
        toggle(
            "includeHeader", custom, key(\.includeHeader, \.includeHeader, section),
            source: source(\.includeHeader, flow, section))
        toggle(
            "includeFooter", custom, key(\.includeFooter, \.includeFooter, section),
            source: source(\.includeFooter, flow, section))
        insets(
            "margin", "decoration frame inset", key(\.margin, \.margin, section),
            source: source(\.margin, flow, section))
        toggle(
            "whenEmpty", custom, key(\.coversEmptySections, \.coversEmptySections, section),
            source: source(\.coversEmptySections, flow, section))
        choice(
            "color", "backgroundColor", optionalKey(\.color, \.style.color, section),
            source: source(\.color, flow, section), among: Self.colorChoices, spelled: { $0?.description ?? "none" })
        number(
            "cornerRadius", "layer.cornerRadius", key(\.cornerRadius, \.style.cornerRadius, section),
            source: source(\.cornerRadius, flow, section))
        borderAndShadowRows(
            optionalKey(\.border, \.style.border, section), optionalKey(\.shadow, \.style.shadow, section),
            borderSource: source(\.border, flow, section), shadowSource: source(\.shadow, flow, section))
        imageRow(optionalKey(\.image, \.style.image, section).get(spec) ?? nil, source: source(\.image, flow, section))
    }

    /// A background image's name: text, shown only.
    mutating func imageRow(_ image: String?, source: InspectorSource) {
        guard let image else { return }
        add(
            "image", "decoration view's image", value: JSONWriter.quoted(image), source: source, edit: nil,
            note: .textInFile("image"))
    }

    /// A background's border (`width`, `color`) and shadow (`radius`, `opacity`, `color`, `offset`):
    /// the first change of a missing one gives it UIKit's layer defaults (a black border, a black
    /// shadow offset (0, −3) of radius 3) — what `CALayer` draws when only the changed value is set.
    mutating func borderAndShadowRows(
        _ border: SpecLens<Border?>, _ shadow: SpecLens<Shadow?>,
        borderSource: InspectorSource, shadowSource: InspectorSource
    ) {
        number(
            "border.width", "layer.borderWidth",
            border.map(get: { $0?.width ?? 0 }, set: { $0 = Border(width: $1, color: $0?.color ?? .black) }),
            source: borderSource)
        choice(
            "border.color", "layer.borderColor",
            border.map(get: { $0?.color ?? .black }, set: { $0 = Border(width: $0?.width ?? 1, color: $1) }),
            source: borderSource, among: Self.strokeColors, spelled: \.description)
        let filled = shadow.map(get: { $0 ?? Shadow(opacity: 0) }, set: { $0 = $1 })
        number("shadow.radius", "layer.shadowRadius", filled.at(\.radius), source: shadowSource)
        number(
            "shadow.opacity", "layer.shadowOpacity", filled.at(\.opacity), source: shadowSource, maximum: 1,
            kind: .fraction)
        choice(
            "shadow.color", "layer.shadowColor", filled.at(\.color), source: shadowSource, among: Self.strokeColors,
            spelled: \.description)
        let minimum = -SpecLimits.maximumMagnitude
        number(
            "shadow.offset.width", "layer.shadowOffset.width", filled.at(\.offset.width), source: shadowSource,
            minimum: minimum)
        number(
            "shadow.offset.height", "layer.shadowOffset.height", filled.at(\.offset.height), source: shadowSource,
            minimum: minimum)
    }

    /// A `background` key of the layout (`section` nil) or of a section: the value in effect, written as
    /// that level's own key.
    private func key<Value: Sendable>(
        _ key: WritableKeyPath<BackgroundOverride, Value?> & Sendable,
        _ resolved: KeyPath<SectionBackground, Value> & Sendable,
        _ section: Int?
    ) -> SpecLens<Value> {
        let lens = backgroundKey(key, section) { $0[keyPath: resolved] }
        return lens.map(get: { $0 }, set: { $0 = $1 })
    }

    /// A `background` key whose value in effect may be absent (a colour, a border, a shadow).
    private func optionalKey<Value: Sendable>(
        _ key: WritableKeyPath<BackgroundOverride, Value?> & Sendable,
        _ resolved: KeyPath<SectionBackground, Value?> & Sendable,
        _ section: Int?
    ) -> SpecLens<Value?> {
        backgroundKey(key, section) { $0[keyPath: resolved] }
    }

    private func backgroundKey<Value: Sendable>(
        _ key: WritableKeyPath<BackgroundOverride, Value?> & Sendable,
        _ section: Int?,
        read: @escaping @Sendable (SectionBackground) -> Value?
    ) -> SpecLens<Value?> {
        SpecLens<FlowSpec>.flow.map(
            get: { flow -> Value?? in
                guard let section else { return .some(read(flow.resolvedBackground)) }
                guard flow.sections.indices.contains(section) else { return nil }
                let base = (flow.background ?? BackgroundOverride()).applied(to: SectionBackground())
                let own = flow.sections[section].background.map { $0.applied(to: base) }
                return .some(read(own ?? flow.resolvedBackground))
            },
            set: { flow, value in
                if let section {
                    flow.sections[section].background = (flow.sections[section].background ?? BackgroundOverride())
                        .with { $0[keyPath: key] = value }
                } else {
                    flow.background = (flow.background ?? BackgroundOverride()).with { $0[keyPath: key] = value }
                }
            })
    }

    /// Where a `background` key's value comes from: the section's own key, the layout-wide one, or neither.
    private func source<Value>(_ key: KeyPath<BackgroundOverride, Value?>, _ flow: FlowSpec, _ section: Int?) -> InspectorSource {
        if let section, flow.sections.indices.contains(section), flow.sections[section].background?[keyPath: key] != nil {
            return .section
        }
        return flow.background?[keyPath: key] != nil ? .layout : .default
    }
}

extension Shadow {
    func with(radius: Double) -> Shadow {
        var copy = self
        copy.radius = radius
        return copy
    }

    func with(opacity: Double) -> Shadow {
        var copy = self
        copy.opacity = opacity
        return copy
    }
}
