/// How many colours the terminal can show, from most to fewest.
public enum ColorDepth: String, Hashable, Sendable, CaseIterable, Comparable {
    /// 24-bit colour (`38;2;r;g;b`).
    case truecolor
    /// The xterm 256-colour palette (`38;5;n`).
    case palette256 = "256"
    /// The 16 ANSI colours (`30–37`, `90–97`).
    case ansi16 = "16"
    /// The 8 basic ANSI colours (`30–37`).
    case ansi8 = "8"
    /// No colour: attributes only (bold, dim, underline, reverse).
    case monochrome

    /// The next depth down (monochrome stays monochrome).
    public var fallback: ColorDepth {
        switch self {
        case .truecolor: return .palette256
        case .palette256: return .ansi16
        case .ansi16: return .ansi8
        case .ansi8, .monochrome: return .monochrome
        }
    }

    /// Ordered from richest to poorest: `truecolor < palette256 < … < monochrome`.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        let order = ColorDepth.allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
