import SectionLayout

extension BackgroundOverride {
    /// The keys of a `background` object.
    static let keys = [
        "cover", "includeHeader", "includeFooter", "margin", "whenEmpty", "color", "cornerRadius",
        "border", "shadow", "image",
    ]

    /// Decodes a `background` object; only the keys it has are set.
    init(json: JSONValue, at path: JSONPath) throws(SpecError) {
        self.init()
        try SpecDecoding.forEachMember(of: json, at: path, known: BackgroundOverride.keys) { key, value, path throws(SpecError) in
            switch key {
            case "cover": cover = try SpecDecoding.choice(value, at: path)
            case "includeHeader": includeHeader = try SpecDecoding.bool(value, at: path)
            case "includeFooter": includeFooter = try SpecDecoding.bool(value, at: path)
            case "margin": margin = try SpecDecoding.insets(value, at: path)
            case "whenEmpty": coversEmptySections = try SpecDecoding.bool(value, at: path)
            case "color": color = try SpecDecoding.color(value, at: path)
            case "cornerRadius": cornerRadius = try SpecDecoding.length(value, at: path)
            case "border": border = try BackgroundOverride.decodeBorder(value, at: path)
            case "shadow": shadow = try BackgroundOverride.decodeShadow(value, at: path)
            default: image = try SpecDecoding.string(value, at: path)
            }
        }
    }

    /// `{width, color}`; missing keys take `Border()`'s values (1, black).
    static func decodeBorder(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Border {
        var border = Border()
        try SpecDecoding.forEachMember(of: value, at: path, known: ["width", "color"]) { key, value, path throws(SpecError) in
            if key == "width" {
                border.width = try SpecDecoding.length(value, at: path)
            } else {
                border.color = try SpecDecoding.color(value, at: path)
            }
        }
        return border
    }

    /// `{color, offset, radius, opacity}`; missing keys take `Shadow()`'s values.
    static func decodeShadow(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Shadow {
        var shadow = Shadow()
        try SpecDecoding.forEachMember(of: value, at: path, known: ["color", "offset", "radius", "opacity"]) {
            key, value, path throws(SpecError) in
            switch key {
            case "color": shadow.color = try SpecDecoding.color(value, at: path)
            case "offset": shadow.offset = try SpecDecoding.size(value, at: path, signed: true)
            case "radius": shadow.radius = try SpecDecoding.length(value, at: path)
            default: shadow.opacity = try SpecDecoding.fraction(value, at: path)
            }
        }
        return shadow
    }
}
