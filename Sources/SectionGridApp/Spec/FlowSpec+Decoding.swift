import SectionLayout

extension FlowSpec {
    /// The top-level keys of a flow spec, besides the shared ones.
    static let specKeys = ["flow", "background", "sections"]
    /// The keys of `flow`, which sections may also carry as overrides.
    static let metricKeys = ["itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
                             "headerReferenceSize", "footerReferenceSize"]

    /// Problems for keys written at the top level that belong elsewhere.
    static let topLevelHints: [String: String] = {
        var hints: [String: String] = [:]
        for key in metricKeys { hints[key] = "unknown key here, \(JSONWriter.quoted(key)) belongs in \"flow\"" }
        for key in ["items", "itemSizes", "title"] {
            hints[key] = "unknown key here, \(JSONWriter.quoted(key)) belongs in a section of \"sections\""
        }
        hints["interSectionSpacing"] = "unknown key here, \"interSectionSpacing\" is for \"layout\": \"compositional\""
        return hints
    }()

    /// Reads one of `specKeys`.
    mutating func decodeSpecMember(_ key: String, _ value: JSONValue, at path: JSONPath) throws(SpecError) {
        switch key {
        case "flow":
            try SpecDecoding.forEachMember(of: value, at: path, known: FlowSpec.metricKeys) {
                key, value, path throws(SpecError) in
                switch key {
                case "itemSize": itemSize = try SpecDecoding.size(value, at: path)
                case "minimumLineSpacing": minimumLineSpacing = try SpecDecoding.number(value, at: path)
                case "minimumInteritemSpacing": minimumInteritemSpacing = try SpecDecoding.number(value, at: path)
                case "sectionInset": sectionInset = try SpecDecoding.insets(value, at: path)
                case "headerReferenceSize": headerReferenceSize = try SpecDecoding.size(value, at: path)
                default: footerReferenceSize = try SpecDecoding.size(value, at: path)
                }
            }
        case "background":
            background = try BackgroundOverride(json: value, at: path)
        default:
            sections = try FlowSpec.decodeSections(value, at: path)
        }
    }

    /// Reads `sections`, enforcing `SpecLimits`.
    static func decodeSections(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> [FlowSectionSpec] {
        guard case .array(let elements) = value else { throw SpecDecoding.typeMismatch("an array", value, at: path) }
        guard elements.count <= SpecLimits.maximumSections else {
            throw SpecError(path: path, problem: "\(elements.count) sections exceed the maximum of \(SpecLimits.maximumSections)")
        }
        var sections: [FlowSectionSpec] = []
        sections.reserveCapacity(elements.count)
        var total = 0.0
        for (index, element) in elements.enumerated() {
            let section = try FlowSectionSpec(json: element, at: path.appending(index: index))
            total += Double(section.items.count)
            sections.append(section)
        }
        guard total <= Double(SpecLimits.maximumItems) else {
            throw SpecError(path: path, problem: "\(formatPoints(total)) items in all exceeds the maximum of \(SpecLimits.maximumItems)")
        }
        return sections
    }
}
