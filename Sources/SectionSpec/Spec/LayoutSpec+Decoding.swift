import SectionLayout

extension LayoutSpec {
    /// The top-level keys every engine shares.
    static let commonKeys =
        ["layout", "scrollDirection", "viewport", "contentInset", "backgroundColor"] + DeviceKeys.keys
        + ["layoutDirection", "appearance"]

    /// Decodes a spec from a parsed JSON document, checking every key and value. Keys are read in
    /// document order, so the error reported is the first one in the file.
    ///
    /// - Throws: `SpecError` naming the JSON path and the problem, e.g.
    ///   `sections[2].itemSize.width: must be a finite number ≥ 0 (got -4)`.
    public init(json: JSONValue) throws(SpecError) {
        self.init()
        guard case .object = json else { throw SpecDecoding.typeMismatch("an object", json, at: .root) }
        let kind: LayoutEngine.Kind =
            try json["layout"].map { value throws(SpecError) in
                try SpecDecoding.choice(value, at: JSONPath.root.appending("layout"))
            } ?? .flow
        switch kind {
        case .flow:
            var flow = FlowSpec()
            try readCommonKeys(of: json, engineKeys: FlowSpec.specKeys, hints: FlowSpec.topLevelHints) {
                key, value, path throws(SpecError) in
                try flow.decodeSpecMember(key, value, at: path)
            }
            engine = .flow(flow)
        case .compositional:
            var compositional = CompositionalSpec()
            try readCommonKeys(of: json, engineKeys: CompositionalSpec.specKeys, hints: CompositionalSpec.topLevelHints) {
                key, value, path throws(SpecError) in
                try compositional.decodeSpecMember(key, value, at: path)
            }
            engine = .compositional(compositional)
        }
    }

    /// Reads the shared top-level keys and hands the engine's own keys to `engineMember`, in order.
    private mutating func readCommonKeys(
        of json: JSONValue, engineKeys: [String], hints: [String: String],
        engineMember: (String, JSONValue, JSONPath) throws(SpecError) -> Void
    ) throws(SpecError) {
        var device = DeviceKeys()
        try SpecDecoding.forEachMember(of: json, at: .root, known: LayoutSpec.commonKeys + engineKeys, hints: hints) {
            key, value, path throws(SpecError) in
            switch key {
            case "layout": break
            case "scrollDirection": scrollDirection = try SpecDecoding.choice(value, at: path)
            case "contentInset": contentInset = try SpecDecoding.insets(value, at: path)
            case "backgroundColor": backgroundColor = try SpecDecoding.color(value, at: path)
            case "layoutDirection": layoutDirection = try SpecDecoding.choice(value, at: path)
            case "appearance": appearance = try SpecDecoding.choice(value, at: path)
            default:
                if try !device.decode(key, value, at: path) { try engineMember(key, value, path) }
            }
        }
        device.resolve(into: &self)
    }
}
