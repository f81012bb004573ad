import CellGrid
import SectionLayout
import SectionSpec

/// The viewer as a value: the spec being tweaked, its layout at the terminal's size, the viewport and
/// the tweak selection. Commands change it (`apply(_:)`), `ViewerScreen` draws it; no terminal needed.
public struct ViewerState: Sendable {
    /// Smallest terminal the viewer draws in; below it shows a "too small" message.
    public static let minimumSize = (columns: 40, rows: 10)

    /// Where the spec came from.
    public let source: SpecSource
    /// The spec as loaded (`r` goes back to it).
    public let original: LayoutSpec
    /// The spec file as last loaded or written (its bytes and the spec they hold): the one truth for
    /// "saved", which `isModified` compares with and `w` edits.
    public internal(set) var document: SpecDocument
    /// The spec the file holds (the original until `w`).
    public var savedSpec: LayoutSpec { document.spec }
    /// The spec with the user's tweaks.
    public internal(set) var spec: LayoutSpec
    /// The current layout, recomputed on every change.
    public internal(set) var layout: LayoutResult
    /// What the screen shows of it.
    public internal(set) var viewport: Viewport
    /// What `+`/`-` change.
    public internal(set) var selection = TweakSelection()
    /// The colour scheme.
    public internal(set) var scheme: ColorScheme = .spec
    /// Magnification: 1 fits the spec's viewport to the terminal.
    public internal(set) var zoom = 1.0
    /// Whether the status bar is drawn (snapshots may leave it out).
    public internal(set) var showsChrome = true
    /// Whether the key help is shown.
    public internal(set) var showsHelp = false
    /// The first help line shown when the help is taller than the screen (the scroll keys move it while
    /// the help is open).
    public internal(set) var helpScroll = 0
    /// A one-line message (a click's element, a write's result), until the next command.
    public internal(set) var message: String?
    /// The place the last relayout kept, and the viewport that gave (see `keepingPlace`).
    var keptPlace: KeptPlace?
    /// The terminal's colour depth.
    public let depth: ColorDepth
    /// The terminal's size in cells.
    public internal(set) var screenSize: (columns: Int, rows: Int)
    /// The key bindings.
    public let keyMap: KeyMap
    /// Background images, loaded once.
    public let textures: TextureCache

    /// Opens the viewer on `spec` for a terminal of `columns × rows` cells; `document` is the file the
    /// spec was read from (`nil` for a spec without a file, such as a demo).
    public init(spec: LayoutSpec, source: SpecSource, columns: Int, rows: Int, depth: ColorDepth,
                textures: TextureCache = TextureCache(), keyMap: KeyMap = .standard, document: SpecDocument? = nil) {
        self.source = source
        original = spec
        self.document = document ?? SpecDocument(spec: spec)
        self.spec = spec
        self.depth = depth
        self.textures = textures
        self.keyMap = keyMap
        screenSize = (Swift.max(0, columns), Swift.max(0, rows))
        layout = .empty
        viewport = Viewport(columns: 0, rows: 0, scale: CellScale(pointsPerColumn: 1))
        relayout()
    }

    /// True when the terminal is big enough to draw the layout.
    public var fitsScreen: Bool {
        !showsChrome || screenSize.columns >= ViewerState.minimumSize.columns && screenSize.rows >= ViewerState.minimumSize.rows
    }

    /// The cells the layout is drawn in: the screen above the status bar.
    public var layoutArea: CellRect {
        CellRect(x: 0, y: 0, width: screenSize.columns, height: Swift.max(0, screenSize.rows - (showsChrome ? 1 : 0)))
    }

    /// The scale: the spec's viewport fitted across the scroll axis (its width into the columns when
    /// scrolling vertically, its height into the rows when horizontally), magnified by `zoom`.
    public var scale: CellScale {
        let area = layoutArea
        let base: CellScale
        if spec.scrollDirection == .vertical {
            base = CellScale.fitting(width: spec.viewport.width, columns: area.width)
        } else {
            let perRow = area.height > 0 && spec.viewport.height > 0 ? spec.viewport.height / Double(area.height) : 2
            base = CellScale(pointsPerColumn: perRow / 2, pointsPerRow: perRow)
        }
        return base.zoomed(by: zoom)
    }

    /// Recomputes the layout for the current spec, screen and zoom, keeping the offset (clamped; an
    /// offset at the start stays at the start when the content inset changes).
    mutating func relayout() {
        let area = layoutArea
        let start = viewport.minimumOffset, offset = viewport.contentOffset
        var next = Viewport(columns: area.width, rows: area.height, scale: scale,
                            contentOffset: offset, contentInset: spec.contentInset,
                            orthogonalOffsets: viewport.orthogonalOffsets)
        next.contentOffset = Point(x: offset.x == start.x ? next.minimumOffset.x : offset.x,
                                   y: offset.y == start.y ? next.minimumOffset.y : offset.y)
        layout = spec.layout(viewport: next.boundsSize)
        next.orthogonalOffsets = next.orthogonalOffsets.filter { layout.orthogonalRow(inSection: $0.key) != nil }
        viewport = next.clamped(to: layout)
    }

    /// True when `w` would change the file (the status bar's `*`). `w` writes the file's own bytes
    /// exactly when the spec is the one they hold (`SpecDocument.text(for:)`), and tweaks that return a
    /// value to the file's also return how the file wrote it (`reconciled(with:)`), so comparing the
    /// specs compares the bytes, without encoding the spec for every frame.
    public var isModified: Bool { spec != document.spec }

    /// Records the outcome of a write: the document written becomes the saved one, and the message line
    /// says what happened (or why nothing was written).
    public mutating func didWrite(_ outcome: SpecSaver.Outcome) {
        if let written = outcome.document { document = written }
        message = outcome.message
    }
}

/// An anchor and the viewport a relayout put it in.
struct KeptPlace: Sendable {
    var anchor: ScrollAnchor
    var viewport: Viewport
}
