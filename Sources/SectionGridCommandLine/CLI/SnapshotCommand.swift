import CellGrid
import SectionGridSession
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec

/// `sectiongrid snapshot`: the grid the viewer would show, printed instead of drawn.
public enum SnapshotCommand {
    /// The snapshot text (lines ending in newlines) and any notes (images that could not be loaded).
    public static func render(_ options: SnapshotOptions, loaded: LoadedSpec) -> (text: String, warnings: [String]) {
        var spec = options.device.map { loaded.spec.applying($0) } ?? loaded.spec
        if let direction = options.direction { spec.scrollDirection = direction }
        if let appearance = options.appearance { spec.appearance = appearance }
        let depth: ColorDepth
        switch options.format {
        case .plain: depth = .monochrome
        case .ansi(let chosen): depth = chosen
        }
        // The spec as overridden is the one shown, and nothing to write back: no "*" in the status bar.
        let shown = LoadedSpec(spec: spec, source: loaded.source, content: nil)
        let (textures, warnings) = TextureCache.loading(names: shown.spec.imageNames, relativeTo: shown.folder)
        var state = ViewerState(
            spec: shown.shownSpec, source: shown.source, columns: options.columns, rows: options.rows,
            depth: depth, textures: textures, document: shown.document, viewDevice: shown.device)
        state.configure(
            zoom: options.zoom, scheme: options.scheme, offset: options.offset,
            chrome: !options.bare)
        let grid = ViewerScreen.render(state)
        // Plain text drops trailing blanks (files and diffs stay clean); ANSI keeps every coloured cell.
        let lines =
            options.format == .plain
            ? grid.plainLines().map { String($0.reversed().drop { $0 == " " }.reversed()) }
            : grid.ansiLines(depth: depth)
        return (lines.map { $0 + "\n" }.joined(), warnings)
    }
}
