import CellGrid
import SectionLayout
import SectionSpec

// The inspector (Enter): while it is open the arrows move its cursor (↑↓ a row, ←→ a group) and
// `+`/`-`/`>`/`<` change the value under it — through `commit`, so every change is undone by `U`,
// marks the file unsaved and is written by `w` like a tweak. A click on the panel puts the cursor on a
// row; a click elsewhere selects the section (and item) under it, whose rows the panel then shows.

extension ViewerState {
    /// The section the inspector shows besides the layout: the one selected for tweaks, if any.
    public var inspectedSection: Int? {
        if case .section(let index) = selection.scope { return index }
        return nil
    }

    /// The inspector's rows for the spec, the selected section and its selected item; the saved file
    /// says which keys are given.
    public var inspectorModel: InspectorModel { inspectorModel(for: spec) }

    /// The inspector's rows for `spec` (the spec now, or after a change).
    func inspectorModel(for spec: LayoutSpec) -> InspectorModel {
        let item = items.selected.flatMap { $0.section == inspectedSection ? $0.item : nil }
        let saved = document.saved
        let keys = SpecKeyPresence(
            document: saved, spec: document.fileSpec(for: spec), parsedText: .some(document.parsedText.parsedText(of: saved)))
        return InspectorModel(
            spec: spec, section: inspectedSection, item: item, keys: program == nil ? keys : nil,
            errors: program?.errors ?? [], keptLayout: program?.picture != nil)
    }

    /// Opens or closes the panel.
    mutating func toggleInspector() {
        inspector.isOpen.toggle()
        if inspector.isOpen {
            chrome.message = inspectedSection == nil ? .inspectorLayout : .inspectorSection
        }
    }

    /// Carries out `command` in the open panel; false when it is not the panel's to handle.
    mutating func applyInInspector(_ command: ViewerCommand) -> Bool {
        guard inspector.isOpen else { return false }
        let model = inspectorModel
        switch command {
        case .camera(let command):
            return inspector.moveCursor(command, in: model)
        case .tweak(.adjust(let delta)):
            changeInspectedValue(InspectorStep(delta: delta), model)
        case .chrome(.closeOrQuit) where !showsHelp:
            inspector.isOpen = false
        case .edit(.click(let column, let row)):
            guard let line = InspectorPanel(self).line(atColumn: column, row: row) else { return false }
            if let index = line.row { inspector.cursor = index }
        default:
            return false
        }
        return true
    }

    /// Changes the value under the cursor by `step`, saying on the message line what it is now.
    private mutating func changeInspectedValue(_ step: InspectorStep, _ model: InspectorModel) {
        let index = inspector.cursor(in: model)
        guard let row = model.row(at: index) else { return }
        let title = model.groupTitle(ofRow: index) ?? "layout"
        guard let edit = row.edit else {
            chrome.message = row.note ?? .shownNotChanged(row.name)
            return
        }
        let next = edit.applied(to: spec, step)
        let after = inspectorModel(for: next).row(at: index)?.value ?? row.value
        let label = "\(title) \(row.name) \(row.value) → \(after)"
        let changed = commit(label, sections: row.section.map { [$0] }, atLeadingEdge: row.name == "scrollDirection") { _ in next
        }
        chrome.message =
            changed ? .inspectorChanged(group: title, name: row.name, value: after) : .stays(name: row.name, value: row.value)
    }
}
