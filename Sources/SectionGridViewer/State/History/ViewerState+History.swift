import CellGrid
import SectionLayout
import SectionScene
import SectionSpec

// Every change of the spec goes through `commit` (tweaks, item edits, `o`), `resetToOriginal` (a demo's
// `r`) or `reload` (the file read again): each relayouts keeping the user's place and is recorded in the
// history, so `U` and Ctrl-R undo and redo all of them, whatever command source made them.

extension ViewerState {
    /// Replaces the spec with `transform` of it (leaving out again what the file leaves out, where that
    /// changes nothing), relayouts keeping the place, and records the change as `label` for undo.
    /// Returns false, changing nothing, when the spec stays the same. `sections`, when given, are the
    /// only sections `transform` changes (item edits), so only they are compared, with a thousand
    /// others left alone.
    @discardableResult
    mutating func commit(
        _ label: String, sections: [Int]? = nil, atLeadingEdge: Bool = false,
        _ transform: (LayoutSpec) -> LayoutSpec
    ) -> Bool {
        let next = document.changing(sections: sections, transform)
        guard sections.map({ !next.hasSameSections(as: spec, at: $0) }) ?? (next != spec) else { return false }
        history.record(from: spec, to: next, sections: sections, selected: items.selected, label: label)
        keepingPlace(.leading, atLeadingEdge: atLeadingEdge) { $0.document.spec = next }
        return true
    }

    /// Undoes the last change (`U`).
    mutating func undo() {
        guard let step = history.undo(spec, selected: items.selected) else {
            chrome.message = .nothingToUndo
            return
        }
        restore(step.spec, selected: step.selected)
        chrome.message = .undid(step.label, last: !history.canUndo)
    }

    /// Redoes the last undone change (Ctrl-R).
    mutating func redo() {
        guard let step = history.redo(spec, selected: items.selected) else {
            chrome.message = .nothingToRedo
            return
        }
        restore(step.spec, selected: step.selected)
        chrome.message = .redid(step.label)
    }

    /// A demo's `r`: back to the spec as loaded, at zoom 1.
    mutating func resetToOriginal() {
        let original = document.original
        if original != spec { history.record(from: spec, to: original, selected: items.selected, label: "reset") }
        keepingPlace(.leading) {
            $0.document.spec = original
            $0.camera.zoom = 1
        }
        validateSelections()
        chrome.message = .reset(source.displayName)
    }

    /// Starts again from `loaded`, the spec file as just read (`r`, or a save seen on disk): it becomes
    /// the original, the saved document and the spec, keeping the place, the selected section, item and
    /// tweak parameter (where they still exist), and `images` (the spec's background images, loaded
    /// again by the caller when it names others). Recorded as `label`, so `U` brings back what was shown
    /// before, unwritten changes included. The file's notice goes; the message line says `message`.
    public mutating func reload(_ loaded: SpecDocument, images: TextureCache? = nil, label: String, message: ViewerMessage) {
        if loaded.spec != spec { history.record(from: spec, to: loaded.spec, selected: items.selected, label: label) }
        if let images { textures = images }
        keepingPlace(.leading) { $0.document.reload(loaded) }
        validateSelections()
        chrome.fileNotice = nil
        chrome.message = message
    }

    /// The spec file now holds what is saved (a save made it match what `w` wrote beside it): it is the
    /// saved file again, and its notice goes.
    public mutating func fileHoldsSaved() {
        document.fileHoldsSaved()
        show(fileNotice: nil)
    }

    /// Shows a line about the spec file or an image (its `error:`, or that it changed on disk) until the
    /// file's state changes again (`nil` takes it away). A notice is news: the message shown before it
    /// (which the message line would show first) goes.
    public mutating func show(fileNotice: ViewerMessage?) {
        chrome.fileNotice = fileNotice
        if fileNotice != nil { chrome.message = nil }
    }

    /// The spec and item selection an undo or redo brings back, relayouted keeping the place.
    private mutating func restore(_ restored: LayoutSpec, selected: ItemPath?) {
        keepingPlace(.leading) { $0.document.spec = restored }
        items.selected = selected
        validateSelections()
        if let selected = items.selected { revealItem(selected) }
    }

    /// Drops a section or item selection the spec no longer has.
    mutating func validateSelections() {
        if case .section(let index) = selection.scope, index >= spec.sectionCount {
            selection.scope = spec.sectionCount > 0 ? .section(spec.sectionCount - 1) : .all
        }
        if let selected = items.selected, !spec.contains(selected) { items.selected = nil }
        if let drag = items.drag, !spec.contains(drag.source) { items.drag = nil }
    }

    /// Makes a change that relayouts everything, keeping the user's place by `rule` (see
    /// `ScrollAnchor`); `atLeadingEdge` puts the anchored item exactly at the leading edge. While the view
    /// stays where the last such change put it, the next one by the same rule keeps that change's
    /// anchor, so `o o` and `z Z` come back to where they started.
    mutating func keepingPlace(
        _ rule: ScrollAnchor.Rule, atLeadingEdge: Bool = false,
        _ change: (inout ViewerState) -> Void
    ) {
        let kept = camera.keptPlace.flatMap { $0.viewport == viewport && $0.anchor.rule == rule ? $0.anchor : nil }
        let anchor = (kept ?? viewport.anchor(rule, in: layout)).map { atLeadingEdge ? $0.atLeadingEdge : $0 }
        change(&self)
        relayout()
        guard let anchor else {
            camera.keptPlace = nil
            return
        }
        camera.viewport = viewport.restoring(anchor, in: layout)
        camera.keptPlace = KeptPlace(anchor: anchor, viewport: viewport)
    }
}

extension TweakSelection {
    /// How the history names a tweak by `delta` of `document`: `section inset top +1 · section 2`
    /// (`contentInsets top +1 · section 2` in a compositional layout).
    func label<Document: ViewableDocument>(delta: Double, in document: Document) -> String {
        let step = (delta < 0 ? "−" : "+") + formatPoints(Swift.abs(delta))
        let scopeName: String
        switch (parameter.isLayoutWide, scope) {
        case (true, _), (false, .all): scopeName = "all sections"
        case (false, .section(let index)): scopeName = "section \(index)"
        }
        return "\(name(compositional: document.namesCompositionally)) \(step) · \(scopeName)"
    }
}
