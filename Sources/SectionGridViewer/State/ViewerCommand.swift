/// Everything the viewer can be asked to do, by the part of the state that carries it out: keys map to
/// these (`KeyMap`, in the spellings of `ViewerCommand+Keys.swift`), and `ViewerState.apply` hands each
/// to its part's reducer.
public enum ViewerCommand: Hashable, Sendable {
    /// What the screen shows of the layout: scrolling, zoom, the terminal's size (`CameraCommand`).
    case camera(CameraCommand)
    /// What `+`/`-` change and by how much (`TweakCommand`).
    case tweak(TweakCommand)
    /// The selected item: selecting, deleting, copying and moving it, with the keys or the mouse
    /// (`EditCommand`).
    case edit(EditCommand)
    /// The document as a whole: its direction, device and appearance, reading it again, writing it and
    /// its exports (`DocumentCommand`).
    case document(DocumentCommand)
    /// Undo and redo (`HistoryCommand`).
    case history(HistoryCommand)
    /// The chrome around the layout: help, colours, repainting, quitting (`ChromeCommand`).
    case chrome(ChromeCommand)
    /// The inspector panel (`InspectorCommand`).
    case inspector(InspectorCommand)
    /// Something happened on disk: a save of the spec or an image seen, a file read or written
    /// (`FileEvent`, from the host's reloaders and writers).
    case file(FileEvent)
}

extension ViewerCommand {
    /// True for the mouse moving with a button held or letting go, which leave the message line alone
    /// (a click's report stays through its release).
    var isPointerMotion: Bool {
        switch self {
        case .edit(.drag), .edit(.dragTick), .edit(.release): return true
        default: return false
        }
    }

    /// True for what still acts while the terminal is too small to draw the layout: quitting, the help,
    /// resizing and repainting.
    var actsOnATooSmallScreen: Bool {
        switch self {
        case .chrome(.quit), .chrome(.closeOrQuit), .chrome(.toggleHelp), .camera(.resize), .chrome(.redraw): return true
        default: return false
        }
    }
}
