import CellGrid
import SectionGridHost
import SectionLayout
import SectionScene
import SectionSpec

/// The arguments of `sectiongrid snapshot`.
public struct SnapshotOptions: Hashable, Sendable {
    /// The spec to show: a file or a demo.
    public var source: SpecSource
    /// `--size COLSxROWS`: the terminal to imagine (default 80×24).
    public var columns: Int
    /// Rows of the imagined terminal.
    public var rows: Int
    /// `--ansi` (with `--depth`): ANSI colours at that depth; otherwise plain monochrome text.
    public var format: SnapshotFormat
    /// `--direction`: overrides the spec's scroll direction.
    public var direction: Axis?
    /// `--offset X,Y`: the content offset in points (as the viewer scrolls; clamped to the content).
    public var offset: Point?
    /// `--zoom Z`: magnification (1 fits the spec's viewport to the terminal).
    public var zoom: Double
    /// `--scheme`: the colour scheme.
    public var scheme: ColorScheme
    /// `--bare`: the layout alone, without the viewer's status bar.
    public var bare: Bool
    /// `--device NAME`: the spec on that device.
    public var device: Device?
    /// `--appearance light|dark`: overrides the spec's `appearance` (how dynamic colours show).
    public var appearance: Appearance?
    /// Swift files to compile and show instead of a spec (`source` then names the first of them).
    public var swift: SwiftFilesOptions?

    /// Creates snapshot options.
    public init(
        source: SpecSource, columns: Int = 80, rows: Int = 24, format: SnapshotFormat = .plain,
        direction: Axis? = nil, offset: Point? = nil, zoom: Double = 1, scheme: ColorScheme = .spec,
        bare: Bool = false
    ) {
        self.source = source
        self.columns = columns
        self.rows = rows
        self.format = format
        self.direction = direction
        self.offset = offset
        self.zoom = zoom
        self.scheme = scheme
        self.bare = bare
    }
}
