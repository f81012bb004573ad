import SectionLayout

/// Writes a `JSONValue` as deterministic, readable text.
///
/// Pretty-printed with a 2-space indent and keys in insertion order. An object or array holding only
/// scalars is written on one line when that line is short (`{"width": 50, "height": 50}`), so specs stay
/// compact. Numbers are written as people write them (`67.5`, `320`, never `320.0`); `JSONValue` numbers
/// that are not finite (which no JSON text can hold) are written as `null`. The text has no trailing
/// newline.
public struct JSONWriter: Sendable {
    /// Spaces per indentation level.
    public var indentWidth: Int
    /// The longest one-line form of a scalar-only object or array that is kept on one line; 0 writes
    /// every non-empty container over several lines.
    public var inlineLimit: Int

    /// Creates a writer.
    public init(indentWidth: Int = 2, inlineLimit: Int = 72) {
        self.indentWidth = indentWidth
        self.inlineLimit = inlineLimit
    }

    /// The text of `value`.
    public func write(_ value: JSONValue) -> String {
        var text = ""
        write(value, level: 0, into: &text)
        return text
    }

    private func write(_ value: JSONValue, level: Int, into text: inout String) {
        switch value {
        case .object(let members):
            if members.isEmpty {
                text += "{}"
                return
            }
            if let line = inlineForm(of: value) {
                text += line
                return
            }
            text += "{\n"
            for (position, member) in members.enumerated() {
                indent(level + 1, into: &text)
                text += JSONWriter.quoted(member.key) + ": "
                write(member.value, level: level + 1, into: &text)
                text += position + 1 < members.count ? ",\n" : "\n"
            }
            indent(level, into: &text)
            text += "}"
        case .array(let elements):
            if elements.isEmpty {
                text += "[]"
                return
            }
            if let line = inlineForm(of: value) {
                text += line
                return
            }
            text += "[\n"
            for (position, element) in elements.enumerated() {
                indent(level + 1, into: &text)
                write(element, level: level + 1, into: &text)
                text += position + 1 < elements.count ? ",\n" : "\n"
            }
            indent(level, into: &text)
            text += "]"
        default:
            text += JSONWriter.scalarText(value)
        }
    }

    /// The one-line form of a container holding only scalars, when it fits `inlineLimit`.
    private func inlineForm(of value: JSONValue) -> String? {
        let line: String
        switch value {
        case .object(let members):
            guard members.allSatisfy({ JSONWriter.isScalar($0.value) }) else { return nil }
            line =
                "{"
                + members.map { JSONWriter.quoted($0.key) + ": " + JSONWriter.scalarText($0.value) }
                .joined(separator: ", ") + "}"
        case .array(let elements):
            guard elements.allSatisfy(JSONWriter.isScalar) else { return nil }
            line = "[" + elements.map(JSONWriter.scalarText).joined(separator: ", ") + "]"
        default:
            return nil
        }
        return line.count <= inlineLimit ? line : nil
    }

    private func indent(_ level: Int, into text: inout String) {
        text += String(repeating: " ", count: level * indentWidth)
    }

    /// True for strings, numbers, booleans, null and empty containers.
    static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members): return members.isEmpty
        case .array(let elements): return elements.isEmpty
        default: return true
        }
    }

    /// The text of a scalar (or an empty container).
    static func scalarText(_ value: JSONValue) -> String {
        switch value {
        case .string(let string): return quoted(string)
        case .number(let number, _): return JSONWriter.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .object: return "{}"
        case .array: return "[]"
        }
    }

    /// A number as JSON text: `PointsFormat`'s text, the same as frames, the status bar and messages
    /// (`67.5`, `320`, `-4`, `1e+300`); `null` when not finite.
    public static func number(_ value: Double) -> String {
        value.isFinite ? PointsFormat.text(value) : "null"
    }

    /// A string as a JSON string literal: quoted, with `"`, `\` and control characters escaped.
    public static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
