import SectionLayout

/// A colour as a scene draws it: 8-bit sRGB channels and an opacity, resolved (the colour scheme
/// applied, the spec's spelling dropped), so the terminal and a picture start from the same value.
///
/// A plain value (no string inside, unlike `Color`), so scene commands stay cheap to build and copy.
public struct SceneColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (clear) to 1 (opaque).
    public var alpha: Double

    /// Creates a colour from 8-bit channels and an opacity (clamped to 0 … 1, NaN meaning opaque).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = Swift.min(1, Swift.max(0, alpha.isNaN ? 1 : alpha))
    }

    /// The channels and opacity of a spec colour.
    public init(_ color: Color) {
        red = color.red
        green = color.green
        blue = color.blue
        alpha = color.alpha
    }

    /// The same colour as a spec colour (without a spelling).
    public var color: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Black.
    public static let black = SceneColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = SceneColor(red: 255, green: 255, blue: 255)

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    public var description: String {
        let bytes = [red, green, blue] + (alpha < 1 ? [UInt8((alpha * 255).rounded())] : [])
        return "#"
            + bytes.map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }.joined()
    }
}
