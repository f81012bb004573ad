/// A JSON value together with where it sits in the text it was read from (byte offsets), so a document
/// can be edited in place: `JSONTextEditor` keeps the text of everything that did not change.
struct JSONSourceNode: Sendable {
    /// One member of an object: its key, where the key's quoted text sits, and its value.
    struct Member: Sendable {
        /// The key.
        var key: String
        /// The bytes of the quoted key.
        var keyRange: Range<Int>
        /// The value.
        var value: JSONSourceNode
    }

    /// What the node holds.
    enum Content: Sendable {
        /// An object's members, in the order written.
        case object([Member])
        /// An array's elements.
        case array([JSONSourceNode])
        /// A string, number, boolean or null.
        case scalar(JSONValue)
    }

    /// The bytes of the value's text, from its first byte to its last.
    var range: Range<Int>
    /// What it holds.
    var content: Content

    /// The value it holds.
    var value: JSONValue {
        switch content {
        case .object(let members): return .object(members.map { JSONMember(key: $0.key, value: $0.value.value) })
        case .array(let elements): return .array(elements.map(\.value))
        case .scalar(let scalar): return scalar
        }
    }

    /// Reads a whole document (valid JSON: `JSONParser` has accepted it) with positions.
    static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONSourceNode {
        do {
            var scanner = JSONScanner(bytes: bytes, maximumDepth: JSONParser.defaultMaximumDepth)
            return try scanner.parseSourceDocument()
        } catch {
            throw JSONParser.locate(error, in: bytes)
        }
    }
}

extension JSONScanner {
    /// Reads the document's one value with positions (a byte-order mark and whitespace around it are
    /// left out of its range).
    mutating func parseSourceDocument() throws(JSONScanFailure) -> JSONSourceNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let node = try parseSourceNode()
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected \(describeNext()) after the JSON value") }
        return node
    }

    /// Reads any value at `index` with positions; scalars are read by `parseValue`.
    mutating func parseSourceNode() throws(JSONScanFailure) -> JSONSourceNode {
        let start = index
        if peek(is: "{") {
            try enterContainer()
            var members: [JSONSourceNode.Member] = []
            skipWhitespace()
            while !peek(is: "}") {
                if !members.isEmpty { try step(over: ",") }
                let keyStart = index
                let key = try parseString()
                let keyRange = keyStart..<index
                try step(over: ":")
                members.append(JSONSourceNode.Member(key: key, keyRange: keyRange, value: try parseSourceNode()))
                skipWhitespace()
            }
            index += 1
            depth -= 1
            return JSONSourceNode(range: start..<index, content: .object(members))
        }
        if peek(is: "[") {
            try enterContainer()
            var elements: [JSONSourceNode] = []
            skipWhitespace()
            while !peek(is: "]") {
                if !elements.isEmpty { try step(over: ",") }
                elements.append(try parseSourceNode())
                skipWhitespace()
            }
            index += 1
            depth -= 1
            return JSONSourceNode(range: start..<index, content: .array(elements))
        }
        let scalar = try parseValue()
        return JSONSourceNode(range: start..<index, content: .scalar(scalar))
    }

    /// Steps over `separator` and the whitespace around it.
    private mutating func step(over separator: Unicode.Scalar) throws(JSONScanFailure) {
        skipWhitespace()
        guard peek(is: separator) else { throw failure("expected '\(separator)', got \(describeNext())") }
        index += 1
        skipWhitespace()
    }
}
