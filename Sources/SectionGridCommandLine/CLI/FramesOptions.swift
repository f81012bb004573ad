import SectionGridHost
import SectionLayout
import SectionSpec

/// The arguments of `sectiongrid frames`.
public struct FramesOptions: Hashable, Sendable {
    /// The spec to lay out: a file or a demo.
    public var source: SpecSource
    /// `--direction`: overrides the spec's `scrollDirection`.
    public var direction: Axis?
    /// `--viewport WxH`: overrides the spec's `viewport`.
    public var viewport: Size?
    /// `--device NAME`: the spec on that device (its `viewport`, safe area, margins and scale; a
    /// `--viewport` still wins).
    public var device: Device?
    /// `--offset X,Y`: the content offset to report the frames at (pinned supplementaries where they
    /// stick); `nil`: the frames as laid out.
    public var offset: Point?
    /// `--appearance light|dark`: the traits Swift files see (a spec's frames do not depend on it).
    public var appearance: Appearance?
    /// Swift files to compile and lay out instead of a spec (`source` then names the first of them).
    public var swift: SwiftFilesOptions?

    /// Creates frames options for a spec file.
    public init(specPath: String, direction: Axis? = nil, viewport: Size? = nil) {
        self.init(source: .file(path: specPath), direction: direction, viewport: viewport)
    }

    /// Creates frames options.
    public init(source: SpecSource, direction: Axis? = nil, viewport: Size? = nil, offset: Point? = nil) {
        self.source = source
        self.direction = direction
        self.viewport = viewport
        self.offset = offset
    }

    /// The scroll context the frames of `spec` (overrides applied) are reported in: unscrolled, or the
    /// spec's collection view at `offset`.
    public func context(for spec: LayoutSpec) -> ScrollContext {
        offset.map { spec.scrollContext(contentOffset: $0) } ?? .unscrolled
    }

    /// `spec` with the command-line overrides applied.
    public func applied(to spec: LayoutSpec) -> LayoutSpec {
        var result = device.map { spec.applying($0) } ?? spec
        if let direction { result.scrollDirection = direction }
        if let viewport { result.viewport = viewport }
        return result
    }
}
