/// Character attributes a terminal can show (SGR 1, 2, 4, 7).
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt8

    /// Creates attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim / faint (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Underlined (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 2)
    /// Reverse video: foreground and background exchanged (SGR 7).
    public static let reverse = TextAttributes(rawValue: 1 << 3)
}
