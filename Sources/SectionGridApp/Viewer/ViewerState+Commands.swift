import CellGrid
import SectionLayout

extension ViewerState {
    /// Carries out a command: changes the state (relayouting at once when the layout changed) and says
    /// what else the run loop must do.
    public mutating func apply(_ command: ViewerCommand) -> ViewerEffect {
        message = nil
        if showsHelp, scrollHelp(command) { return .none }
        switch command {
        case .scroll(let columns, let rows):
            viewport = viewport.scrolled(columns: columns, rows: rows, in: layout)
        case .wheel(let notches):
            let steps = notches.multipliedReportingOverflow(by: 3).partialValue
            viewport = spec.scrollDirection == .vertical
                ? viewport.scrolled(rows: steps, in: layout)
                : viewport.scrolled(columns: steps &* 2, in: layout)
        case .scrollPages(let pages):
            viewport = viewport.scrolled(pages: pages, in: layout)
        case .scrollToStart:
            viewport = viewport.scrolledToStart(in: layout)
        case .scrollToEnd:
            viewport = viewport.scrolledToEnd(in: layout)
        case .scrollRow(let direction):
            scrollOrthogonalRow(by: direction)
        case .toggleDirection:
            keepingLeadingSection { $0.spec.scrollDirection = $0.spec.scrollDirection.toggled }
        case .nextParameter:
            selection.parameter = selection.parameter.next
        case .previousParameter:
            selection.parameter = selection.parameter.previous
        case .chooseEdge(let edge):
            selection.edge = edge
        case .adjust(let delta):
            let selection = self.selection
            change { $0.adjusting(selection, by: delta) }
        case .selectSection(let step):
            selectSection(step: step)
        case .selectAllSections:
            selection.scope = .all
        case .cycleCover:
            let scope = selection.scope
            change { $0.cyclingCover(scope) }
            message = spec.backgroundSummary(scope)
        case .toggleIncludeHeader:
            let scope = selection.scope
            change { $0.togglingInclusion(header: true, scope) }
            message = spec.backgroundSummary(scope)
        case .toggleIncludeFooter:
            let scope = selection.scope
            change { $0.togglingInclusion(header: false, scope) }
            message = spec.backgroundSummary(scope)
        case .cycleColorScheme:
            scheme = scheme.next
            message = "colours: \(scheme.displayName)"
        case .zoom(let factor):
            let next = Swift.min(8, Swift.max(0.125, zoom * factor))
            keepingLeadingSection { $0.zoom = next }
        case .reset:
            keepingLeadingSection { $0.spec = $0.original; $0.zoom = 1 }
            message = "reset to \(source.displayName)"
        case .write:
            return .write
        case .toggleHelp:
            showsHelp.toggle()
            helpScroll = 0
        case .redraw:
            return .redraw
        case .quit:
            return .quit
        case .click(let column, let row):
            select(column: column, row: row)
        case .resize(let columns, let rows):
            screenSize = (Swift.max(0, columns), Swift.max(0, rows))
            relayout()
        }
        return .none
    }

    /// Replaces the spec (leaving out again what the file leaves out, where that changes nothing) and
    /// relayouts, unless the change is a no-op.
    private mutating func change(_ transform: (LayoutSpec) -> LayoutSpec) {
        let next = transform(spec).reconciled(with: savedSpec)
        guard next != spec else { return }
        spec = next
        relayout()
    }

    /// Makes a change that relayouts everything, then scrolls back to the section that led the screen.
    private mutating func keepingLeadingSection(_ change: (inout ViewerState) -> Void) {
        let section = viewport.leadingSection(in: layout)
        change(&self)
        viewport.contentOffset = viewport.minimumOffset
        relayout()
        if let section { viewport = viewport.scrolled(toSection: section, position: .start, in: layout) }
    }

    /// While the help is open and taller than the screen, the vertical scroll keys scroll it; returns
    /// whether `command` was used so.
    private mutating func scrollHelp(_ command: ViewerCommand) -> Bool {
        let last = HelpOverlay.maximumScroll(lines: keyMap.helpRows.count, screenRows: screenSize.rows)
        guard last > 0 else { return false }
        let page = Swift.max(1, keyMap.helpRows.count - last)
        switch command {
        case .scroll(0, let rows) where rows != 0: helpScroll += rows
        case .wheel(let notches): helpScroll += notches &* 3
        case .scrollPages(let pages): helpScroll += Int((Double(page) * pages).rounded(.awayFromZero))
        case .scrollToStart: helpScroll = 0
        case .scrollToEnd: helpScroll = last
        default: return false
        }
        helpScroll = Swift.min(last, Swift.max(0, helpScroll))
        return true
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
