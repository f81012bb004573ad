import SectionSpec

/// The arguments of `sectiongrid export swift`.
public struct ExportSwiftOptions: Hashable, Sendable {
    /// The spec to export: a file or a demo.
    public var source: SpecSource
    /// `--name TypeName`: the layout class's name (`nil`: one made from the spec's name).
    public var typeName: String?
    /// `--sample`: add the sample data and view controller.
    public var includesSample: Bool
    /// `--device NAME`: the spec on that device (the file's header and frames check name it).
    public var device: Device?

    /// Creates export options.
    public init(source: SpecSource, typeName: String? = nil, includesSample: Bool = false) {
        self.source = source
        self.typeName = typeName
        self.includesSample = includesSample
    }
}
