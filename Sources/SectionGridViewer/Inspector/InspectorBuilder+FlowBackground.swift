import SectionLayout
import SectionSpec

// A flow background's rows: each `background` key in effect for the layout or a section. A flow
// layout's backgrounds are decoration views a custom layout places, so the geometry keys have no UIKit
// property; the style keys are the decoration view's layer's.

extension InspectorBuilder {
    /// The system colours `+`/`-` step the fill through, after "none".
    static let colorChoices: [Color?] = [nil] + ["systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
        "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
        "systemGray"].map { Color($0) }

    mutating func flowBackgroundRows(_ flow: FlowSpec, section: Int?) {
        let custom = "decoration frame (custom)"
        choice("cover", custom, key(\.cover, \.cover, section), source: source(\.cover, flow, section))
        toggle("includeHeader", custom, key(\.includeHeader, \.includeHeader, section),
               source: source(\.includeHeader, flow, section))
        toggle("includeFooter", custom, key(\.includeFooter, \.includeFooter, section),
               source: source(\.includeFooter, flow, section))
        insets("margin", "decoration frame inset", key(\.margin, \.margin, section),
               source: source(\.margin, flow, section))
        toggle("whenEmpty", custom, key(\.coversEmptySections, \.coversEmptySections, section),
               source: source(\.coversEmptySections, flow, section))
        choice("color", "backgroundColor", optionalKey(\.color, \.style.color, section),
               source: source(\.color, flow, section), among: Self.colorChoices, spelled: { $0?.description ?? "none" })
        number("cornerRadius", "layer.cornerRadius", key(\.cornerRadius, \.style.cornerRadius, section),
               source: source(\.cornerRadius, flow, section))
        let border = optionalKey(\.border, \.style.border, section)
        number("border.width", "layer.borderWidth",
               border.map(get: { $0?.width ?? 0 }, set: { $0 = Border(width: $1, color: $0?.color ?? .black) }),
               source: source(\.border, flow, section))
        let shadow = optionalKey(\.shadow, \.style.shadow, section)
        number("shadow.radius", "layer.shadowRadius",
               shadow.map(get: { $0?.radius ?? 3 }, set: { $0 = ($0 ?? Shadow(opacity: 0)).with(radius: $1) }),
               source: source(\.shadow, flow, section))
        number("shadow.opacity", "layer.shadowOpacity",
               shadow.map(get: { $0?.opacity ?? 0 }, set: { $0 = ($0 ?? Shadow(opacity: 0)).with(opacity: $1) }),
               source: source(\.shadow, flow, section), maximum: 1, kind: .fraction)
    }

    /// A `background` key of the layout (`section` nil) or of a section: the value in effect, written as
    /// that level's own key.
    private func key<Value: Sendable>(_ key: WritableKeyPath<BackgroundOverride, Value?> & Sendable,
                                      _ resolved: KeyPath<SectionBackground, Value> & Sendable,
                                      _ section: Int?) -> SpecLens<Value> {
        let lens = backgroundKey(key, section) { $0[keyPath: resolved] }
        return lens.map(get: { $0 }, set: { $0 = $1 })
    }

    /// A `background` key whose value in effect may be absent (a colour, a border, a shadow).
    private func optionalKey<Value: Sendable>(_ key: WritableKeyPath<BackgroundOverride, Value?> & Sendable,
                                              _ resolved: KeyPath<SectionBackground, Value?> & Sendable,
                                              _ section: Int?) -> SpecLens<Value?> {
        backgroundKey(key, section) { $0[keyPath: resolved] }
    }

    private func backgroundKey<Value: Sendable>(_ key: WritableKeyPath<BackgroundOverride, Value?> & Sendable,
                                                _ section: Int?,
                                                read: @escaping @Sendable (SectionBackground) -> Value?) -> SpecLens<Value?> {
        SpecLens<FlowSpec>.flow.map(get: { flow -> Value?? in
            guard let section else { return .some(read(flow.resolvedBackground)) }
            guard flow.sections.indices.contains(section) else { return nil }
            let base = (flow.background ?? BackgroundOverride()).applied(to: SectionBackground())
            let own = flow.sections[section].background.map { $0.applied(to: base) }
            return .some(read(own ?? flow.resolvedBackground))
        }, set: { flow, value in
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
