import SectionLayout

extension LayoutItem {
    /// The keys of an item object.
    static let specKeys = ["width", "height", "contentInsets", "edgeSpacing", "supplementaryItems"]

    /// Problems for group keys written in an item.
    static let specHints: [String: String] = {
        var hints = ["axis": "unknown key here, \"item\" holds one item; write a nested group under \"group\""]
        for key in LayoutGroup.specKeys where !specKeys.contains(key) && key != "axis" {
            hints[key] = "unknown key here, \(JSONWriter.quoted(key)) is a group key (a subitem is a group when it has \"axis\")"
        }
        return hints
    }()

    /// Decodes an item object: `width` and `height` (required), `contentInsets`, `edgeSpacing` and
    /// `supplementaryItems` (element kinds unique within the item).
    init(json: JSONValue, at path: JSONPath) throws(SpecError) {
        var width: LayoutDimension?
        var height: LayoutDimension?
        var insets = DirectionalEdgeInsets.zero
        var edgeSpacing: LayoutEdgeSpacing?
        var supplementaries: [LayoutSupplementaryItem] = []
        try SpecDecoding.forEachMember(of: json, at: path, known: LayoutItem.specKeys, hints: LayoutItem.specHints) {
            key, value, path throws(SpecError) in
            switch key {
            case "width": width = try CompositionalDecoding.dimension(value, at: path)
            case "height": height = try CompositionalDecoding.dimension(value, at: path)
            case "contentInsets": insets = try CompositionalDecoding.insets(value, at: path)
            case "edgeSpacing": edgeSpacing = try LayoutEdgeSpacing(json: value, at: path)
            default:
                supplementaries = try CompositionalDecoding.uniqueKinds(
                    value, at: path, what: "within an item",
                    decode: {
                        json, path throws(SpecError) in try LayoutSupplementaryItem(json: json, at: path)
                    }, kind: \.elementKind)
            }
        }
        self.init(
            size: try CompositionalDecoding.size(width: width, height: height, at: path), contentInsets: insets,
            edgeSpacing: edgeSpacing, supplementaryItems: supplementaries)
    }
}
