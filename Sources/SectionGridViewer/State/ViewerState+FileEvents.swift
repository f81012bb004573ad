import CellGrid
import SectionScene
import SectionSpec

extension ViewerState {
    /// Takes what the host saw or did on disk (`ViewerCommand.file`). File events are not the user's:
    /// they act on a screen too small for the layout and leave the message line, the quit question and a
    /// drag alone unless they have news of their own. Returns `.specFileIsTarget` when the spec file holds
    /// the saved document again (the host's saver writes it next, not a sibling).
    mutating func apply(_ event: FileEvent) -> ViewerEffect {
        switch event {
        case .specSaved(let saved, let name, let images):
            if saved.text == document.saved.text {
                // The file holds what is saved (after a sibling write too: it is the file again, and `w`
                // may write it again).
                fileHoldsSaved()
                return .specFileIsTarget
            }
            if isModified {
                // A change on disk is never dropped or overwritten silently: the screen is kept, and the
                // message line says what `r` and `w` do.
                show(fileNotice: .changedOnDisk(name))
                return .none
            }
            reload(saved, images: images, label: "reload of \(name)", message: .reloaded(name))
            return .specFileIsTarget
        case .specReread(let read, let name, let images):
            reload(read, images: images, label: "re-read of \(name)", message: .reread(name))
            return .specFileIsTarget
        case .specUnreadable(let error):
            show(fileNotice: .specError(error))
        case .imagesAdded(let names, let loaded):
            insert(names, from: loaded)
        case .imagesReloaded(let names, let loaded):
            insert(names, from: loaded)
            show(message: .imagesReloaded(names))
        case .imagesNotLoaded(let errors):
            show(message: .imagesNotLoaded(errors))
        case .watchersPoll(let names):
            show(message: .polling(names))
        case .imagesUnusable(let errors):
            if chrome.fileNotice != .imageErrors(errors) { show(fileNotice: .imageErrors(errors)) }
        case .imagesUsable(let errors):
            if chrome.fileNotice == .imageErrors(errors) { show(fileNotice: nil) }
        case .specWritten(let outcome):
            didWrite(outcome)
        case .fileWritten(let outcome):
            didExport(outcome)
        case .programCompiling, .programStarting, .programLoaded, .programAnswered, .programFailed, .programRecovered:
            applyProgram(event)
        }
        return .none
    }

    /// Puts the textures `loaded` holds for `names` in place of the state's.
    private mutating func insert(_ names: [String], from loaded: TextureCache) {
        for name in names {
            if let texture = loaded.texture(named: name) { textures.insert(texture, named: name) }
        }
    }
}
