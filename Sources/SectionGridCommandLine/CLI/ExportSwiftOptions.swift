import SectionSpec

/// The arguments of `sectiongrid export swift`.
public struct ExportSwiftOptions: Hashable, Sendable {
    /// The spec to export: a file or a demo.
    public var source: SpecSource
    /// `--name TypeName`: the layout class's name (`nil`: one made from the spec's name).
    public var typeName: String?
    /// `--sample`: add the sample data and view controller.
    public var includesSample: Bool

    /// Creates export options.
    public init(source: SpecSource, typeName: String? = nil, includesSample: Bool = false) {
        self.source = source
        self.typeName = typeName
        self.includesSample = includesSample
    }
}
