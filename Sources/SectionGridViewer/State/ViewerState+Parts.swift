import CellGrid
import SectionScene
import SectionSpec

// The parts' values under the names the commands, the screen and the tests use.

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
    public internal(set) var spec: LayoutSpec {
        get { document.spec }
        set { document.spec = newValue }
    }

    /// What the screen shows of the layout.
    public internal(set) var viewport: Viewport {
        get { camera.viewport }
        set { camera.viewport = newValue }
    }
    /// Magnification: 1 fits the spec's viewport to the terminal.
    public internal(set) var zoom: Double {
        get { camera.zoom }
        set { camera.zoom = newValue }
    }
    /// The place the last relayout kept.
    var keptPlace: KeptPlace? {
        get { camera.keptPlace }
        set { camera.keptPlace = newValue }
    }

    /// Whether the status bar is drawn (snapshots may leave it out).
    public var showsChrome: Bool { chrome.isShown }
    /// The colour scheme.
    public internal(set) var scheme: ColorScheme {
        get { chrome.scheme }
        set { chrome.scheme = newValue }
    }
    /// The message line's message (a click's element, a write's result), until the next command.
    var said: ViewerMessage? {
        get { chrome.message }
        set { chrome.message = newValue }
    }
    /// Its text.
    public var message: String? { chrome.message?.text }
    /// Whether the key help is shown.
    public var showsHelp: Bool { chrome.showsHelp }
    /// The first help line shown when the help is taller than the screen.
    public var helpScroll: Int { chrome.helpScroll }
}
