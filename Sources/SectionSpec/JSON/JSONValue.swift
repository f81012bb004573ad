/// A parsed JSON document: what `JSONParser` reads and `JSONWriter` writes.
///
/// Objects keep their keys in the order they were written (and a parsed object never has a key twice),
/// so a document read and written again keeps its shape. Numbers keep their `Double` value and whether
/// they were written as an integer (no fraction, no exponent).
public enum JSONValue: Hashable, Sendable {
    /// An object: its members in order.
    case object([JSONMember])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number; `isInteger` is true when it was written without fraction or exponent.
    case number(Double, isInteger: Bool)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// A number from an integer.
    public static func integer(_ value: Int) -> JSONValue { .number(Double(value), isInteger: true) }

    /// A number from a `Double`; `isInteger` is set when the value is whole.
    public static func double(_ value: Double) -> JSONValue {
        .number(value, isInteger: value.isFinite && value == value.rounded())
    }

    /// An object from key–value pairs, in order.
    public static func object(fromPairs pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { JSONMember(key: $0.key, value: $0.value) })
    }

    /// The value of `key` when this is an object that has it (the first match; parsed objects have one).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The kind of value, as error messages name it: `object`, `array`, `string`, `number`, `boolean`
    /// or `null`.
    public var typeName: String {
        switch self {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }
}
