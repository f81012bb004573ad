import CellGrid
import SectionGridViewer
import SectionScene
import SectionSpec

/// What opening the viewer on a spec needs, made once for every front end (the terminal viewer, its
/// line mode, `snapshot`): the spec's background images loaded from its folder, the state for a screen,
/// and the saver that writes the spec back where it came from.
public struct ViewerSetup: Sendable {
    /// The spec, where it came from and the file's bytes.
    public let loaded: LoadedSpec
    /// Its background images (`LayoutSpec.imageNames`).
    public let textures: TextureCache
    /// The images that could not be loaded, one line each (`image "x.ppm": cannot read …`).
    public let warnings: [String]

    /// Loads the images `loaded` names, relative paths from its folder.
    public init(_ loaded: LoadedSpec) {
        self.loaded = loaded
        (textures, warnings) = TextureCache.loading(names: loaded.spec.imageNames, relativeTo: loaded.folder)
    }

    /// The viewer on a screen of `columns × rows` cells at `depth`; what the file holds is the saved
    /// document, and a device from the command line how it is viewed (not a change to it).
    public func state(columns: Int, rows: Int, depth: ColorDepth) -> ViewerState {
        ViewerState(
            spec: loaded.shownSpec, source: loaded.source, columns: columns, rows: rows, depth: depth,
            textures: textures, document: loaded.document, viewDevice: loaded.device)
    }

    /// Writes the spec back where it came from (`w`).
    public var saver: SpecSaver { SpecSaver(source: loaded.source) }

    /// A session on a screen of `columns × rows` cells at `depth`, its message line naming the images
    /// that could not be loaded; a spec file and the image files it names are watched (`FileWatching`),
    /// so saves of either show at once.
    public func session(columns: Int, rows: Int, depth: ColorDepth) -> ViewerSession {
        var state = state(columns: columns, rows: rows, depth: depth)
        if !warnings.isEmpty { _ = state.apply(.file(.imagesNotLoaded(warnings))) }
        guard case .file(let path) = loaded.source else { return ViewerSession(state: state, saver: saver) }
        return ViewerSession(
            state: state, saver: saver, watcher: FileWatching.watcher(for: path),
            imageWatcher: { FileWatching.watcher(for: $0) })
    }
}
