import Foundation
import SectionLayout

/// The checks every spec value goes through, each failing with a `SpecError` at the value's path.
enum SpecDecoding {
    /// Calls `body` with each member of the object `value`, in order, after checking that `value` is an
    /// object and the member's key is one of `known`. `hints` holds a custom problem for keys that are
    /// known to be misplaced.
    static func forEachMember(
        of value: JSONValue, at path: JSONPath, known: [String],
        hints: [String: String] = [:],
        _ body: (String, JSONValue, JSONPath) throws(SpecError) -> Void
    ) throws(SpecError) {
        guard case .object(let members) = value else { throw typeMismatch("an object", value, at: path) }
        for member in members {
            let memberPath = path.appending(member.key)
            guard known.contains(member.key) else {
                if let hint = hints[member.key] { throw SpecError(path: memberPath, problem: hint) }
                throw unknownKey(member.key, at: memberPath, known: known)
            }
            try body(member.key, member.value, memberPath)
        }
    }

    static func unknownKey(_ key: String, at path: JSONPath, known: [String]) -> SpecError {
        if let nearest = NearestName.suggestion(for: key, among: known) {
            return SpecError(path: path, problem: "unknown key, did you mean \(JSONWriter.quoted(nearest))?")
        }
        return SpecError(path: path, problem: "unknown key (known keys: \(known.joined(separator: ", ")))")
    }

    static func typeMismatch(_ expected: String, _ value: JSONValue, at path: JSONPath) -> SpecError {
        SpecError(path: path, problem: "expected \(expected), got \(value.typeName)")
    }

    /// Any finite number of magnitude at most `SpecLimits.maximumMagnitude` (spacings, insets, offsets).
    static func number(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Double {
        guard case .number(let number, _) = value else { throw typeMismatch("a number", value, at: path) }
        guard number.isFinite else {
            throw SpecError(path: path, problem: "must be a finite number (got \(display(number)))")
        }
        let maximum = display(SpecLimits.maximumMagnitude)
        guard abs(number) <= SpecLimits.maximumMagnitude else {
            throw SpecError(path: path, problem: "must be from -\(maximum) to \(maximum) (got \(display(number)))")
        }
        return number
    }

    /// A finite number ≥ 0, at most `SpecLimits.maximumMagnitude` (sizes, fractions, radii, widths).
    static func length(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Double {
        guard case .number(let number, _) = value else { throw typeMismatch("a number", value, at: path) }
        guard number.isFinite, number >= 0 else {
            throw SpecError(path: path, problem: "must be a finite number ≥ 0 (got \(display(number)))")
        }
        guard number <= SpecLimits.maximumMagnitude else {
            throw SpecError(
                path: path, problem: "must be at most \(display(SpecLimits.maximumMagnitude)) (got \(display(number)))")
        }
        return number
    }

    /// A number from 0 to 1 (opacity).
    static func fraction(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Double {
        guard case .number(let number, _) = value else { throw typeMismatch("a number", value, at: path) }
        guard number >= 0, number <= 1 else {
            throw SpecError(path: path, problem: "must be a number from 0 to 1 (got \(display(number)))")
        }
        return number
    }

    /// A whole number ≥ 0 that an `Int` holds exactly (item counts).
    static func count(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Int {
        guard case .number(let number, _) = value else { throw typeMismatch("a number", value, at: path) }
        guard number >= 0, number <= 9_007_199_254_740_992, number == number.rounded() else {
            throw SpecError(path: path, problem: "must be a whole number ≥ 0 (got \(display(number)))")
        }
        return Int(number)
    }

    static func bool(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Bool {
        guard case .bool(let flag) = value else { throw typeMismatch("true or false", value, at: path) }
        return flag
    }

    static func string(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> String {
        guard case .string(let text) = value else { throw typeMismatch("a string", value, at: path) }
        return text
    }

    /// A section title, in composed form (NFC): a character cell holds one scalar, so an accent written
    /// as a separate combining mark (as macOS often stores text) would otherwise be lost on screen.
    static func title(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> String {
        try string(value, at: path).precomposedStringWithCanonicalMapping
    }

    /// One of a fixed set of names.
    static func choice<Value>(
        _ value: JSONValue, at path: JSONPath, among choices: [String],
        _ make: (String) -> Value?
    ) throws(SpecError) -> Value {
        let text = try string(value, at: path)
        guard let result = make(text) else {
            let list = choices.map(JSONWriter.quoted).joined(separator: ", ")
            throw SpecError(path: path, problem: "must be one of \(list) (got \(JSONWriter.quoted(text)))")
        }
        return result
    }

    /// A `scrollDirection` or `cover` value.
    static func choice<Value: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: JSONPath) throws(SpecError)
        -> Value where Value.RawValue == String
    {
        try choice(value, at: path, among: Value.allCases.map(\.rawValue), Value.init(rawValue:))
    }

    /// `#RRGGBB`, `#RGB`, `#RRGGBBAA` or a UIKit colour name.
    static func color(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Color {
        let text = try string(value, at: path)
        guard let color = Color(text) else {
            var problem =
                "must be \"#RRGGBB\", \"#RGB\", \"#RRGGBBAA\" or a UIKit colour name such as \"systemBlue\""
                + " (got \(JSONWriter.quoted(text)))"
            if !text.hasPrefix("#"), let nearest = NearestName.suggestion(for: text, among: Color.named.keys.sorted()) {
                problem += ", did you mean \(JSONWriter.quoted(nearest))?"
            }
            throw SpecError(path: path, problem: problem)
        }
        return color
    }

    /// `{width, height}`, both required and ≥ 0, or both any finite number when `signed`.
    static func size(_ value: JSONValue, at path: JSONPath, signed: Bool = false) throws(SpecError) -> Size {
        try size(value, at: path) { value, path throws(SpecError) in
            signed ? try number(value, at: path) : try length(value, at: path)
        }
    }

    /// A viewport: `{width, height}`, each a finite number from 1 to `SpecLimits.maximumMagnitude` — a
    /// collection view has at least one point to show (the viewer's inspector keeps it there too).
    static func viewport(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Size {
        try size(value, at: path) { value, path throws(SpecError) in
            guard case .number(let extent, _) = value else { throw typeMismatch("a number", value, at: path) }
            guard extent.isFinite, extent >= 1 else {
                throw SpecError(path: path, problem: "must be a finite number ≥ 1 (got \(display(extent)))")
            }
            return try length(value, at: path)
        }
    }

    /// `{width, height}`, each read by `side` (which says what it accepts).
    private static func size(
        _ value: JSONValue, at path: JSONPath,
        reading side: (JSONValue, JSONPath) throws(SpecError) -> Double
    ) throws(SpecError) -> Size {
        var width: Double?
        var height: Double?
        try forEachMember(of: value, at: path, known: ["width", "height"]) { key, value, path throws(SpecError) in
            let number = try side(value, path)
            if key == "width" { width = number } else { height = number }
        }
        guard let width else { throw SpecError(path: path, problem: "missing \"width\"") }
        guard let height else { throw SpecError(path: path, problem: "missing \"height\"") }
        return Size(width: width, height: height)
    }

    /// `{top, left, bottom, right}`, each any finite number, 0 when missing.
    static func insets(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> EdgeInsets {
        try insets(value, at: path, reading: { value, path throws(SpecError) in try number(value, at: path) })
    }

    /// `{top, left, bottom, right}`, each edge read by `edge` (which says what it accepts), 0 when missing.
    static func insets(
        _ value: JSONValue, at path: JSONPath,
        reading edge: (JSONValue, JSONPath) throws(SpecError) -> Double
    ) throws(SpecError) -> EdgeInsets {
        var insets = EdgeInsets.zero
        try forEachMember(of: value, at: path, known: ["top", "left", "bottom", "right"]) { key, value, path throws(SpecError) in
            let number = try edge(value, path)
            switch key {
            case "top": insets.top = number
            case "left": insets.left = number
            case "bottom": insets.bottom = number
            default: insets.right = number
            }
        }
        return insets
    }

    /// A number as a message shows it: `-4`, `67.5`, `infinity`.
    static func display(_ number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-infinity" : "infinity") }
        return formatPoints(number)
    }
}

extension SpecDecoding {
    /// Reads a `sections` array with `decode`, enforcing `SpecLimits`: at most `maximumSections`
    /// sections, and at most `maximumItems` items in all of them (`items` says how many one holds).
    static func sections<Section>(
        _ value: JSONValue, at path: JSONPath,
        decode: (JSONValue, JSONPath) throws(SpecError) -> Section,
        items: (Section) -> Int
    ) throws(SpecError) -> [Section] {
        guard case .array(let elements) = value else { throw typeMismatch("an array", value, at: path) }
        guard elements.count <= SpecLimits.maximumSections else {
            throw SpecError(path: path, problem: "\(elements.count) sections exceed the maximum of \(SpecLimits.maximumSections)")
        }
        var sections: [Section] = []
        sections.reserveCapacity(elements.count)
        var total = 0.0
        for (index, element) in elements.enumerated() {
            let section = try decode(element, path.appending(index: index))
            total += Double(items(section))
            sections.append(section)
        }
        guard total <= Double(SpecLimits.maximumItems) else {
            throw SpecError(
                path: path, problem: "\(formatPoints(total)) items in all exceeds the maximum of \(SpecLimits.maximumItems)")
        }
        return sections
    }
}
