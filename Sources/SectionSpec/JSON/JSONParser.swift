/// Reads JSON text (RFC 8259) into a `JSONValue`, exactly and defensively.
///
/// - malformed input is reported with its 1-based `line:column`;
/// - an object that repeats a key is rejected, naming the key and where the object sits
///   (`duplicate key "items" in sections[0]`);
/// - input that is not UTF-8, and empty input, are rejected; a leading byte-order mark is skipped;
/// - nesting is bounded (`maximumDepth`, default 64), so hostile input cannot exhaust the stack;
/// - numbers too large for a `Double` (`1e400`) read as infinity: callers decide whether to accept them.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"items": 7}"#)
/// ```
public struct JSONParser: Sendable {
    /// The default bound on nested objects and arrays.
    public static let defaultMaximumDepth = 64

    /// The deepest nesting of objects and arrays accepted.
    public var maximumDepth: Int

    /// Creates a parser.
    public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Parses a whole document from UTF-8 bytes.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        do {
            try JSONParser.validateUTF8(bytes)
            var scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth)
            return try scanner.parseDocument()
        } catch {
            throw JSONParser.locate(error, in: bytes)
        }
    }

    /// Parses a whole document from a string.
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Throws at the first byte that does not start a valid UTF-8 sequence.
    static func validateUTF8(_ bytes: [UInt8]) throws(JSONScanFailure) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                return
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw JSONScanFailure(
                    offset: offset,
                    message: "the input is not valid UTF-8 (byte 0x\(byte.count < 2 ? "0" + byte : byte))")
            }
        }
    }

    /// Turns a byte offset into a line and column (counting Unicode scalars).
    static func locate(_ failure: JSONScanFailure, in bytes: [UInt8]) -> JSONParseError {
        var line = 1
        var column = 1
        for byte in bytes.prefix(failure.offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONParseError(line: line, column: column, message: failure.message)
    }
}
