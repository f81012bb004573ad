import SectionLayout

/// The checks of compositional spec values (dimensions, spacings, directional insets, slot counts),
/// each failing with a `SpecError` at the value's path, like `SpecDecoding`'s.
enum CompositionalDecoding {
    /// The keys of a dimension object, one of which it must have.
    static let dimensionKeys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]
    /// The keys of an `interItemSpacing` object, one of which it must have.
    static let spacingKeys = ["fixed", "flexible"]
    /// The keys of a `contentInsets` object.
    static let insetKeys = ["top", "leading", "bottom", "trailing"]

    /// `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"absolute": p}` or `{"estimated": p}`,
    /// each a finite number ≥ 0.
    static func dimension(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> LayoutDimension {
        let (key, number) = try singleMember(
            of: value, at: path, among: dimensionKeys, what: "dimension",
            shape: #"{"fractionalWidth": f}, {"fractionalHeight": f}, {"absolute": p} or {"estimated": p}"#,
            read: SpecDecoding.length)
        switch key {
        case "fractionalWidth": return .fractionalWidth(number)
        case "fractionalHeight": return .fractionalHeight(number)
        case "absolute": return .absolute(number)
        default: return .estimated(number)
        }
    }

    /// `{"fixed": p}` or `{"flexible": p}`, any finite number.
    static func spacing(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> LayoutSpacing {
        let (key, number) = try singleMember(
            of: value, at: path, among: spacingKeys, what: "spacing",
            shape: #"{"fixed": p} or {"flexible": p}"#, read: SpecDecoding.number)
        return key == "fixed" ? .fixed(number) : .flexible(number)
    }

    /// An object with exactly one member among `keys`, read with `read`.
    private static func singleMember(
        of value: JSONValue, at path: JSONPath, among keys: [String], what: String, shape: String,
        read: (JSONValue, JSONPath) throws(SpecError) -> Double
    ) throws(SpecError) -> (key: String, number: Double) {
        guard case .object = value else { throw SpecDecoding.typeMismatch("an object: \(shape)", value, at: path) }
        var found: (key: String, number: Double)?
        try SpecDecoding.forEachMember(of: value, at: path, known: keys) { key, member, memberPath throws(SpecError) in
            if let found {
                throw SpecError(
                    path: path,
                    problem: "give one \(what), not both \(JSONWriter.quoted(found.key))"
                        + " and \(JSONWriter.quoted(key))")
            }
            found = (key, try read(member, memberPath))
        }
        guard let found else {
            let list = keys.map(JSONWriter.quoted)
            let choices = list.dropLast().joined(separator: ", ") + " or " + (list.last ?? "")
            throw SpecError(path: path, problem: "missing the \(what): give one of \(choices)")
        }
        return found
    }

    /// `{top, leading, bottom, trailing}`, each any finite number, 0 when missing.
    static func insets(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> DirectionalEdgeInsets {
        var insets = DirectionalEdgeInsets.zero
        let hints = [
            "left": "unknown key here, compositional insets are directional: write \"leading\"",
            "right": "unknown key here, compositional insets are directional: write \"trailing\"",
        ]
        try SpecDecoding.forEachMember(of: value, at: path, known: insetKeys, hints: hints) {
            key, value, path throws(SpecError) in
            let number = try SpecDecoding.number(value, at: path)
            switch key {
            case "top": insets.top = number
            case "leading": insets.leading = number
            case "bottom": insets.bottom = number
            default: insets.trailing = number
            }
        }
        return insets
    }

    /// A group's `count`: a whole number from 1 to `LayoutGroup.maximumItems`.
    static func slotCount(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Int {
        guard case .number(let number, _) = value else { throw SpecDecoding.typeMismatch("a number", value, at: path) }
        let maximum = LayoutGroup.maximumItems
        guard number >= 1, number <= Double(maximum), number == number.rounded() else {
            throw SpecError(
                path: path, problem: "must be a whole number from 1 to \(maximum) (got \(SpecDecoding.display(number)))")
        }
        return Int(number)
    }

    /// The `LayoutSize` of an object whose `width` and `height` were read (both required).
    static func size(width: LayoutDimension?, height: LayoutDimension?, at path: JSONPath) throws(SpecError) -> LayoutSize {
        guard let width else { throw SpecError(path: path, problem: "missing \"width\"") }
        guard let height else { throw SpecError(path: path, problem: "missing \"height\"") }
        return LayoutSize(width: width, height: height)
    }
}
