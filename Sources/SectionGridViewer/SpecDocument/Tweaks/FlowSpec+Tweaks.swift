import SectionLayout
import SectionSpec

extension FlowSpec {
    /// Applies a tweak: `delta` points to the selected parameter/edge in the selected scope.
    mutating func adjust(_ selection: TweakSelection, by delta: Double) {
        let edge = selection.edge
        let scope = selection.scope
        let minimum = selection.parameter.minimum
        switch selection.parameter {
        case .sectionInset:
            update(\.layout.sectionInset, \.section.sectionInset, scope) { $0.adjusting(edge, by: delta, minimum: minimum) }
        case .backgroundMargin:
            update(\.backgroundMargin, \.backgroundMargin, scope) { $0.adjusting(edge, by: delta, minimum: minimum) }
        case .lineSpacing:
            update(\.layout.minimumLineSpacing, \.section.minimumLineSpacing, scope) { $0.adjusting(by: delta, minimum: minimum) }
        case .interitemSpacing:
            update(\.layout.minimumInteritemSpacing, \.section.minimumInteritemSpacing, scope) {
                $0.adjusting(by: delta, minimum: minimum)
            }
        case .itemSize:
            // A section with `itemSizes` has no item size of its own (its `itemSize` would be ignored):
            // its sizes themselves grow or shrink.
            update(\.layout.itemSize, \.section.itemSize, scope, skippingSizedSections: true) { $0.adjusting(edge, by: delta) }
            resizeSizedItems(scope) { $0.adjusting(edge, by: delta) }
        case .cornerRadius:
            update(\.cornerRadius, \.cornerRadius, scope) { $0.adjusting(by: delta) }
        case .contentInset:
            break // a LayoutSpec value
        }
    }

    /// The selected parameter's current value in the selected scope, as the status bar shows it.
    func value(of selection: TweakSelection) -> String {
        let edge = selection.edge
        switch selection.parameter {
        case .sectionInset: return shown(\.layout.sectionInset, \.section.sectionInset, selection.scope).value(for: edge)
        case .backgroundMargin: return shown(\.backgroundMargin, \.backgroundMargin, selection.scope).value(for: edge)
        case .lineSpacing:
            return formatPoints(shown(\.layout.minimumLineSpacing, \.section.minimumLineSpacing, selection.scope))
        case .interitemSpacing:
            return formatPoints(shown(\.layout.minimumInteritemSpacing, \.section.minimumInteritemSpacing, selection.scope))
        case .itemSize:
            if case .section(let index) = selection.scope, sections.indices.contains(index),
                case .sizes = sections[index].section.items
            {
                return "individual sizes"
            }
            return shown(\.layout.itemSize, \.section.itemSize, selection.scope).value(for: edge)
        case .cornerRadius: return formatPoints(shown(\.cornerRadius, \.cornerRadius, selection.scope))
        case .contentInset: return ""
        }
    }

    /// Cycles the background cover (section → items → none) in the scope.
    mutating func cycleCover(_ scope: TweakScope) {
        let next = resolved(\.cover, \.cover, scope).next
        update(\.cover, \.cover, scope) { _ in next }
    }

    /// Toggles whether backgrounds extend over the header (`header: true`) or the footer.
    mutating func toggleInclusion(header: Bool, _ scope: TweakScope) {
        let path: WritableKeyPath<FlowSpec, Bool> = header ? \.includeHeader : \.includeFooter
        let local: WritableKeyPath<FlowSectionSpec, Bool?> = header ? \.includeHeader : \.includeFooter
        let next = !resolved(path, local, scope)
        update(path, local, scope) { _ in next }
    }

    /// The background settings in effect for the scope, as the message line reports a `t`/`i`/`I`.
    func backgroundSummary(_ scope: TweakScope) -> ViewerMessage {
        let cover = resolved(\.cover, \.cover, scope)
        return .flowBackground(
            covers: cover == .nothing ? nil : cover == .section ? "section" : "items",
            header: resolved(\.includeHeader, \.includeHeader, scope),
            footer: resolved(\.includeFooter, \.includeFooter, scope))
    }

    /// Sets a value: layout-wide and in every section that has its own (`.all`), or one section's own;
    /// sections with `itemSizes` are left alone when `skippingSizedSections`.
    private mutating func update<Value>(
        _ global: WritableKeyPath<FlowSpec, Value>,
        _ local: WritableKeyPath<FlowSectionSpec, Value?>, _ scope: TweakScope,
        skippingSizedSections: Bool = false, _ change: (Value) -> Value
    ) {
        func isSkipped(_ index: Int) -> Bool {
            guard skippingSizedSections, case .sizes = sections[index].section.items else { return false }
            return true
        }
        switch scope {
        case .all:
            self[keyPath: global] = change(self[keyPath: global])
            // Found first and changed after, so that sections without their own value are not copied.
            let owning = sections.indices.filter { !isSkipped($0) && sections[$0][keyPath: local] != nil }
            for index in owning {
                if let own = sections[index][keyPath: local] { sections[index][keyPath: local] = change(own) }
            }
        case .section(let index):
            guard sections.indices.contains(index), !isSkipped(index) else { return }
            sections[index][keyPath: local] = change(sections[index][keyPath: local] ?? self[keyPath: global])
        }
    }

    /// The value in effect for the scope.
    private func resolved<Value>(
        _ global: KeyPath<FlowSpec, Value>, _ local: KeyPath<FlowSectionSpec, Value?>,
        _ scope: TweakScope
    ) -> Value {
        if case .section(let index) = scope, sections.indices.contains(index),
            let own = sections[index][keyPath: local]
        {
            return own
        }
        return self[keyPath: global]
    }

    /// The value the status bar shows in `scope`: for all sections, the one every section gives itself
    /// when they all give the same (a delegate answering every section: the layout's own value is used
    /// by none), else the layout's; for one section, its own or the layout's.
    private func shown<Value: Equatable>(
        _ global: KeyPath<FlowSpec, Value>, _ local: KeyPath<FlowSectionSpec, Value?>, _ scope: TweakScope
    ) -> Value {
        if case .all = scope, let first = sections.first?[keyPath: local],
            sections.allSatisfy({ $0[keyPath: local] == first })
        {
            return first
        }
        return resolved(global, local, scope)
    }

    /// Changes every size of the sections with individual item sizes in the scope.
    private mutating func resizeSizedItems(_ scope: TweakScope, _ change: (Size) -> Size) {
        for index in sections.indices {
            if case .section(let chosen) = scope, chosen != index { continue }
            if case .sizes(let sizes) = sections[index].section.items {
                sections[index].section.items = .sizes(sizes.map(change))
            }
        }
    }
}
