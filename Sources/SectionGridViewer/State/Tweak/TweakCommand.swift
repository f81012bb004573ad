import SectionSpec

/// What `+`/`-` change: the parameter, its edge and the sections — and the change itself.
public enum TweakCommand: Hashable, Sendable {
    /// Choose the next / previous tweak parameter.
    case nextParameter, previousParameter
    /// Choose the edge that tweaks change.
    case chooseEdge(TweakEdge)
    /// Change the selected parameter by this many points.
    case adjust(Double)
    /// Select the next (+1) or previous (−1) section for tweaks.
    case selectSection(Int)
    /// Tweak all sections (layout-wide).
    case selectAllSections
    /// Cycle the background cover: section → items → none.
    case cycleCover
    /// Toggle backgrounds covering the header.
    case toggleIncludeHeader
    /// Toggle backgrounds covering the footer.
    case toggleIncludeFooter
}

extension TweakSelection {
    /// The selection's own reducer, for the commands that only choose (`false` for the others).
    mutating func reduce(_ command: TweakCommand) -> Bool {
        switch command {
        case .nextParameter: parameter = parameter.next
        case .previousParameter: parameter = parameter.previous
        case .chooseEdge(let edge): self.edge = edge
        case .selectAllSections: scope = .all
        default: return false
        }
        return true
    }
}

extension ViewerState {
    /// The tweaks' reducer: a choice changes the selection; a change goes to the document's tweaks
    /// (`TweakableDocument`) through `commit`, so `U` undoes it and `w` writes it.
    mutating func reduce(_ command: TweakCommand) {
        if selection.reduce(command) { return }
        let scope = selection.scope
        switch command {
        case .adjust(let delta):
            let selection = self.selection
            let next = spec.adjusting(selection, by: delta)
            // At the end of its range a value goes no further, whatever the step.
            if delta != 0, layout.numberOfSections > 0, next == spec.adjusting(selection, by: 2 * delta) {
                chrome.message = stopMessage(delta)
            }
            commit(selection.label(delta: delta, in: spec)) { _ in next }
        case .selectSection(let step):
            selectSection(step: step)
        case .cycleCover:
            commit("background cover") { $0.cyclingCover(scope) }
            chrome.message = spec.backgroundSummary(scope)
        case .toggleIncludeHeader:
            commit("background over the header") { $0.togglingInclusion(header: true, scope) }
            chrome.message = spec.backgroundSummary(scope)
        case .toggleIncludeFooter:
            commit("background over the footer") { $0.togglingInclusion(header: false, scope) }
            chrome.message = spec.backgroundSummary(scope)
        case .nextParameter, .previousParameter, .chooseEdge, .selectAllSections:
            break
        }
    }

    /// Why a tweak changed nothing: the value is at the end of what a spec allows.
    private func stopMessage(_ delta: Double) -> ViewerMessage {
        let parameter = selection.parameter
        let name = spec.namesCompositionally ? parameter.compositionalTitle : parameter.title
        let bound = delta < 0 ? parameter.minimum : SpecLimits.maximumMagnitude
        return bound == 0 ? .stopsAtZero(name) : .stopsAtLimit(name, bound: bound)
    }

    /// Moves the tweak scope one section along (from "all", to the section leading the screen) and
    /// brings that section into view.
    private mutating func selectSection(step: Int) {
        let count = layout.numberOfSections
        guard count > 0 else { return }
        let next: Int
        switch selection.scope {
        case .all: next = camera.viewport.leadingSection(in: layout) ?? 0
        case .section(let index): next = Swift.min(count - 1, Swift.max(0, index + step))
        }
        selection.scope = .section(next)
        camera.viewport = camera.viewport.scrolled(toSection: next, position: .nearest, in: layout)
    }
}
