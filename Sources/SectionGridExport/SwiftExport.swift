import SectionSpec

/// `sectiongrid export swift`: a spec as one self-contained Swift file for an iOS 13+ app, UIKit only.
///
/// Each engine has its own generator, built from the shared parts (`SwiftFileHeader`, the decoration
/// view and its style, the sample): flow specs become a `UICollectionViewFlowLayout`
/// subclass (`FlowSwiftGenerator`), compositional specs a function returning a
/// `UICollectionViewCompositionalLayout` (`CompositionalSwiftGenerator`).
public enum SwiftExport {
    /// The Swift file for `spec`.
    public static func source(for spec: LayoutSpec, options: SwiftExportOptions) throws(SwiftExportError) -> String {
        guard SwiftTypeName.isValid(options.typeName) else { throw .invalidTypeName(options.typeName) }
        switch spec.engine {
        case .flow(let flow):
            return FlowSwiftGenerator(spec: spec, flow: flow, options: options).source
        case .compositional(let compositional):
            return try CompositionalSwiftGenerator(spec: spec, compositional: compositional, options: options).source
        }
    }
}
