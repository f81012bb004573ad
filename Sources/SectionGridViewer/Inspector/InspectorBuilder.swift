import SectionLayout
import SectionSpec

/// Collects the inspector's groups and rows for one spec: each helper adds a row for a value reached by
/// a lens, with its edit as a transform of the spec.
struct InspectorBuilder {
    let spec: LayoutSpec
    /// The keys the file gives (`nil`, or without a text: a demo, whose sources compare with UIKit's
    /// defaults instead).
    let keys: SpecKeyPresence?
    /// The selected item of the selected section, whose own values (a flow `itemSizes` entry) get rows.
    let item: Int?
    private(set) var groups: [InspectorGroup] = []
    /// The section the rows being added belong to (`nil`: the layout's).
    var section: Int?

    init(spec: LayoutSpec, keys: SpecKeyPresence? = nil, item: Int? = nil) {
        self.spec = spec
        self.keys = keys
        self.item = item
    }

    /// Where a value comes from: `level` when the file gives `path` (or, without a file, when
    /// `differs` says the value is not UIKit's default), else `absent` (`.default`, or `.device` for a
    /// value the device gives).
    func source(
        _ path: JSONPath, _ level: InspectorSource, differs: @autoclosure () -> Bool,
        absent: InspectorSource = .default
    ) -> InspectorSource {
        guard let keys, keys.hasText else { return differs() ? level : absent }
        return keys.contains(path) ? level : absent
    }

    /// Starts a new group of rows.
    mutating func heading(_ title: String) {
        groups.append(InspectorGroup(title: title, rows: []))
    }

    /// Adds a row (to a first group "layout" when none is started).
    mutating func add(
        _ name: String, _ uikit: String, value: String, source: InspectorSource, edit: InspectorEdit?,
        note: ViewerMessage? = nil
    ) {
        if groups.isEmpty { heading("layout") }
        groups[groups.count - 1].rows.append(
            InspectorRow(
                name: name, uikitName: uikit, value: value, source: source,
                edit: edit, section: section, note: note))
    }

    /// A row shown only.
    mutating func info(_ name: String, _ uikit: String, _ value: String, source: InspectorSource) {
        add(name, uikit, value: value, source: source, edit: nil)
    }

    /// A number in points (or a fraction, by `kind`), kept from `minimum` to the spec's largest magnitude.
    mutating func number(
        _ name: String, _ uikit: String, _ lens: SpecLens<Double>, source: InspectorSource,
        minimum: Double = 0, maximum: Double = SpecLimits.maximumMagnitude,
        kind: InspectorEdit.Kind = .points
    ) {
        guard let value = lens.get(spec) else { return }
        let edit = InspectorEdit(kind: kind) { spec, step in
            lens.changing(spec) { Swift.min(maximum, $0.stepped(by: step.delta(kind), minimum: minimum)) }
        }
        add(name, uikit, value: formatPoints(value), source: source, edit: edit)
    }

    /// A whole number from `minimum` to `maximum`.
    mutating func count(
        _ name: String, _ uikit: String, _ lens: SpecLens<Int>, source: InspectorSource,
        minimum: Int, maximum: Int
    ) {
        guard let value = lens.get(spec) else { return }
        let edit = InspectorEdit(kind: .count) { spec, step in
            lens.changing(spec) { Swift.min(maximum, Swift.max(minimum, $0 + Int(step.delta(.count)))) }
        }
        add(name, uikit, value: String(value), source: source, edit: edit)
    }

    /// One of `choices`: `+` the next, `-` the previous, cycling.
    mutating func choice<Value: Equatable & Sendable>(
        _ name: String, _ uikit: String, _ lens: SpecLens<Value>,
        source: InspectorSource, among choices: [Value],
        spelled spelling: (Value) -> String
    ) {
        guard let value = lens.get(spec) else { return }
        let edit = InspectorEdit(kind: .choice) { spec, step in
            lens.changing(spec) { current in
                let index = choices.firstIndex(of: current) ?? -1
                let next = (index + Int(step.sign) + choices.count) % choices.count
                return choices[next]
            }
        }
        add(name, uikit, value: spelling(value), source: source, edit: edit)
    }

    /// One of a string enum's cases, spelled as in spec files.
    mutating func choice<Value: CaseIterable & RawRepresentable & Equatable & Sendable>(
        _ name: String, _ uikit: String, _ lens: SpecLens<Value>, source: InspectorSource
    ) where Value.RawValue == String {
        choice(name, uikit, lens, source: source, among: Array(Value.allCases), spelled: \.rawValue)
    }

    /// On or off.
    mutating func toggle(_ name: String, _ uikit: String, _ lens: SpecLens<Bool>, source: InspectorSource) {
        guard let value = lens.get(spec) else { return }
        add(
            name, uikit, value: value ? "true" : "false", source: source,
            edit: InspectorEdit(kind: .toggle) { spec, _ in lens.changing(spec) { !$0 } })
    }

    /// A compositional dimension: points for absolute and estimated ones, 0.01 / 0.1 for fractions.
    mutating func dimension(_ name: String, _ uikit: String, _ lens: SpecLens<LayoutDimension>, source: InspectorSource) {
        guard let value = lens.get(spec) else { return }
        let kind: InspectorEdit.Kind = value.isFractional ? .fraction : .points
        let edit = InspectorEdit(kind: kind) { spec, step in
            lens.changing(spec) { $0.stepped(by: step.delta($0.isFractional ? .fraction : .points)) }
        }
        add(name, uikit, value: value.description, source: source, edit: edit)
    }

    /// A width and a height (`name.width`, `name.height`; UIKit's `uikit.width`…).
    mutating func size(
        _ name: String, _ uikit: String, _ lens: SpecLens<Size>, source: InspectorSource,
        minimum: Double = 0
    ) {
        number("\(name).width", "\(uikit).width", lens.at(\.width), source: source, minimum: minimum)
        number("\(name).height", "\(uikit).height", lens.at(\.height), source: source, minimum: minimum)
    }

    /// Four insets, top, left, bottom, right (negative allowed unless `minimum` says).
    mutating func insets(
        _ name: String, _ uikit: String, _ lens: SpecLens<EdgeInsets>, source: InspectorSource,
        minimum: Double = -SpecLimits.maximumMagnitude
    ) {
        number("\(name).top", "\(uikit).top", lens.at(\.top), source: source, minimum: minimum)
        number("\(name).left", "\(uikit).left", lens.at(\.left), source: source, minimum: minimum)
        number("\(name).bottom", "\(uikit).bottom", lens.at(\.bottom), source: source, minimum: minimum)
        number("\(name).right", "\(uikit).right", lens.at(\.right), source: source, minimum: minimum)
    }

    /// Four directional insets, top, leading, bottom, trailing (negative allowed), each given when the
    /// file has it under `path` (or, without a file, when it is not 0).
    mutating func insets(
        _ name: String, _ uikit: String, _ lens: SpecLens<DirectionalEdgeInsets>, path: JSONPath,
        level: InspectorSource
    ) {
        let minimum = -SpecLimits.maximumMagnitude
        guard let insets = lens.get(spec) else { return }
        let edges: [(String, WritableKeyPath<DirectionalEdgeInsets, Double> & Sendable)] =
            [("top", \.top), ("leading", \.leading), ("bottom", \.bottom), ("trailing", \.trailing)]
        for (edge, key) in edges {
            number(
                "\(name).\(edge)", "\(uikit).\(edge)", lens.at(key),
                source: source(path.then(edge), level, differs: insets[keyPath: key] != 0), minimum: minimum)
        }
    }

    /// A row for text (a section's `title`): shown, not changed here — text has no `+`/`-`.
    mutating func titleRow(_ title: String?) {
        add(
            "title", "section title (shown, not UIKit's)", value: title.map { JSONWriter.quoted($0) } ?? "none",
            source: title == nil ? .default : .section, edit: nil,
            note: .textInFile("title"))
    }
}

extension Double {
    /// Changed by `delta` and kept from `minimum` to the spec's largest magnitude, on a grid of a
    /// millionth so that steps of 0.01 add up to what was typed (0.5 + 0.01 is 0.51, not 0.51000000000000001).
    func stepped(by delta: Double, minimum: Double = 0) -> Double {
        let micro = ((self * 1_000_000).rounded() + (delta * 1_000_000).rounded()) / 1_000_000
        return Swift.min(SpecLimits.maximumMagnitude, Swift.max(minimum, micro))
    }
}

extension LayoutDimension {
    /// True for fractional widths and heights.
    var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: return true
        case .absolute, .estimated: return false
        }
    }

    /// Changed by `delta` (points, or the fraction itself), never below 0.
    func stepped(by delta: Double) -> LayoutDimension {
        switch self {
        case .absolute(let value): return .absolute(value.stepped(by: delta))
        case .estimated(let value): return .estimated(value.stepped(by: delta))
        case .fractionalWidth(let value): return .fractionalWidth(value.stepped(by: delta))
        case .fractionalHeight(let value): return .fractionalHeight(value.stepped(by: delta))
        }
    }
}
