import SectionLayout

extension FlowSectionSpec {
    /// The keys of a section object.
    static let keys = ["title", "items", "itemSizes"] + FlowMetric.keys + ["background"]

    /// Decodes one element of `sections`: exactly one of `items` and `itemSizes`, and any other key.
    init(json: JSONValue, at path: JSONPath) throws(SpecError) {
        self.init(items: .count(0))
        var count: Int?
        var sizes: [Size]?
        var hints = FlowPinningKey.hints(in: " (UIKit pins every section's or none)")
        hints["flow"] = "unknown key here, write the flow keys (\"itemSize\", …) directly in the section"
        hints["sectionInsetReference"] =
            "unknown key here, \"sectionInsetReference\" is the layout's alone: it belongs in \"flow\""
        for key in CompositionalSectionSpec.keys where !FlowSectionSpec.keys.contains(key) {
            hints[key] = "unknown key here, \(JSONWriter.quoted(key)) is for \"layout\": \"compositional\""
        }
        try SpecDecoding.forEachMember(of: json, at: path, known: FlowSectionSpec.keys, hints: hints) {
            key, value, path throws(SpecError) in
            switch key {
            case "title": title = try SpecDecoding.title(value, at: path)
            case "items": count = try SpecDecoding.count(value, at: path)
            case "itemSizes": sizes = try FlowSectionSpec.decodeSizes(value, at: path)
            case "background": background = try BackgroundOverride(json: value, at: path)
            default: try FlowMetric.named(key)?.decodeOverride(value, path, &self)
            }
        }
        switch (count, sizes) {
        case (let count?, nil): section.items = .count(count)
        case (nil, let sizes?): section.items = .sizes(sizes)
        case (nil, nil):
            throw SpecError(path: path, problem: "missing \"items\" (a count) or \"itemSizes\" (a list of sizes)")
        case (.some, .some):
            throw SpecError(path: path, problem: "give either \"items\" or \"itemSizes\", not both")
        }
    }

    /// Reads `itemSizes`: an array of `{width, height}`.
    static func decodeSizes(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> [Size] {
        guard case .array(let elements) = value else { throw SpecDecoding.typeMismatch("an array", value, at: path) }
        guard elements.count <= SpecLimits.maximumItems else {
            throw SpecError(path: path, problem: "\(elements.count) items exceed the maximum of \(SpecLimits.maximumItems)")
        }
        var sizes: [Size] = []
        sizes.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            sizes.append(try SpecDecoding.size(element, at: path.appending(index: index)))
        }
        return sizes
    }
}
