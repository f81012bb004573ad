/// The tokenizer's cursor: where it is in the bytes and on which line. `next()` reads one token; the
/// literals that hold other tokens (strings with interpolations) read those through `next()` again.
struct SwiftScanner {
    let bytes: [UInt8]
    private(set) var index = 0
    private(set) var line = 1
    /// How many string literals the cursor is inside (interpolations hold strings): past
    /// `maximumNesting`, an interpolation is skipped by its parentheses alone, so no input can exhaust
    /// the stack.
    private var nesting = 0
    static let maximumNesting = 32

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    private func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Reads the token at the cursor (there must be one).
    mutating func next() -> SwiftToken {
        let start = index
        let startLine = line
        let kind = scan()
        return SwiftToken(kind: kind, range: start..<index, line: startLine)
    }

    private mutating func scan() -> SwiftToken.Kind {
        let first = bytes[index]
        switch first {
        case Byte.lineFeed, Byte.carriageReturn:
            consumeLineBreak()
            return .newline
        case _ where Byte.isHorizontalSpace(first):
            while let byte = byte(at: 0), Byte.isHorizontalSpace(byte) { index += 1 }
            return .whitespace
        case Byte.slash where byte(at: 1) == Byte.slash:
            while let byte = byte(at: 0), byte != Byte.lineFeed, byte != Byte.carriageReturn { index += 1 }
            return .comment
        case Byte.slash where byte(at: 1) == Byte.star:
            blockComment()
            return .comment
        case Byte.quote:
            return string(hashes: 0)
        case Byte.hash:
            return hashStart()
        case Byte.at:
            index += 1
            guard let byte = byte(at: 0), Byte.isIdentifierStart(byte) else { return .punctuation }
            identifierBody()
            return .attribute
        case Byte.backtick:
            return backtickIdentifier()
        case _ where Byte.isDigit(first):
            number()
            return .number
        case _ where Byte.isIdentifierStart(first):
            identifierBody()
            return .identifier
        case _ where Byte.isOperator(first):
            operatorRun()
            return .operator
        default:
            index += 1
            return .punctuation
        }
    }

    private mutating func consumeLineBreak() {
        if bytes[index] == Byte.carriageReturn, byte(at: 1) == Byte.lineFeed { index += 1 }
        index += 1
        line += 1
    }

    private mutating func identifierBody() {
        while let byte = byte(at: 0), Byte.isIdentifierBody(byte) { index += 1 }
    }

    /// `` `name` `` on one line; a lone backtick otherwise.
    private mutating func backtickIdentifier() -> SwiftToken.Kind {
        var end = index + 1
        while end < bytes.count, bytes[end] != Byte.backtick, bytes[end] != Byte.lineFeed, bytes[end] != Byte.carriageReturn {
            end += 1
        }
        guard end < bytes.count, bytes[end] == Byte.backtick, end > index + 1 else {
            index += 1
            return .punctuation
        }
        index = end + 1
        return .identifier
    }

    /// Digits, letters and `_`; a `.` followed by a digit; a sign after a decimal `e` or a hex `p`.
    private mutating func number() {
        let hex = bytes[index] == UInt8(ascii: "0") && (byte(at: 1) == UInt8(ascii: "x") || byte(at: 1) == UInt8(ascii: "X"))
        while let byte = byte(at: 0) {
            if Byte.isIdentifierBody(byte) {
                index += 1
            } else if byte == Byte.dot, let after = self.byte(at: 1), Byte.isDigit(after) || (hex && Byte.isIdentifierBody(after))
            {
                index += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), let previous = bytes[safe: index - 1],
                hex ? (previous | 0x20) == UInt8(ascii: "p") : (previous | 0x20) == UInt8(ascii: "e")
            {
                index += 1
            } else {
                break
            }
        }
    }

    /// A run of operator characters. A run starting with `.` may hold dots (`...`, `..<`); any other
    /// stops before one (`!` then `.` in `x!.y`). A comment's start ends a run.
    private mutating func operatorRun() {
        let dotted = bytes[index] == Byte.dot
        index += 1
        while let byte = byte(at: 0), Byte.isOperator(byte) {
            if byte == Byte.dot, !dotted { break }
            if byte == Byte.slash, self.byte(at: 1) == Byte.slash || self.byte(at: 1) == Byte.star { break }
            index += 1
        }
    }

    /// A nested `/* … */` (to the end of the file when unterminated).
    private mutating func blockComment() {
        index += 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == Byte.slash, byte(at: 1) == Byte.star {
                depth += 1
                index += 2
            } else if bytes[index] == Byte.star, byte(at: 1) == Byte.slash {
                depth -= 1
                index += 2
            } else if bytes[index] == Byte.lineFeed || bytes[index] == Byte.carriageReturn {
                consumeLineBreak()
            } else {
                index += 1
            }
        }
    }

    /// After `#`: a raw string (`#"`, `##"""`), an extended regex (`#/`), a directive (`#if`), or a
    /// lone `#`.
    private mutating func hashStart() -> SwiftToken.Kind {
        var hashes = 0
        while byte(at: hashes) == Byte.hash { hashes += 1 }
        if byte(at: hashes) == Byte.quote {
            index += hashes
            return string(hashes: hashes)
        }
        if byte(at: hashes) == Byte.slash {
            index += hashes
            return regex(hashes: hashes)
        }
        index += 1
        if hashes == 1, let byte = byte(at: 0), Byte.isIdentifierStart(byte) {
            identifierBody()
            return .pound
        }
        return .punctuation
    }

    /// Whether `hashes` `#` follow the byte at `offset` from the cursor.
    private func hashesFollow(_ hashes: Int, after offset: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(at: offset + 1 + $0) == Byte.hash }
    }

    /// A string literal from its first quote, the `hashes` before it already read: its escapes
    /// (`\` and as many `#`), interpolations, and closing quote(s) and `#`s. A single-line literal
    /// ends at its line's end when unterminated.
    private mutating func string(hashes: Int) -> SwiftToken.Kind {
        let multiline = byte(at: 1) == Byte.quote && byte(at: 2) == Byte.quote
        index += multiline ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == Byte.backslash, hashesFollow(hashes, after: 0) {
                index += 1 + hashes
                if byte(at: 0) == Byte.openParen {
                    index += 1
                    interpolation(multiline: multiline)
                } else if let escaped = byte(at: 0) {
                    if escaped == Byte.lineFeed || escaped == Byte.carriageReturn {
                        guard multiline else { return .string }
                        consumeLineBreak()
                    } else {
                        index += 1
                    }
                }
            } else if current == Byte.quote {
                if multiline {
                    if byte(at: 1) == Byte.quote, byte(at: 2) == Byte.quote, hashesFollow(hashes, after: 2) {
                        index += 3 + hashes
                        return .string
                    }
                } else if hashesFollow(hashes, after: 0) {
                    index += 1 + hashes
                    return .string
                }
                index += 1
            } else if current == Byte.lineFeed || current == Byte.carriageReturn {
                guard multiline else { return .string }
                consumeLineBreak()
            } else {
                index += 1
            }
        }
        return .string
    }

    /// An interpolation's tokens, after its `(`, to its matching `)`; in a single-line literal it stops
    /// at the end of the line (unterminated).
    private mutating func interpolation(multiline: Bool) {
        nesting += 1
        defer { nesting -= 1 }
        var depth = 1
        while index < bytes.count {
            let current = bytes[index]
            if !multiline, current == Byte.lineFeed || current == Byte.carriageReturn { return }
            if nesting > Self.maximumNesting {
                // Too deep to read token by token: parentheses alone.
                if current == Byte.openParen { depth += 1 }
                if current == Byte.closeParen { depth -= 1 }
                if current == Byte.lineFeed || current == Byte.carriageReturn { consumeLineBreak() } else { index += 1 }
                if depth == 0 { return }
                continue
            }
            let token = next()
            guard token.kind == .punctuation, token.range.count == 1 else { continue }
            if bytes[token.range.lowerBound] == Byte.openParen { depth += 1 }
            if bytes[token.range.lowerBound] == Byte.closeParen {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// `#/…/#` with as many `#`s (already read), `\` escaping the next byte.
    private mutating func regex(hashes: Int) -> SwiftToken.Kind {
        index += 1
        while index < bytes.count {
            let current = bytes[index]
            if current == Byte.backslash, index + 1 < bytes.count {
                index += 2
            } else if current == Byte.slash, hashesFollow(hashes, after: 0) {
                index += 1 + hashes
                return .regex
            } else if current == Byte.lineFeed || current == Byte.carriageReturn {
                consumeLineBreak()
            } else {
                index += 1
            }
        }
        return .regex
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
