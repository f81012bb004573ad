import SectionLayout

extension BackgroundDecoration {
    /// The keys of a compositional section's `background` object.
    static let specKeys = ["contentInsets", "color", "cornerRadius", "border", "shadow", "image"]

    /// Problems for flow `background` keys, which a decoration item does not have.
    static let specHints: [String: String] = {
        var hints = [
            "margin":
                "unknown key here, a compositional background is inset by \"contentInsets\" (top, leading, bottom, trailing)"
        ]
        for key in ["cover", "includeHeader", "includeFooter", "whenEmpty"] {
            hints[key] =
                "unknown key here, a compositional background always covers the whole section"
                + " (header, footer and empty sections included); \(JSONWriter.quoted(key)) is for \"layout\": \"flow\""
        }
        return hints
    }()

    /// Decodes a section's `background`: `contentInsets` and the style keys, each optional.
    init(json: JSONValue, at path: JSONPath) throws(SpecError) {
        self.init()
        try SpecDecoding.forEachMember(
            of: json, at: path, known: BackgroundDecoration.specKeys,
            hints: BackgroundDecoration.specHints
        ) { key, value, path throws(SpecError) in
            switch key {
            case "contentInsets": contentInsets = try CompositionalDecoding.insets(value, at: path)
            case "color": style.color = try SpecDecoding.color(value, at: path)
            case "cornerRadius": style.cornerRadius = try SpecDecoding.length(value, at: path)
            case "border": style.border = try BackgroundOverride.decodeBorder(value, at: path)
            case "shadow": style.shadow = try BackgroundOverride.decodeShadow(value, at: path)
            default: style.image = try SpecDecoding.string(value, at: path)
            }
        }
    }
}
