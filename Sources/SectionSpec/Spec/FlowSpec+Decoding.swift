import SectionLayout

extension FlowSpec {
    /// The top-level keys of a flow spec, besides the shared ones.
    static let specKeys = ["flow", "background", "sections"]
    /// Problems for keys written at the top level that belong elsewhere.
    static let topLevelHints: [String: String] = {
        var hints: [String: String] = [:]
        for key in FlowMetric.keys + layoutKeys { hints[key] = "unknown key here, \(JSONWriter.quoted(key)) belongs in \"flow\"" }
        hints.merge(FlowPinningKey.hints(in: "")) { first, _ in first }
        for key in ["items", "itemSizes", "title"] {
            hints[key] = "unknown key here, \(JSONWriter.quoted(key)) belongs in a section of \"sections\""
        }
        for key in ["interSectionSpacing", "boundarySupplementaryItems"] {
            hints[key] = "unknown key here, \(JSONWriter.quoted(key)) is for \"layout\": \"compositional\""
        }
        hints["contentInsetsReference"] =
            "unknown key here, \"contentInsetsReference\" is for \"layout\": \"compositional\";"
            + " a flow layout has \"flow.sectionInsetReference\""
        return hints
    }()

    /// Reads one of `specKeys`.
    mutating func decodeSpecMember(_ key: String, _ value: JSONValue, at path: JSONPath) throws(SpecError) {
        switch key {
        case "flow":
            try SpecDecoding.forEachMember(of: value, at: path, known: FlowSpec.flowKeys + FlowSpec.layoutKeys) {
                key, value, path throws(SpecError) in
                if try !decodeLayoutKey(key, value, at: path) { try decodeFlowMember(key, value, at: path) }
            }
        case "background":
            background = try BackgroundOverride(json: value, at: path)
        default:
            sections = try FlowSpec.decodeSections(value, at: path)
        }
    }

    /// Reads `sections`, enforcing `SpecLimits` (`items` counts and `itemSizes` entries count towards
    /// `SpecLimits.maximumItems`).
    static func decodeSections(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> [FlowSectionSpec] {
        try SpecDecoding.sections(
            value, at: path,
            decode: { json, path throws(SpecError) in
                try FlowSectionSpec(json: json, at: path)
            }, items: \.section.items.count)
    }
}
