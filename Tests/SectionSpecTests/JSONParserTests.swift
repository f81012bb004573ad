import SectionSpec
import Testing

/// A JSON text and what it must parse to.
struct GoodJSON: CustomTestStringConvertible, Sendable {
    var id: String
    var bytes: [UInt8]
    var expected: JSONValue
    init(_ id: String, _ text: String, _ expected: JSONValue) {
        self.init(id, Array(text.utf8), expected)
    }
    init(_ id: String, _ bytes: [UInt8], _ expected: JSONValue) {
        self.id = id
        self.bytes = bytes
        self.expected = expected
    }
    var testDescription: String { id }
}

/// A JSON text and the exact `line:column: message` it must be rejected with.
struct BadJSON: CustomTestStringConvertible, Sendable {
    var id: String
    var bytes: [UInt8]
    var error: String
    init(_ id: String, _ text: String, _ error: String) {
        self.init(id, Array(text.utf8), error)
    }
    init(_ id: String, _ bytes: [UInt8], _ error: String) {
        self.id = id
        self.bytes = bytes
        self.error = error
    }
    var testDescription: String { id }
}

let goodJSON: [GoodJSON] = [
    GoodJSON("empty object", "{}", .object([])),
    GoodJSON("empty array", " [ ] ", .array([])),
    GoodJSON(
        "keys keep their order", #"{"b": 1, "a": [true, false, null]}"#,
        .object([
            JSONMember(key: "b", value: .number(1, isInteger: true)),
            JSONMember(key: "a", value: .array([.bool(true), .bool(false), .null])),
        ])),
    GoodJSON("integer", "320", .number(320, isInteger: true)),
    GoodJSON("negative integer", "-4", .number(-4, isInteger: true)),
    GoodJSON("fraction", "67.5", .number(67.5, isInteger: false)),
    GoodJSON("exponent is not an integer", "1E2", .number(100, isInteger: false)),
    GoodJSON("long integer", "12345678901234567890", .number(12_345_678_901_234_567_890, isInteger: true)),
    GoodJSON("too large reads as infinity", "1e400", .number(.infinity, isInteger: false)),
    GoodJSON("escapes", #""q\"b\\s\/n\nt\tu\u00e9\ud83d\ude00""#, .string("q\"b\\s/n\nt\tué😀")),
    GoodJSON("raw UTF-8", #""Grüße""#, .string("Grüße")),
    GoodJSON("byte-order mark skipped", [0xEF, 0xBB, 0xBF] + Array("7".utf8), .number(7, isInteger: true)),
    GoodJSON(
        "64 levels", String(repeating: "[", count: 64) + String(repeating: "]", count: 64),
        (1..<64).reduce(JSONValue.array([])) { inner, _ in .array([inner]) }),
    GoodJSON("CRLF whitespace", "{\r\n\t\"a\" :\r\n 1\r\n}", .object([JSONMember(key: "a", value: .number(1, isInteger: true))])),
]

let badJSON: [BadJSON] = [
    BadJSON("empty", "", "1:1: the input is empty: expected a JSON value"),
    BadJSON("only whitespace", "  \n  ", "2:3: the input is empty: expected a JSON value"),
    BadJSON("unclosed object", "{", "1:2: expected a string key in double quotes or '}', got end of input"),
    BadJSON("missing colon", #"{"a" 1}"#, "1:6: expected ':' after the object key, got '1'"),
    BadJSON(
        "trailing comma in object", #"{"a": 1,}"#,
        "1:9: expected a string key in double quotes, got '}' (trailing commas are not allowed)"),
    BadJSON("trailing comma in array", "[1, 2,]", "1:7: expected a value, got ']' (trailing commas are not allowed)"),
    BadJSON("missing comma", "[1 2]", "1:4: expected ',' or ']' after an array element, got '2'"),
    BadJSON(
        "missing comma across lines", "{\n  \"a\": 1\n  \"b\": 2\n}",
        "3:3: expected ',' or '}' after an object member, got '\"'"),
    BadJSON("bare word", #"{"a": tru}"#, "1:7: expected a value, got 'tru' (strings need double quotes)"),
    BadJSON("unquoted key", "{a: 1}", "1:2: expected a string key in double quotes or '}', got 'a'"),
    BadJSON("single quotes", "['a']", "1:2: expected a value, got '''"),
    BadJSON("unterminated string", #"["abc"#, "1:2: unterminated string"),
    BadJSON("line break in string", "\"a\nb\"", "1:1: unterminated string (write a line break as \\n)"),
    BadJSON("tab in string", "\"a\tb\"", "1:3: control character U+0009 must be escaped in a string"),
    BadJSON(
        "bad escape", #""\x""#, "1:2: invalid escape sequence in a string (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)"),
    BadJSON("short unicode escape", #""\u12G4""#, "1:2: a \\u escape needs four hex digits"),
    BadJSON("lone high surrogate", #""\uD800x""#, "1:2: unpaired surrogate in a \\u escape"),
    BadJSON("lone low surrogate", #""\uDC00""#, "1:2: unpaired surrogate in a \\u escape"),
    BadJSON("leading zero", "[01]", "1:2: numbers cannot have leading zeros"),
    BadJSON("lone minus", "-", "1:2: expected a digit after '-', got end of input"),
    BadJSON("bare fraction point", "1.", "1:3: expected a digit after '.', got end of input"),
    BadJSON("empty exponent", "1e+", "1:4: expected a digit in the exponent, got end of input"),
    BadJSON("plus sign", "+1", "1:1: expected a value, got '+'"),
    BadJSON("trailing content", "{} x", "1:4: unexpected 'x' after the JSON value"),
    BadJSON("two documents", "1 2", "1:3: unexpected '2' after the JSON value"),
    BadJSON("columns count characters", "[\"é\" x]", "1:6: expected ',' or ']' after an array element, got 'x'"),
    BadJSON("not UTF-8", [0x7B, 0x0A, 0x20, 0xFF, 0x7D], "2:2: the input is not valid UTF-8 (byte 0xFF)"),
    BadJSON("overlong UTF-8", [0x22, 0xC0, 0xAF, 0x22], "1:2: the input is not valid UTF-8 (byte 0xC0)"),
    BadJSON("duplicate top-level key", #"{"a": 1, "a": 2}"#, "1:10: duplicate key \"a\" in the top-level object"),
    BadJSON("duplicate nested key", #"{"s": [{"k": 1}, {"k": 1, "k": 2}]}"#, "1:27: duplicate key \"k\" in s[1]"),
    BadJSON(
        "duplicate key in a large object",
        "{" + (0..<12).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"k3\": 0}",
        "1:114: duplicate key \"k3\" in the top-level object"),
    BadJSON(
        "too deep", String(repeating: "[", count: 65) + String(repeating: "]", count: 65),
        "1:65: objects and arrays are nested deeper than 64 levels"),
    BadJSON(
        "hostile depth", String(repeating: "{\"a\":", count: 100_000),
        "1:321: objects and arrays are nested deeper than 64 levels"),
]

@Test("good JSON parses", arguments: goodJSON)
func parsesGoodJSON(_ example: GoodJSON) throws {
    #expect(try JSONParser().parse(example.bytes) == example.expected)
}

@Test("bad JSON is rejected with line:column", arguments: badJSON)
func rejectsBadJSON(_ example: BadJSON) {
    #expect(throws: JSONParseError.self) { try JSONParser().parse(example.bytes) }
    do {
        _ = try JSONParser().parse(example.bytes)
    } catch {
        #expect(error.description == example.error)
    }
}

@Test func numbersRememberHowTheyWereWritten() throws {
    let value = try JSONParser().parse("[320, 320.0, -0]")
    #expect(value == .array([.number(320, isInteger: true), .number(320, isInteger: false), .number(0, isInteger: true)]))
}

@Test func depthLimitIsConfigurable() throws {
    #expect(try JSONParser(maximumDepth: 2).parse("[[1]]") == .array([.array([.number(1, isInteger: true)])]))
    #expect(throws: JSONParseError(line: 1, column: 3, message: "objects and arrays are nested deeper than 2 levels")) {
        try JSONParser(maximumDepth: 2).parse("[[[1]]]")
    }
}
