/// A Swift source file's bytes and its tokens, with the text of each token at hand.
///
/// ```swift
/// let source = SwiftSource(text: "@IBOutlet weak var label: UILabel!")
/// source.tokens.first.map(source.text(of:))   // "@IBOutlet"
/// ```
public struct SwiftSource: Sendable {
    /// The file's bytes (UTF-8, as read).
    public let bytes: [UInt8]
    /// Every token, in order; together they cover `bytes` exactly.
    public let tokens: [SwiftToken]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens = SwiftTokenizer.tokens(of: bytes)
    }

    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The token's text.
    public func text(of token: SwiftToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// Whether the token's bytes are exactly `word` (no string is built).
    public func token(_ token: SwiftToken, is word: StaticString) -> Bool {
        word.withUTF8Buffer { expected in
            token.range.count == expected.count && bytes[token.range].elementsEqual(expected)
        }
    }

    /// The number of lines: line breaks plus one.
    public var lineCount: Int { 1 + SwiftTokenizer.lineBreaks(in: bytes[...]) }
}
