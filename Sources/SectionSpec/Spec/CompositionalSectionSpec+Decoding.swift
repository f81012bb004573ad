import SectionLayout

extension CompositionalSectionSpec {
    /// The keys of a compositional section object.
    static let keys = ["title", "items", "group", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior",
                       "supplementariesFollowContentInsets", "header", "footer", "background"]

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
        var title: String?, items: Int?, group: LayoutGroup?
        var spacing = 0.0, insets = DirectionalEdgeInsets.zero, behavior = OrthogonalScrollingBehavior.none
        var follows = true
        var header: BoundarySupplementaryItem?, footer: BoundarySupplementaryItem?, background: BackgroundDecoration?
        try SpecDecoding.forEachMember(of: json, at: path, known: CompositionalSectionSpec.keys,
                                       hints: CompositionalSectionSpec.hints) { key, value, path throws(SpecError) in
            switch key {
            case "title": title = try SpecDecoding.title(value, at: path)
            case "items": items = try SpecDecoding.count(value, at: path)
            case "group": group = try LayoutGroup(json: value, at: path, depth: 1)
            case "interGroupSpacing": spacing = try SpecDecoding.number(value, at: path)
            case "contentInsets": insets = try CompositionalDecoding.insets(value, at: path)
            case "orthogonalScrollingBehavior": behavior = try SpecDecoding.choice(value, at: path)
            case "supplementariesFollowContentInsets": follows = try SpecDecoding.bool(value, at: path)
            case "header": header = try BoundarySupplementaryItem(json: value, at: path)
            case "footer": footer = try BoundarySupplementaryItem(json: value, at: path)
            default: background = try BackgroundDecoration(json: value, at: path)
            }
        }
        guard let items else { throw SpecError(path: path, problem: "missing \"items\" (a count)") }
        guard let group else {
            throw SpecError(path: path, problem: "missing \"group\" (an object with \"axis\", \"width\", \"height\" and \"item\" or \"subitems\")")
        }
        self.init(title: title, section: LayoutSection(
            items: items, group: group, interGroupSpacing: spacing, contentInsets: insets,
            orthogonalScrollingBehavior: behavior, header: header, footer: footer, background: background,
            supplementariesFollowContentInsets: follows))
    }
}
