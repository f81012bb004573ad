import SectionLayout

extension CompositionalSpec {
    /// The top-level keys of a compositional spec, besides the shared ones.
    static let specKeys = ["interSectionSpacing", "boundarySupplementaryItems", "contentInsetsReference", "sections"]

    /// Problems for keys written at the top level that belong elsewhere.
    static let topLevelHints: [String: String] = {
        var hints = [
            "flow": "unknown key here, \"flow\" is for \"layout\": \"flow\"",
            "background": "unknown key here, a compositional layout has no layout-wide background;"
                + " give each section its own \"background\"",
        ]
        for key in CompositionalSectionSpec.keys
        where ![
            "contentInsets", "background", "boundarySupplementaryItems",
            "contentInsetsReference",
        ].contains(key) {
            hints[key] = "unknown key here, \(JSONWriter.quoted(key)) belongs in a section of \"sections\""
        }
        hints["sectionInsetReference"] =
            "unknown key here, \"sectionInsetReference\" is for \"layout\": \"flow\";"
            + " a compositional layout has \"contentInsetsReference\""
        return hints
    }()

    /// Reads one of `specKeys`.
    mutating func decodeSpecMember(_ key: String, _ value: JSONValue, at path: JSONPath) throws(SpecError) {
        switch key {
        case "interSectionSpacing": interSectionSpacing = try SpecDecoding.number(value, at: path)
        case "contentInsetsReference": contentInsetsReference = try SpecDecoding.choice(value, at: path)
        case "boundarySupplementaryItems":
            boundarySupplementaryItems = try BoundarySupplementaryItem.decodeList(
                value, at: path, taken: [],
                within: "within the layout")
        default: sections = try CompositionalSpec.decodeSections(value, at: path)
        }
    }

    /// Reads `sections`, enforcing `SpecLimits` (the `items` of all sections count towards
    /// `SpecLimits.maximumItems`).
    static func decodeSections(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> [CompositionalSectionSpec] {
        try SpecDecoding.sections(
            value, at: path,
            decode: { json, path throws(SpecError) in
                try CompositionalSectionSpec(json: json, at: path)
            }, items: \.section.items)
    }
}
