import SectionLayout

extension BoundarySupplementaryItem {
    /// The keys of a `header` or `footer` object.
    static let specKeys = ["width", "height", "extendsBoundary"]

    /// Decodes a `header` or `footer`: `width` and `height` (required) and `extendsBoundary` (default true).
    init(json: JSONValue, at path: JSONPath) throws(SpecError) {
        var width: LayoutDimension?, height: LayoutDimension?, extends = true
        try SpecDecoding.forEachMember(of: json, at: path, known: BoundarySupplementaryItem.specKeys) {
            key, value, path throws(SpecError) in
            switch key {
            case "width": width = try CompositionalDecoding.dimension(value, at: path)
            case "height": height = try CompositionalDecoding.dimension(value, at: path)
            default: extends = try SpecDecoding.bool(value, at: path)
            }
        }
        self.init(size: try CompositionalDecoding.size(width: width, height: height, at: path), extendsBoundary: extends)
    }
}
