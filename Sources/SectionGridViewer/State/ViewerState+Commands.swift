import CellGrid
import SectionLayout
import SectionSpec

extension ViewerState {
    /// Carries out a command: changes the state (relayouting at once when the layout changed) and says
    /// what else the run loop must do.
    public mutating func apply(_ command: ViewerCommand) -> ViewerEffect {
        if case .file(let event) = command { return apply(event) }
        // "terminal too small" hides the layout: keys that would change it blindly do nothing.
        guard fitsScreen || command.actsOnATooSmallScreen else { return .none }
        let wasAskingToQuit = chrome.asksToQuit
        if !command.isPointerMotion {
            said = nil
            chrome.asksToQuit = false
            if case .wheel = command {} else { items.drag = nil }
        }
        if showsHelp, chrome.scrollHelp(command, lines: helpLines.count, screenRows: screenSize.rows) { return .none }
        if applyInInspector(command) { return .none }
        switch command {
        case .scroll(let columns, let rows):
            if items.isSelecting, let direction = ScreenDirection(columns: columns, rows: rows) {
                moveSelection(direction)
            } else {
                viewport = viewport.scrolled(columns: columns, rows: rows, in: layout)
            }
        case .wheel(let notches):
            let steps = notches.multipliedReportingOverflow(by: 3).partialValue
            viewport = spec.scrollDirection == .vertical
                ? viewport.scrolled(rows: steps, in: layout)
                : viewport.scrolled(columns: steps &* 2, in: layout)
            updateDrop()
        case .scrollPages(let pages):
            viewport = viewport.scrolled(pages: pages, in: layout)
        case .scrollToStart:
            viewport = viewport.scrolledToStart(in: layout)
        case .scrollToEnd:
            viewport = viewport.scrolledToEnd(in: layout)
        case .scrollRow(let direction):
            scrollOrthogonalRow(by: direction)
        case .toggleDirection:
            commit("scroll direction", atLeadingEdge: true) { spec in
                var toggled = spec
                toggled.scrollDirection = spec.scrollDirection.toggled
                return toggled
            }
        case .rotateDevice:
            rotateDevice()
        case .nextParameter:
            selection.parameter = selection.parameter.next
        case .previousParameter:
            selection.parameter = selection.parameter.previous
        case .chooseEdge(let edge):
            selection.edge = edge
        case .adjust(let delta):
            let selection = self.selection
            let next = spec.adjusting(selection, by: delta)
            // At the end of its range a value goes no further, whatever the step.
            if delta != 0, layout.numberOfSections > 0, next == spec.adjusting(selection, by: 2 * delta) {
                said = stopMessage(delta)
            }
            commit(selection.label(delta: delta, compositional: spec.isCompositional)) { _ in next }
        case .selectSection(let step):
            selectSection(step: step)
        case .selectAllSections:
            selection.scope = .all
        case .cycleCover:
            let scope = selection.scope
            commit("background cover") { $0.cyclingCover(scope) }
            said = spec.backgroundSummary(scope)
        case .toggleIncludeHeader:
            let scope = selection.scope
            commit("background over the header") { $0.togglingInclusion(header: true, scope) }
            said = spec.backgroundSummary(scope)
        case .toggleIncludeFooter:
            let scope = selection.scope
            commit("background over the footer") { $0.togglingInclusion(header: false, scope) }
            said = spec.backgroundSummary(scope)
        case .cycleColorScheme:
            guard depth != .monochrome else {
                said = .noColourSchemes
                break
            }
            scheme = scheme.next
            said = .colours(scheme.displayName)
        case .toggleAppearance:
            commit("appearance") { spec in
                var toggled = spec
                toggled.appearance = spec.appearance.toggled
                return toggled
            }
            said = .appearance(dark: spec.appearance == .dark)
        case .zoom(let steps):
            let next = ViewerCamera.zoom(zoom, steppedBy: steps)
            keepingPlace(.centre) { $0.zoom = next }
        case .resetZoom:
            keepingPlace(.centre) { $0.zoom = 1 }
        case .reset:
            if case .file = source { return .reload }
            resetToOriginal()
        case .undo:
            undo()
        case .redo:
            redo()
        case .toggleItemSelection:
            toggleItemSelection()
        case .selectItem(let path):
            selectItem(path)
        case .deleteItem:
            deleteSelectedItem()
        case .insertItem:
            insertCopyOfSelectedItem()
        case .moveItem(let direction):
            moveSelectedItem(direction)
        case .moveItemTo(let source, let destination):
            moveItem(source, to: destination)
        case .write:
            return .write
        case .exportSwift:
            return .exportSwift
        case .writePicture:
            return .writePicture
        case .toggleHelp:
            chrome.toggleHelp()
        case .toggleInspector:
            toggleInspector()
        case .redraw:
            return .redraw
        case .quit:
            return quit(asked: wasAskingToQuit)
        case .closeOrQuit:
            if showsHelp {
                chrome.closeHelp()
            } else if items.isSelecting || items.selected != nil {
                endItemSelection()
            } else {
                return quit(asked: wasAskingToQuit)
            }
        case .click(let column, let row):
            select(column: column, row: row)
        case .drag(let column, let row):
            drag(toColumn: column, row: row)
        case .dragTick:
            autoScrollDrag()
        case .release(let column, let row):
            release(atColumn: column, row: row)
        case .resize(let columns, let rows):
            keepingPlace(.leading) { $0.screenSize = (Swift.max(0, columns), Swift.max(0, rows)) }
        case .file:
            break   // taken above
        }
        return .none
    }

    /// `q` or Esc: quits at once without unwritten changes, or when it answers the question; with them,
    /// asks on the message line first, so a stray key never throws them away.
    private mutating func quit(asked: Bool) -> ViewerEffect {
        guard hasUnwrittenChanges, !asked else { return .quit }
        chrome.asksToQuit = true
        said = .unwrittenChanges
        return .none
    }

    /// Why a tweak changed nothing: the value is at the end of what a spec allows.
    private func stopMessage(_ delta: Double) -> ViewerMessage {
        let parameter = selection.parameter
        let name = spec.isCompositional ? parameter.compositionalTitle : parameter.title
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
        case .all: next = viewport.leadingSection(in: layout) ?? 0
        case .section(let index): next = Swift.min(count - 1, Swift.max(0, index + step))
        }
        selection.scope = .section(next)
        viewport = viewport.scrolled(toSection: next, position: .nearest, in: layout)
    }
}

extension ViewerCommand {
    /// True for the mouse moving with a button held or letting go, which leave the message line alone
    /// (a click's report stays through its release).
    var isPointerMotion: Bool {
        switch self {
        case .drag, .dragTick, .release: return true
        default: return false
        }
    }

    /// True for what still acts while the terminal is too small to draw the layout: quitting, the help,
    /// resizing and repainting.
    var actsOnATooSmallScreen: Bool {
        switch self {
        case .quit, .closeOrQuit, .toggleHelp, .resize, .redraw: return true
        default: return false
        }
    }
}
