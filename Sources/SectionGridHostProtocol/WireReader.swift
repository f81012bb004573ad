import SectionLayout

/// Why a message could not be read: what was wrong, and where (`elements[3].frame.x`).
public struct HostProtocolError: Error, Equatable, CustomStringConvertible {
    /// The explanation, naming the key.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// One JSON object of a message, with typed reads that name the key they failed at.
struct WireObject {
    let fields: [String: WireJSON]
    let path: String

    init(fields: [String: WireJSON], path: String) {
        self.fields = fields
        self.path = path
    }

    /// The object on one line of text.
    init(line: String) throws {
        guard case .object(let fields) = try WireJSON.parse(line) else {
            throw HostProtocolError("not a JSON object: \(line.prefix(80))")
        }
        self.init(fields: fields, path: "")
    }

    private func name(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    func has(_ key: String) -> Bool { fields[key] != nil && fields[key] != .null }

    func number(_ key: String) throws -> Double {
        guard let value = fields[key] else { throw HostProtocolError("\(name(key)) is missing") }
        guard case .number(let number) = value else { throw HostProtocolError("\(name(key)) is not a number") }
        return number
    }

    func optionalNumber(_ key: String) throws -> Double? { has(key) ? try number(key) : nil }

    func integer(_ key: String) throws -> Int {
        let value = try number(key)
        guard value == value.rounded(), abs(value) < 1e15 else { throw HostProtocolError("\(name(key)) is not an integer") }
        return Int(value)
    }

    func optionalInteger(_ key: String) throws -> Int? { has(key) ? try integer(key) : nil }

    func string(_ key: String) throws -> String {
        guard let value = fields[key] else { throw HostProtocolError("\(name(key)) is missing") }
        guard case .string(let string) = value else { throw HostProtocolError("\(name(key)) is not a string") }
        return string
    }

    func optionalString(_ key: String) throws -> String? { has(key) ? try string(key) : nil }

    func bool(_ key: String) throws -> Bool? {
        guard has(key) else { return nil }
        guard case .bool(let value) = fields[key] else { throw HostProtocolError("\(name(key)) is not true or false") }
        return value
    }

    func object(_ key: String) throws -> WireObject {
        guard let value = fields[key] else { throw HostProtocolError("\(name(key)) is missing") }
        guard case .object(let object) = value else { throw HostProtocolError("\(name(key)) is not an object") }
        return WireObject(fields: object, path: name(key))
    }

    func optionalObject(_ key: String) throws -> WireObject? { has(key) ? try object(key) : nil }

    func array(_ key: String) throws -> [WireJSON] {
        guard let value = fields[key] else { throw HostProtocolError("\(name(key)) is missing") }
        guard case .array(let array) = value else { throw HostProtocolError("\(name(key)) is not an array") }
        return array
    }

    /// The objects of the array at `key`.
    func objects(_ key: String) throws -> [WireObject] {
        try array(key).enumerated().map { index, value in
            guard case .object(let object) = value else { throw HostProtocolError("\(name(key))[\(index)] is not an object") }
            return WireObject(fields: object, path: "\(name(key))[\(index)]")
        }
    }

    func size(_ key: String) throws -> Size {
        let object = try object(key)
        return Size(width: try object.number("width"), height: try object.number("height"))
    }

    func insets(_ key: String) throws -> EdgeInsets {
        let object = try object(key)
        return EdgeInsets(
            top: try object.number("top"), left: try object.number("left"), bottom: try object.number("bottom"),
            right: try object.number("right"))
    }

    func point(_ key: String) throws -> Point {
        let object = try object(key)
        return Point(x: try object.number("x"), y: try object.number("y"))
    }

    func rect(_ key: String) throws -> Rect {
        let object = try object(key)
        return Rect(
            x: try object.number("x"), y: try object.number("y"), width: try object.number("width"),
            height: try object.number("height"))
    }

    func color(_ key: String) throws -> Color? {
        guard has(key) else { return nil }
        let text = try string(key)
        guard text.hasPrefix("#"), text.count == 9, let color = Color(text) else {
            throw HostProtocolError("\(name(key)) is not a colour #RRGGBBAA")
        }
        return color
    }

    /// One of `Value`'s raw values at `key`, or `nil` when absent.
    func enumeration<Value: RawRepresentable & CaseIterable>(_ key: String, _ type: Value.Type) throws -> Value?
    where Value.RawValue == String {
        guard has(key) else { return nil }
        let text = try string(key)
        guard let value = Value(rawValue: text) else {
            let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw HostProtocolError("\(name(key)) is \"\(text)\", not one of \(names)")
        }
        return value
    }
}
