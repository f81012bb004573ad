import SectionGridHostProtocol
import SectionLayout
import SectionScene
import SectionSpec

extension ViewerState {
    /// The program's elements as the screen, clicks and pictures query them: its orthogonal rows (the
    /// model's) scroll as the spec's do (`nil`: no program picture).
    var programElements: ListedElements? {
        guard var elements = program?.picture?.elements else { return nil }
        elements.orthogonalSections = Set(layout.orthogonalSections)
        elements.scrollDirection = layout.scrollDirection
        return elements
    }

    /// Takes what the running program did (`FileEvent.program…`): a compile under way, a new model after
    /// a compile (the code's layout: shown, with the tweaks not yet written kept on it), a new picture
    /// for the current request, or errors (the last good layout stays).
    mutating func applyProgram(_ event: FileEvent) {
        guard var program else { return }
        switch event {
        case .programCompiling(let files, let frame):
            program.isCompiling = true
            self.program = program
            // Under what the message line says (a write's outcome stays readable while its save compiles).
            chrome.fileNotice = .compiling(files: files, frame: frame)
        case .programStarting(let entry):
            program.isCompiling = false
            self.program = program
            chrome.fileNotice = .layingOut(entry)
        case .programLoaded(let model):
            let isFirst = program.picture == nil
            let tweaks = isFirst ? [] : ProgramTweaks.between(document.original, spec)
            program.isCompiling = false
            program.errors = []
            program.entry = model.entry
            program.picture = model.picture
            program.delegateAnswers = model.delegateAnswers
            program.customizations = model.customizations
            self.program = program
            let loaded = SpecDocument(spec: model.spec)
            if isFirst {
                keepingPlace(.leading) { $0.document.reload(loaded) }
                show(fileNotice: nil)
                chrome.message = .programOpened(program.fullName)
            } else {
                // The new model with the tweaks not yet written put back on it, as one step of the history.
                let shown = tweaks.isEmpty ? model.spec : ProgramTweaks.applying(tweaks, to: model.spec)
                if shown != spec {
                    history.record(from: spec, to: shown, selected: items.selected, label: "recompile of \(program.displayName)")
                }
                keepingPlace(.leading) { state in
                    state.document.reload(loaded)
                    state.document.spec = shown
                }
                validateSelections()
                show(fileNotice: nil)
                chrome.message = .recompiled(program.fullName)
            }
        case .programAnswered(let picture):
            program.picture = picture
            self.program = program
        case .programRecovered:
            program.errors = []
            self.program = program
            if case .programError = chrome.fileNotice { show(fileNotice: nil) }
        case .programFailed(let lines):
            program.isCompiling = false
            program.errors = lines
            self.program = program
            show(
                fileNotice: .programError(
                    lines.first ?? "the program failed", more: Swift.max(0, lines.count - 1), keptLayout: program.picture != nil))
        default:
            break
        }
    }
}

extension ViewerState {
    /// Why `command` does nothing on a Swift program's layout (`nil`: it acts): its items come from
    /// its data source, its backgrounds are its own decoration views, the inspector shows its values
    /// without changing them, and a tweak reaches only the UIKit properties the program can be told
    /// (`LayoutProperty`).
    func refusalForProgram(_ command: ViewerCommand) -> ViewerMessage? {
        guard program != nil else { return nil }
        switch command {
        case .edit(.deleteItem), .edit(.insertItem), .edit(.moveItem), .edit(.moveItemTo), .edit(.toggleItemSelection):
            return .notForPrograms("items come from your data source: not changed here")
        case .tweak(.cycleCover), .tweak(.toggleIncludeHeader), .tweak(.toggleIncludeFooter):
            return .notForPrograms("backgrounds are your decoration views: not changed here")
        case .tweak(.adjust) where inspector.isOpen:
            // How the program is viewed (its device, direction, traits) changes here; its values on the layout.
            let model = inspectorModel
            let index = inspector.cursor(in: model)
            let name = model.row(at: index)?.name ?? ""
            let group = model.groupTitle(ofRow: index) ?? ""
            // An error's row says the whole error.
            if group == "device" || group.hasPrefix("errors") || Self.viewSettings.contains(name) { return nil }
            return .notForPrograms("the inspector shows your code's values: + and - tweak them on the layout")
        case .tweak(.adjust):
            guard program?.picture != nil else {
                return .notForPrograms(
                    program?.errors.isEmpty == false
                        ? "no layout to tweak until your files compile"
                        : program?.isCompiling == true ? "compiling: no layout to tweak yet" : "no layout to tweak yet")
            }
            guard tweakReachesProgram else {
                return .notAProperty(selection.name(compositional: spec.namesCompositionally))
            }
            return nil
        default:
            return nil
        }
    }

    /// The inspector's rows a program's viewer changes: how it is viewed, not what its code says.
    static let viewSettings: Set<String> = ["scrollDirection", "layoutDirection", "appearance"]

    /// True when the selected tweak changes a property a program is told (`ProgramTweaks`).
    private var tweakReachesProgram: Bool {
        selection.parameter.reachesPrograms(compositional: spec.namesCompositionally)
    }

    /// After a tweak of a program's layout: where the code's delegate answers the value, the message
    /// line says the tweak overrides the answer.
    mutating func noteOverriddenAnswer() {
        guard let program, !spec.namesCompositionally else { return }
        let property = selection.parameter.programProperty(compositional: false)
        guard let property, let method = property.delegateLabel, program.delegateAnswers.contains(method) else { return }
        chrome.message = .overridesAnswer(property: property.rawValue, method: method)
    }
}

extension TweakParameter {
    /// The UIKit property it changes in a program (`nil`: none a program is told): a flow layout's
    /// section inset, spacings and item size, a compositional section's content insets, inter-group
    /// spacing and background decoration's content insets, and the collection view's content inset.
    public func programProperty(compositional: Bool) -> LayoutProperty? {
        switch (self, compositional) {
        case (.sectionInset, false): return .sectionInset
        case (.sectionInset, true): return .contentInsets
        case (.lineSpacing, false): return .minimumLineSpacing
        case (.lineSpacing, true): return .interGroupSpacing
        case (.interitemSpacing, false): return .minimumInteritemSpacing
        case (.itemSize, false): return .itemSize
        case (.backgroundMargin, true): return .decorationContentInsets
        case (.contentInset, _): return .contentInset
        default: return nil
        }
    }

    /// True when it changes a UIKit property a program is told (`programProperty(compositional:)`).
    public func reachesPrograms(compositional: Bool) -> Bool {
        programProperty(compositional: compositional) != nil
    }
}
