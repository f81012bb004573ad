import SectionLayout
import SectionSpec

/// One value inside a spec, to read and to write: how the inspector's rows reach a value however deep
/// it sits (a flow section's own inset, the third level of a compositional group). `get` is `nil` when
/// the spec has no such value (another engine, a section index past the end); `set` then does nothing.
struct SpecLens<Value>: Sendable {
    /// The value in `spec`, if it has one.
    let get: @Sendable (LayoutSpec) -> Value?
    /// Writes the value into `spec` (nothing when `get` finds none).
    let set: @Sendable (inout LayoutSpec, Value) -> Void

    /// The lens on a part of this value, read and written by `get` and `set`.
    func map<Part>(
        get part: @escaping @Sendable (Value) -> Part?,
        set write: @escaping @Sendable (inout Value, Part) -> Void
    ) -> SpecLens<Part> {
        let outer = self
        return SpecLens<Part>(
            get: { spec in outer.get(spec).flatMap(part) },
            set: { spec, newPart in
                guard var value = outer.get(spec) else { return }
                write(&value, newPart)
                outer.set(&spec, value)
            })
    }

    /// The lens on the part at `path`.
    func at<Part>(_ path: WritableKeyPath<Value, Part> & Sendable) -> SpecLens<Part> {
        map(get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
    }

    /// The spec with the value changed by `change` (unchanged when it has none).
    func changing(_ spec: LayoutSpec, _ change: (Value) -> Value) -> LayoutSpec {
        guard let value = get(spec) else { return spec }
        var copy = spec
        set(&copy, change(value))
        return copy
    }
}

extension SpecLens where Value == LayoutSpec {
    /// The whole spec.
    static var spec: SpecLens<LayoutSpec> { SpecLens(get: { $0 }, set: { $0 = $1 }) }
}

extension SpecLens where Value == FlowSpec {
    /// A flow spec's settings.
    static var flow: SpecLens<FlowSpec> {
        SpecLens(
            get: { spec in
                if case .flow(let flow) = spec.engine { return flow }
                return nil
            }, set: { spec, flow in spec.engine = .flow(flow) })
    }

    /// Section `index` of a flow spec.
    func section(_ index: Int) -> SpecLens<FlowSectionSpec> {
        map(
            get: { $0.sections.indices.contains(index) ? $0.sections[index] : nil },
            set: { $0.sections[index] = $1 })
    }
}

extension SpecLens where Value == CompositionalSpec {
    /// A compositional spec's settings.
    static var compositional: SpecLens<CompositionalSpec> {
        SpecLens(
            get: { spec in
                if case .compositional(let compositional) = spec.engine { return compositional }
                return nil
            }, set: { spec, compositional in spec.engine = .compositional(compositional) })
    }

    /// Section `index` of a compositional spec, as the layout sees it.
    func section(_ index: Int) -> SpecLens<LayoutSection> {
        map(
            get: { $0.sections.indices.contains(index) ? $0.sections[index].section : nil },
            set: { $0.sections[index].section = $1 })
    }
}

extension SpecLens where Value == LayoutGroup {
    /// The group's subitem `index` when it is an item.
    func item(_ index: Int) -> SpecLens<LayoutItem> {
        map(
            get: { group in
                guard group.subitems.indices.contains(index), case .item(let item) = group.subitems[index] else { return nil }
                return item
            }, set: { $0.subitems[index] = .item($1) })
    }

    /// The group's subitem `index` when it is a nested group.
    func group(_ index: Int) -> SpecLens<LayoutGroup> {
        map(
            get: { group in
                guard group.subitems.indices.contains(index), case .group(let nested) = group.subitems[index] else { return nil }
                return nested
            }, set: { $0.subitems[index] = .group($1) })
    }
}

extension SpecLens {
    /// The lens on an optional part that reads `fallback` when it is absent (writing creates it).
    func at<Part>(_ path: WritableKeyPath<Value, Part?> & Sendable, orElse fallback: Part) -> SpecLens<Part>
    where Part: Sendable {
        map(get: { $0[keyPath: path] ?? fallback }, set: { $0[keyPath: path] = $1 })
    }
}

extension JSONPath {
    /// A path of keys and indices: `JSONPath.to("sections", 2, "header")`.
    static func to(_ steps: any JSONPathStep...) -> JSONPath {
        JSONPath(steps.map(\.component))
    }

    /// This path, then `steps`.
    func then(_ steps: any JSONPathStep...) -> JSONPath {
        JSONPath(components + steps.map(\.component))
    }
}

/// A key or an index, as `JSONPath.to` takes them.
protocol JSONPathStep {
    var component: JSONPath.Component { get }
}

extension String: JSONPathStep {
    var component: JSONPath.Component { .key(self) }
}

extension Int: JSONPathStep {
    var component: JSONPath.Component { .index(self) }
}
