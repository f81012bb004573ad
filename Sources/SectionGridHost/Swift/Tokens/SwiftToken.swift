/// One token of Swift source as `SwiftTokenizer` cuts it: what it is, where its bytes are and the line
/// it starts on. Every byte of the source belongs to exactly one token, so the tokens put back together
/// are the source, byte for byte (`SwiftSource.text(of:)`).
public struct SwiftToken: Hashable, Sendable, CustomStringConvertible {
    /// What a token is.
    public enum Kind: Hashable, Sendable {
        /// A name or a keyword (`class`, `prepare`, `` `default` ``, `$0`).
        case identifier
        /// `@` and the attribute's name (`@IBOutlet`, `@objc`), without its arguments.
        case attribute
        /// `#` and a name: a compiler directive or a macro (`#if`, `#selector`, `#available`).
        case pound
        /// A number literal (`12`, `0.5`, `0x1F`, `1_000`, `1e-3`).
        case number
        /// A whole string literal: its quotes, raw-string hashes and interpolations (`"a\(b)c"`,
        /// `#"raw"#`, a multi-line `"""` literal).
        case string
        /// An extended regex literal (`#/…/#`).
        case regex
        /// A comment: `// …` to the end of the line, or a (nested) `/* … */`.
        case comment
        /// Spaces and tabs.
        case whitespace
        /// One line break (`\n`, `\r\n` or `\r`).
        case newline
        /// One punctuation character: `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, or a lone `@`, `#`,
        /// `` ` `` or `\`.
        case punctuation
        /// A run of operator characters (`=`, `->`, `!`, `?`, `...`, `.`, `==`), dots included.
        case `operator`
    }

    public var kind: Kind
    /// Where its bytes are in the source (UTF-8 offsets).
    public var range: Range<Int>
    /// The line its first byte is on, from 1.
    public var line: Int

    public init(kind: Kind, range: Range<Int>, line: Int) {
        self.kind = kind
        self.range = range
        self.line = line
    }

    /// Whether the token carries no meaning: whitespace, a line break or a comment.
    public var isTrivia: Bool { kind == .whitespace || kind == .newline || kind == .comment }

    public var description: String { "\(kind)@\(line):\(range)" }
}
