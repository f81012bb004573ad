import CellGrid
import SectionLayout
import SectionScene
import SectionSpec

/// The viewer as a value: the document (the spec being tweaked and the file it came from), its layout
/// at the terminal's size, the camera on it, the chrome around it and the tweak selection. Commands
/// change it (`apply(_:)`), `ViewerScreen` draws it; no terminal needed.
public struct ViewerState: Sendable {
    /// Smallest terminal the viewer draws in; below it shows a "too small" message.
    public static let minimumSize = (columns: 40, rows: 10)

    /// The spec as loaded, saved and tweaked.
    public internal(set) var document: ViewerDocument
    /// The current layout, recomputed on every change.
    public internal(set) var layout: LayoutResult
    /// What the screen shows of it: viewport and zoom.
    public internal(set) var camera: ViewerCamera
    /// The status bar, message, colour scheme and help.
    public internal(set) var chrome = ViewerChrome()
    /// What `+`/`-` change.
    public internal(set) var selection = TweakSelection()
    /// The selected item, item selection and a drag in progress.
    public internal(set) var items = ItemSelection()
    /// The inspector panel: open or not, and its cursor.
    public internal(set) var inspector = InspectorState()
    /// Undo and redo of the spec's changes.
    public internal(set) var history = ViewerHistory()
    /// The Swift program shown (`nil`: a spec is): its files, entry, picture and errors.
    public internal(set) var program: ProgramState?
    /// The terminal's colour depth.
    public let depth: ColorDepth
    /// The terminal's size in cells.
    public internal(set) var screenSize: (columns: Int, rows: Int)
    /// The key bindings (the line mode's are `KeyMap.lineMode`).
    public var keyMap: KeyMap
    /// Background images (loaded again when a reload names others).
    public internal(set) var textures: TextureCache

    /// Opens the viewer on `spec` for a terminal of `columns × rows` cells; `document` is the file the
    /// spec was read from (`nil` for a spec without a file, such as a demo); `viewDevice` the command
    /// line's device `spec` is shown on (`ViewerDocument.viewDevice`).
    public init(
        spec: LayoutSpec, source: SpecSource, columns: Int, rows: Int, depth: ColorDepth,
        textures: TextureCache = TextureCache(), keyMap: KeyMap = .standard, document: SpecDocument? = nil,
        viewDevice: Device? = nil
    ) {
        self.document = ViewerDocument(spec: spec, source: source, saved: document, viewDevice: viewDevice)
        self.depth = depth
        self.textures = textures
        self.keyMap = keyMap
        screenSize = (Swift.max(0, columns), Swift.max(0, rows))
        layout = .empty
        camera = ViewerCamera(viewport: Viewport(columns: 0, rows: 0, scale: CellScale(pointsPerColumn: 1)))
        relayout()
    }

    /// Opens the viewer on the Swift `files` for a terminal of `columns × rows` cells: the screen says
    /// they compile (`FileEvent.programCompiling`) until the program answers with its layout
    /// (`programLoaded`); until then `placeholder` (a spec without sections on the command line's device)
    /// is shown.
    public init(programFiles files: [String], placeholder: LayoutSpec, columns: Int, rows: Int, depth: ColorDepth) {
        self.init(spec: placeholder, source: .program(files: files), columns: columns, rows: rows, depth: depth)
        program = ProgramState(files: files)
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
    /// offset at the start stays at the start when the content inset changes, and at the right end of a
    /// horizontal right-to-left layout, where its content starts).
    mutating func relayout() {
        let area = layoutArea
        let start = viewport.minimumOffset
        let offset = viewport.contentOffset
        // At the start in reading order (the right end of a horizontal right-to-left layout) stays there.
        let wasAtStart = offset.main(layout.scrollDirection) == viewport.startOffset(in: layout)
        var next = Viewport(
            columns: area.width, rows: area.height, scale: scale,
            contentOffset: offset, contentInset: spec.adjustedContentInset,
            orthogonalOffsets: viewport.orthogonalOffsets)
        next.contentOffset = Point(
            x: offset.x == start.x ? next.minimumOffset.x : offset.x,
            y: offset.y == start.y ? next.minimumOffset.y : offset.y)
        layout = spec.layout(viewport: next.boundsSize)
        next.orthogonalOffsets = next.orthogonalOffsets.filter { layout.orthogonalRow(inSection: $0.key) != nil }
        if wasAtStart {
            let axis = layout.scrollDirection
            next.contentOffset = Point(main: next.startOffset(in: layout), cross: next.contentOffset.cross(axis), axis: axis)
        }
        camera.viewport = next.clamped(to: layout)
    }

    /// Says on the message line what an export (`e`) or a picture (`p`) wrote, or why it wrote nothing.
    public mutating func didExport(_ outcome: FileWriteOutcome) {
        chrome.message = outcome.message
    }

    /// Records the outcome of a write: the document written becomes the saved one, and the message line
    /// says what happened (or why nothing was written).
    public mutating func didWrite(_ outcome: SpecWriteOutcome) {
        if let written = outcome.document {
            document.wrote(written, to: outcome.path)
            chrome.fileNotice = nil
        }
        chrome.message = outcome.message
    }
}
