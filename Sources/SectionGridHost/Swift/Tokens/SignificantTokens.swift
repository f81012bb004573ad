/// A source's tokens without trivia (whitespace, line breaks, comments), walked by position: what the
/// rewrite and the declaration scanner read.
struct SignificantTokens {
    let source: SwiftSource
    /// Indices into `source.tokens` of the tokens that are not trivia.
    let indices: [Int]

    init(_ source: SwiftSource) {
        self.source = source
        indices = source.tokens.indices.filter { !source.tokens[$0].isTrivia }
    }

    var count: Int { indices.count }

    /// The token at `position` (`nil` past the end).
    subscript(position: Int) -> SwiftToken? {
        position >= 0 && position < indices.count ? source.tokens[indices[position]] : nil
    }

    /// Whether the token at `position` is `word`.
    func `is`(_ position: Int, _ word: StaticString) -> Bool {
        guard let token = self[position] else { return false }
        return source.token(token, is: word)
    }

    /// The token's text at `position` (empty past the end).
    func text(_ position: Int) -> String {
        self[position].map(source.text(of:)) ?? ""
    }

    /// Whether a line break or comment lies between the tokens at `position` and `position + 1`.
    func lineBreakAfter(_ position: Int) -> Bool {
        guard position + 1 < indices.count else { return true }
        return (indices[position] + 1..<indices[position + 1]).contains { source.tokens[$0].kind == .newline }
    }

    /// Whether the token at `position + 1` directly follows the one at `position`, with nothing between.
    func adjacent(_ position: Int) -> Bool {
        guard position + 1 < indices.count else { return false }
        return indices[position + 1] == indices[position] + 1
    }

    /// The position of the bracket closing the one at `position` (`(`, `[`, `{`), counting only
    /// brackets of its kind, or `count` when it is never closed.
    func closing(_ position: Int) -> Int {
        guard let open = self[position], open.kind == .punctuation else { return position }
        let opening = source.bytes[open.range.lowerBound]
        let closing: UInt8 =
            opening == UInt8(ascii: "(")
            ? UInt8(ascii: ")") : opening == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var depth = 0
        var current = position
        while let token = self[current] {
            if token.kind == .punctuation {
                let byte = source.bytes[token.range.lowerBound]
                if byte == opening { depth += 1 }
                if byte == closing {
                    depth -= 1
                    if depth == 0 { return current }
                }
            }
            current += 1
        }
        return count
    }
}
