import SectionLayout

extension CompositionalSpec {
    /// The top-level keys of a compositional spec, besides the shared ones.
    static let specKeys = ["interSectionSpacing", "sections"]

    /// Problems for keys written at the top level that belong elsewhere.
    static let topLevelHints: [String: String] = {
        var hints = [
            "flow": "unknown key here, \"flow\" is for \"layout\": \"flow\"",
            "background": "unknown key here, a compositional layout has no layout-wide background;"
                + " give each section its own \"background\"",
        ]
        for key in CompositionalSectionSpec.keys where !["contentInsets", "background"].contains(key) {
            hints[key] = "unknown key here, \(JSONWriter.quoted(key)) belongs in a section of \"sections\""
        }
        return hints
    }()

    /// Reads one of `specKeys`.
    mutating func decodeSpecMember(_ key: String, _ value: JSONValue, at path: JSONPath) throws(SpecError) {
        switch key {
        case "interSectionSpacing": interSectionSpacing = try SpecDecoding.number(value, at: path)
        default: sections = try CompositionalSpec.decodeSections(value, at: path)
        }
    }

    /// Reads `sections`, enforcing `SpecLimits` (the `items` of all sections count towards
    /// `SpecLimits.maximumItems`).
    static func decodeSections(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> [CompositionalSectionSpec] {
        guard case .array(let elements) = value else { throw SpecDecoding.typeMismatch("an array", value, at: path) }
        guard elements.count <= SpecLimits.maximumSections else {
            throw SpecError(path: path, problem: "\(elements.count) sections exceed the maximum of \(SpecLimits.maximumSections)")
        }
        var sections: [CompositionalSectionSpec] = []
        sections.reserveCapacity(elements.count)
        var total = 0.0
        for (index, element) in elements.enumerated() {
            let section = try CompositionalSectionSpec(json: element, at: path.appending(index: index))
            total += Double(section.section.items)
            sections.append(section)
        }
        guard total <= Double(SpecLimits.maximumItems) else {
            throw SpecError(path: path, problem: "\(formatPoints(total)) items in all exceeds the maximum of \(SpecLimits.maximumItems)")
        }
        return sections
    }
}
