import SectionLayout
import SectionSpec

// A tweak writes explicit values: `i` sets `includeHeader`, `]` then `+` gives a section its own
// `sectionInset`. When later tweaks bring such a value back to what it was, the key should go back to
// being left out too, or the spec would differ from the file although the layout does not (`i i` would
// leave the unsaved mark and write `"includeHeader": false`).

extension LayoutSpec {
    /// The spec with every key that `saved` leaves out left out again where giving it changes nothing,
    /// so a sequence of tweaks that returns to the saved layout returns to the saved spec. Keys `saved`
    /// gives are never touched. `sections`, when given, are the only sections that can differ from the
    /// spec this one was made from (an item edit's), so only they are looked at.
    public func reconciled(with saved: LayoutSpec, sections: [Int]? = nil) -> LayoutSpec {
        guard case .flow(var flow) = engine, case .flow(let savedFlow) = saved.engine else { return self }
        let before = flow
        flow.reconcile(with: savedFlow, sections: sections)
        guard flow != before else { return self }
        var copy = self
        copy.engine = .flow(flow)
        return copy
    }
}

extension FlowSpec {
    mutating func reconcile(with saved: FlowSpec, sections only: [Int]? = nil) {
        // A layout-wide `background` the saved spec lacks stays (even empty it turns backgrounds on).
        if background != saved.background {
            background = background?.reconciled(with: saved.background, over: SectionBackground())
        }
        // A section equal to the saved one has nothing to leave out, and most tweaks change no section
        // (then the arrays are one, and comparing them costs nothing).
        guard only != nil || sections != saved.sections else { return }
        let base = (background ?? BackgroundOverride()).applied(to: SectionBackground())
        for index in only ?? Array(sections.indices)
        where sections.indices.contains(index) && saved.sections.indices.contains(index)
            && sections[index] != saved.sections[index]
        {
            // Written only when it changes, so an untouched array is not copied.
            var section = sections[index]
            section.reconcile(with: saved.sections[index], in: self, backgroundBase: base)
            if section != sections[index] { sections[index] = section }
        }
    }
}

extension FlowSectionSpec {
    /// Leaves out own values equal to the layout-wide ones, and an own background that adds nothing to
    /// the layout-wide one, where `saved` leaves them out.
    mutating func reconcile(with saved: FlowSectionSpec, in flow: FlowSpec, backgroundBase: SectionBackground) {
        func leaveOut<Value: Equatable>(_ key: WritableKeyPath<FlowSectionSpec, Value?>, inheriting value: Value) {
            if saved[keyPath: key] == nil, self[keyPath: key] == value { self[keyPath: key] = nil }
        }
        leaveOut(\.section.itemSize, inheriting: flow.layout.itemSize)
        leaveOut(\.section.minimumLineSpacing, inheriting: flow.layout.minimumLineSpacing)
        leaveOut(\.section.minimumInteritemSpacing, inheriting: flow.layout.minimumInteritemSpacing)
        leaveOut(\.section.sectionInset, inheriting: flow.layout.sectionInset)
        leaveOut(\.section.headerReferenceSize, inheriting: flow.layout.headerReferenceSize)
        leaveOut(\.section.footerReferenceSize, inheriting: flow.layout.footerReferenceSize)
        guard let own = background?.reconciled(with: saved.background, over: backgroundBase) else { return }
        let addsNothing = own == BackgroundOverride() && backgroundBase == flow.resolvedBackground
        background = saved.background == nil && addsNothing ? nil : own
    }
}

extension BackgroundOverride {
    /// The override with each key `saved` leaves out left out where that gives the same background
    /// over `base`.
    func reconciled(with saved: BackgroundOverride?, over base: SectionBackground) -> BackgroundOverride {
        let meaning = applied(to: base)
        var result = self
        func leaveOut<Value>(_ key: WritableKeyPath<BackgroundOverride, Value?>) {
            guard saved?[keyPath: key] == nil, result[keyPath: key] != nil else { return }
            var candidate = result
            candidate[keyPath: key] = nil
            if candidate.applied(to: base) == meaning { result = candidate }
        }
        leaveOut(\.cover)
        leaveOut(\.includeHeader)
        leaveOut(\.includeFooter)
        leaveOut(\.margin)
        leaveOut(\.coversEmptySections)
        leaveOut(\.color)
        leaveOut(\.cornerRadius)
        leaveOut(\.border)
        leaveOut(\.shadow)
        leaveOut(\.image)
        return result
    }
}
