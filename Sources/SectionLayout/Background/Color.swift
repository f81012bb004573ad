/// An sRGB colour with alpha, as a layout spec names it (`#RRGGBB`, `#RRGGBBAA` or a UIKit colour name).
///
/// A colour read from text keeps that text (`spelling`), so it is written back as it was written:
/// `systemBackground` stays `systemBackground` (a dynamic colour for an iOS developer) although it shows
/// as white, and `#FC0` stays `#FC0`. Two colours are equal when they show the same (channels and alpha),
/// whatever their spelling.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (clear) to 1 (opaque).
    public var alpha: Double
    /// The text the colour was read from (`"systemBackground"`, `"#FC0"`), or `nil` for a colour made
    /// from channels. `description` gives it back as long as it still names this colour.
    public private(set) var spelling: String?

    /// Creates a colour from 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = min(1, max(0, alpha.isNaN ? 1 : alpha))
        spelling = nil
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive), or a UIKit colour name such as `red`,
    /// `lightGray` or `systemBlue`. Returns `nil` for anything else.
    public init?(_ text: String) {
        if text.hasPrefix("#") {
            guard let color = Color(hex: text.dropFirst()) else { return nil }
            self = color
        } else if let named = Color.named[text] {
            self = named
        } else {
            return nil
        }
        spelling = text
    }

    private init?(hex: Substring) {
        let digits = hex.compactMap { $0.hexDigitValue }
        guard digits.count == hex.count else { return nil }
        func byte(_ i: Int) -> UInt8 { UInt8(digits[i] * 16 + digits[i + 1]) }
        switch digits.count {
        case 3: self.init(red: UInt8(digits[0] * 17), green: UInt8(digits[1] * 17), blue: UInt8(digits[2] * 17))
        case 6: self.init(red: byte(0), green: byte(2), blue: byte(4))
        case 8: self.init(red: byte(0), green: byte(2), blue: byte(4), alpha: Double(byte(6)) / 255)
        default: return nil
        }
    }

    /// How the colour was written (`spelling`) while that still names it; otherwise its UIKit name when
    /// it has one, or `#RRGGBB` (`#RRGGBBAA` when translucent).
    public var description: String {
        if let spelling, Color(spelling) == self { return spelling }
        if let name = Color.nameByColor[self] { return name }
        let hex = [red, green, blue] + (alpha < 1 ? [UInt8((alpha * 255).rounded())] : [])
        return "#"
            + hex.map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }.joined()
    }

    /// Equal when they show the same: channels and alpha (the spelling does not count).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The colour scaled towards black by `factor` (0 = unchanged, 1 = black), e.g. for a shadow.
    public func darkened(by factor: Double) -> Color {
        let keep = 1 - min(1, max(0, factor))
        func scale(_ c: UInt8) -> UInt8 { UInt8((Double(c) * keep).rounded()) }
        return Color(red: scale(red), green: scale(green), blue: scale(blue), alpha: alpha)
    }

    /// Perceived brightness, 0 (black) … 1 (white), used to pick black or white text on a fill.
    public var brightness: Double {
        (0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)) / 255
    }
}
