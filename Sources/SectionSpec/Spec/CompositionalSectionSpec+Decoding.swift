import SectionLayout

extension CompositionalSectionSpec {
    /// The keys of a compositional section object.
    static let keys = [
        "title", "items", "group", "interGroupSpacing", "contentInsets", "contentInsetsReference",
        "orthogonalScrollingBehavior",
        "supplementaryContentInsetsReference", "supplementariesFollowContentInsets", "header", "footer",
        "boundarySupplementaryItems", "background",
    ]

    /// Problems for flow section keys written in a compositional section.
    static let hints: [String: String] = {
        var hints: [String: String] = [:]
        for key in FlowMetric.keys + ["itemSizes", "flow"] {
            hints[key] = "unknown key here, \(JSONWriter.quoted(key)) is for \"layout\": \"flow\""
        }
        hints["sectionInset"] = "unknown key here, a compositional section is inset by \"contentInsets\""
        for key in LayoutGroup.specKeys where !["group", "contentInsets"].contains(key) {
            hints[key] = "unknown key here, \(JSONWriter.quoted(key)) belongs in the section's \"group\""
        }
        return hints
    }()

    /// Decodes one element of `sections`: `items` and `group` are required.
    init(json: JSONValue, at path: JSONPath) throws(SpecError) {
        var title: String?
        var items: Int?
        var group: LayoutGroup?
        var section = LayoutSection(items: 0, group: .custom(LayoutSize(width: .absolute(0), height: .absolute(0)), frames: []))
        var reference: (key: String, value: ContentInsetsReference)?
        var boundaryItems: (path: JSONPath, value: JSONValue)?
        try SpecDecoding.forEachMember(
            of: json, at: path, known: CompositionalSectionSpec.keys,
            hints: CompositionalSectionSpec.hints
        ) { key, value, path throws(SpecError) in
            switch key {
            case "title": title = try SpecDecoding.title(value, at: path)
            case "items": items = try SpecDecoding.count(value, at: path)
            case "group": group = try LayoutGroup(json: value, at: path, depth: 1)
            case "interGroupSpacing": section.interGroupSpacing = try SpecDecoding.number(value, at: path)
            case "contentInsets": section.contentInsets = try CompositionalDecoding.insets(value, at: path)
            case "contentInsetsReference": section.contentInsetsReference = try SpecDecoding.choice(value, at: path)
            case "orthogonalScrollingBehavior": section.orthogonalScrollingBehavior = try SpecDecoding.choice(value, at: path)
            case "supplementaryContentInsetsReference", "supplementariesFollowContentInsets":
                if let reference {
                    throw SpecError(
                        path: path,
                        problem: "give either \"supplementaryContentInsetsReference\" or its older"
                            + " form \"supplementariesFollowContentInsets\", not both (\(JSONWriter.quoted(reference.key)) came first)"
                    )
                }
                reference = (
                    key,
                    key == "supplementariesFollowContentInsets"
                        ? (try SpecDecoding.bool(value, at: path) ? .automatic : .none)
                        : try SpecDecoding.choice(value, at: path)
                )
            case "header": section.header = try BoundarySupplementaryItem(json: value, at: path, shorthand: "header")
            case "footer": section.footer = try BoundarySupplementaryItem(json: value, at: path, shorthand: "footer")
            case "boundarySupplementaryItems": boundaryItems = (path, value)
            default: section.background = try BackgroundDecoration(json: value, at: path)
            }
        }
        if let boundaryItems {
            // Read after the whole section, so the header and footer count wherever they are written.
            let taken = Set([section.header.map { _ in "header" }, section.footer.map { _ in "footer" }].compactMap { $0 })
            section.boundarySupplementaryItems = try BoundarySupplementaryItem.decodeList(
                boundaryItems.value, at: boundaryItems.path, taken: taken,
                within: "within a section, its \"header\" and \"footer\" included")
        }
        guard let items else { throw SpecError(path: path, problem: "missing \"items\" (a count)") }
        guard let group else {
            throw SpecError(
                path: path,
                problem: "missing \"group\" (an object with \"axis\", \"width\", \"height\" and \"item\" or \"subitems\")")
        }
        section.items = items
        section.group = group
        section.supplementaryContentInsetsReference = reference?.value ?? .automatic
        self.init(title: title, section: section)
    }
}
