/// The recursive-descent reader behind `JSONParser`: one pass over validated UTF-8 bytes.
struct JSONScanner {
    /// The input.
    let bytes: [UInt8]
    /// The deepest nesting accepted.
    let maximumDepth: Int
    /// The next byte to read.
    var index = 0
    /// Current nesting of objects and arrays.
    var depth = 0
    /// Where the value being read sits, for duplicate-key messages.
    var path: [JSONPath.Component] = []

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Reads the one value that makes up the document.
    mutating func parseDocument() throws(JSONScanFailure) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw failure("the input is empty: expected a JSON value") }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected \(describeNext()) after the JSON value") }
        return value
    }

    /// Reads any value at `index` (whitespace already skipped).
    mutating func parseValue() throws(JSONScanFailure) -> JSONValue {
        guard index < bytes.count else { throw failure("expected a value, got end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: return try parseLiteral()
        }
    }

    /// Reads `true`, `false` or `null`, and names any other bare word.
    mutating func parseLiteral() throws(JSONScanFailure) -> JSONValue {
        let start = index
        var end = index
        while end < bytes.count, JSONScanner.isWordByte(bytes[end]) { end += 1 }
        guard end > start else { throw failure("expected a value, got \(describeNext())") }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        let value: JSONValue
        switch word {
        case "true": value = .bool(true)
        case "false": value = .bool(false)
        case "null": value = .null
        default: throw failure("expected a value, got '\(word)' (strings need double quotes)")
        }
        index = end
        return value
    }

    mutating func parseObject() throws(JSONScanFailure) -> JSONValue {
        try enterContainer()
        skipWhitespace()
        var members: [JSONMember] = []
        var keys = Set<String>()
        if peek(is: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            guard peek(is: "\"") else {
                let after = members.isEmpty ? "a string key in double quotes or '}'" : "a string key in double quotes"
                throw failure(
                    "expected \(after), got \(describeNext())"
                        + (peek(is: "}") ? " (trailing commas are not allowed)" : ""))
            }
            let keyStart = index
            let key = try parseString()
            if members.count < 8 ? members.contains(where: { $0.key == key }) : keys.contains(key) {
                let place = path.isEmpty ? "the top-level object" : JSONPath(path).description
                throw JSONScanFailure(offset: keyStart, message: "duplicate key \(JSONWriter.quoted(key)) in \(place)")
            }
            if members.count >= 7 {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                keys.insert(key)
            }
            skipWhitespace()
            guard peek(is: ":") else { throw failure("expected ':' after the object key, got \(describeNext())") }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue()
            path.removeLast()
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            if peek(is: ",") {
                index += 1
                skipWhitespace()
            } else if peek(is: "}") {
                index += 1
                depth -= 1
                return .object(members)
            } else {
                throw failure("expected ',' or '}' after an object member, got \(describeNext())")
            }
        }
    }

    mutating func parseArray() throws(JSONScanFailure) -> JSONValue {
        try enterContainer()
        skipWhitespace()
        var elements: [JSONValue] = []
        if peek(is: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            if peek(is: "]") { throw failure("expected a value, got ']' (trailing commas are not allowed)") }
            path.append(.index(elements.count))
            let value = try parseValue()
            path.removeLast()
            elements.append(value)
            skipWhitespace()
            if peek(is: ",") {
                index += 1
                skipWhitespace()
            } else if peek(is: "]") {
                index += 1
                depth -= 1
                return .array(elements)
            } else {
                throw failure("expected ',' or ']' after an array element, got \(describeNext())")
            }
        }
    }

    /// Steps over `{` or `[`, refusing to nest deeper than `maximumDepth`.
    mutating func enterContainer() throws(JSONScanFailure) {
        guard depth < maximumDepth else {
            throw failure("objects and arrays are nested deeper than \(maximumDepth) levels")
        }
        depth += 1
        index += 1
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    /// True when the next byte is `ascii`.
    func peek(is ascii: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: ascii)
    }

    /// A failure at the current position.
    func failure(_ message: String) -> JSONScanFailure {
        JSONScanFailure(offset: index, message: message)
    }

    /// Names the character at `index` for a message: `'x'`, `U+000A`, or `end of input`.
    func describeNext() -> String {
        guard index < bytes.count else { return "end of input" }
        var iterator = bytes[index...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return "an invalid byte" }
        let scalar = Unicode.UTF8.decode(encoded)
        if scalar.value < 0x20 || scalar.value == 0x7F {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(Character(scalar))'"
    }

    /// Letters, digits and `_`: the bytes of a bare word such as `true` or a mistyped `True`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
