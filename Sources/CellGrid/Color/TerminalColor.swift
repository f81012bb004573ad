import SectionLayout

/// A colour as a terminal shows it: the terminal's own default, an index into its palette (0–7 the
/// ANSI colours, 8–15 their bright variants, 16–231 the 6×6×6 cube, 232–255 the greys), or 24-bit RGB.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's default foreground or background.
    case `default`
    /// A palette index (0–255).
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The colour as 24-bit RGB (an index through the xterm palette), or `nil` for `.default`.
    public var rgbValue: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .default: return nil
        case .rgb(let r, let g, let b): return (r, g, b)
        case .indexed(let index): return XtermPalette.rgb(of: index)
        }
    }

    /// The same colour made representable at `depth` (nearest palette entry; `.default` in monochrome).
    public func quantized(to depth: ColorDepth) -> TerminalColor {
        switch (self, depth) {
        case (.default, _), (_, .monochrome): return .default
        case (.rgb, .truecolor), (.indexed, .truecolor): return self
        case (.rgb(let r, let g, let b), _):
            return .indexed(XtermPalette.nearest(red: r, green: g, blue: b, depth: depth))
        case (.indexed(let index), _):
            if depth == .palette256 || (depth == .ansi16 && index < 16) || index < 8 { return self }
            let (r, g, b) = XtermPalette.rgb(of: index)
            return .indexed(XtermPalette.nearest(red: r, green: g, blue: b, depth: depth))
        }
    }
}

extension TerminalColor {
    /// A spec colour as a terminal colour (alpha is the caller's business; see `Theme`).
    public init(_ color: Color) {
        self = .rgb(color.red, color.green, color.blue)
    }

    /// Perceived brightness 0 … 1 (`nil` for the terminal default, whose colour is unknown).
    public var brightness: Double? {
        rgbValue.map { (0.299 * Double($0.red) + 0.587 * Double($0.green) + 0.114 * Double($0.blue)) / 255 }
    }
}
