import CellGrid
import SectionGridHost
import SectionGridSVG
import SectionLayout
import SectionScene
import SectionSpec

/// The arguments of `sectiongrid export svg`.
public struct ExportSVGOptions: Hashable, Sendable {
    /// What the picture shows.
    public enum Area: Hashable, Sendable {
        /// `--viewport` (the default): what the collection view shows at the offset (`nil`: the top).
        case viewport(offset: Point?)
        /// `--whole`: the whole content size.
        case whole
    }

    /// The spec to draw: a file or a demo.
    public var source: SpecSource
    /// `--viewport [--offset X,Y]` or `--whole`.
    public var area: Area
    /// `--scheme`: the colour scheme.
    public var scheme: ColorScheme
    /// `--device NAME`: the spec on that device (its viewport, safe area, margins and scale).
    public var device: Device?
    /// `--appearance light|dark`: overrides the spec's `appearance` (how dynamic colours show).
    public var appearance: Appearance?
    /// Swift files to compile and draw instead of a spec (`source` then names the first of them).
    public var swift: SwiftFilesOptions?

    /// Creates options.
    public init(source: SpecSource, area: Area = .viewport(offset: nil), scheme: ColorScheme = .spec) {
        self.source = source
        self.area = area
        self.scheme = scheme
    }

    /// The element limit as the usage writes it.
    static var elementLimitText: String { String(SVGPicture.defaultElementLimit) }
}
