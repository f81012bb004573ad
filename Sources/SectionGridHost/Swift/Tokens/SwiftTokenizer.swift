/// Cuts Swift source into tokens (`SwiftToken`) — enough of Swift's lexical structure (The Swift
/// Programming Language, "Lexical Structure") to find attributes, declarations and their types without
/// being fooled by strings and comments: string literals whole (multi-line, raw with `#`s, escapes,
/// interpolations holding strings and comments of their own), nested block comments, attributes,
/// `#` directives and extended regex literals (`#/…/#`). Bare `/…/` regex literals are read as
/// operators.
///
/// It never fails: text Swift would reject (an unterminated string or comment) still becomes tokens,
/// the last one running to where the construct gives up (a single-line string at the end of its line,
/// a comment at the end of the file), and the tokens always cover the source exactly.
public enum SwiftTokenizer {
    /// Every token of `bytes`, in order.
    public static func tokens(of bytes: [UInt8]) -> [SwiftToken] {
        var scanner = SwiftScanner(bytes: bytes)
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 3)
        while !scanner.isAtEnd { tokens.append(scanner.next()) }
        return tokens
    }

    /// The line breaks in `bytes` (`\r\n` is one).
    public static func lineBreaks(in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == Byte.lineFeed {
                count += 1
            } else if bytes[index] == Byte.carriageReturn {
                count += 1
                if index + 1 < bytes.endIndex, bytes[index + 1] == Byte.lineFeed { index += 1 }
            }
            index += 1
        }
        return count
    }
}

/// The bytes the tokenizer tells apart.
enum Byte {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// Characters of operators (`/` and `.` included; comments are told apart before).
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == 0x0B || byte == 0x0C || byte == 0x00
    }
}
