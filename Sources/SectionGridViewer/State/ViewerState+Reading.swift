import CellGrid
import SectionScene
import SectionSpec

// The parts' values under the names the screen, the session and the tests read them by. Read only: a
// part is changed by its own reducer, through the part (`camera.viewport = …`, `chrome.message = …`).

extension ViewerState {
    /// Where the spec came from.
    public var source: SpecSource { document.source }
    /// The spec as loaded (`r` goes back to it).
    public var original: LayoutSpec { document.original }
    /// The spec the file holds (the original until `w`).
    public var savedSpec: LayoutSpec { document.saved.spec }
    /// True while the screen differs from what the spec file holds (the status bar's `*`).
    public var isModified: Bool { document.isModified }
    /// True while the screen holds changes written nowhere (`q` asks before it drops them).
    public var hasUnwrittenChanges: Bool { document.hasUnwrittenChanges }
    /// The spec with the user's tweaks.
    public var spec: LayoutSpec { document.spec }

    /// What the screen shows of the layout.
    public var viewport: Viewport { camera.viewport }
    /// Magnification: 1 fits the spec's viewport to the terminal.
    public var zoom: Double { camera.zoom }

    /// Whether the status bar is drawn (snapshots may leave it out).
    public var showsChrome: Bool { chrome.isShown }
    /// The colour scheme.
    public var scheme: ColorScheme { chrome.scheme }
    /// The message line's text (a click's element, a write's result), until the next command.
    public var message: String? { chrome.message?.text }
    /// Whether the key help is shown.
    public var showsHelp: Bool { chrome.showsHelp }
    /// The first help line shown when the help is taller than the screen.
    public var helpScroll: Int { chrome.helpScroll }
}
