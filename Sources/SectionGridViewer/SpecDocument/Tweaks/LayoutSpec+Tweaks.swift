import SectionLayout
import SectionSpec

extension LayoutSpec {
    /// The spec with the selected parameter changed by `delta` points, kept within what a spec allows
    /// (`TweakParameter.minimum` up to 10,000,000: sizes and radii stop at 0, insets, margins and spacings
    /// at −10,000,000).
    public func adjusting(_ selection: TweakSelection, by delta: Double) -> LayoutSpec {
        var copy = self
        if selection.parameter == .contentInset {
            copy.contentInset = contentInset.adjusting(selection.edge, by: delta, minimum: selection.parameter.minimum)
            return copy
        }
        switch engine {
        case .flow(var flow):
            flow.adjust(selection, by: delta)
            copy.engine = .flow(flow)
        case .compositional(var compositional):
            compositional.adjust(selection, by: delta)
            copy.engine = .compositional(compositional)
        }
        return copy
    }

    /// The selected parameter's value for the status bar, e.g. `10` or `(10, 36, 12, 36)`.
    public func value(of selection: TweakSelection) -> String {
        if selection.parameter == .contentInset { return contentInset.value(for: selection.edge) }
        switch engine {
        case .flow(let flow): return flow.value(of: selection)
        case .compositional(let compositional): return compositional.value(of: selection)
        }
    }

    /// The spec with the background cover cycled (section → items → none) in `scope`; unchanged for
    /// compositional layouts, whose decoration backgrounds always cover the whole section.
    public func cyclingCover(_ scope: TweakScope) -> LayoutSpec {
        guard case .flow(var flow) = engine else { return self }
        var copy = self
        flow.cycleCover(scope)
        copy.engine = .flow(flow)
        return copy
    }

    /// The spec with backgrounds' header (or footer) inclusion toggled in `scope`; unchanged for
    /// compositional layouts (their backgrounds always include boundary headers and footers).
    public func togglingInclusion(header: Bool, _ scope: TweakScope) -> LayoutSpec {
        guard case .flow(var flow) = engine else { return self }
        var copy = self
        flow.toggleInclusion(header: header, scope)
        copy.engine = .flow(flow)
        return copy
    }

    /// What the message line says after a `t`/`i`/`I` in `scope`: the flow background settings now in
    /// effect, or, for compositional layouts, why nothing changed.
    public func backgroundSummary(_ scope: TweakScope) -> ViewerMessage {
        guard case .flow(let flow) = engine else { return .compositionalBackgrounds }
        return flow.backgroundSummary(scope)
    }
}
