internal import SectionLayout

/// A set of components that define a color (CoreGraphics; not in swift-corelibs-foundation).
/// https://developer.apple.com/documentation/coregraphics/cgcolor — here always sRGB red, green, blue
/// and alpha (a grey is its red = green = blue): what `UIColor.cgColor` resolves a colour to.
public final class CGColor: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, 0 to 1.
    let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:) (a
    /// generic RGB colour on iOS; sRGB here).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(gray:alpha:)
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcolor/alpha
    public var alpha: CGFloat { rgba.alpha }
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/components — red, green, blue, alpha.
    public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha] }
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/numberofcomponents
    public var numberOfComponents: Int { 4 }

    /// https://developer.apple.com/documentation/coregraphics/cgcolor/copy(alpha:)
    public func copy(alpha: CGFloat) -> CGColor {
        CGColor(srgbRed: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba.red == rhs.rgba.red && lhs.rgba.green == rhs.rgba.green && lhs.rgba.blue == rhs.rgba.blue
            && lhs.rgba.alpha == rhs.rgba.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba.red)
        hasher.combine(rgba.green)
        hasher.combine(rgba.blue)
        hasher.combine(rgba.alpha)
    }

    public var description: String { "CGColor(red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha))" }
}

extension CGColor {
    /// The colour as the host's messages write colours (`Color`: 8-bit sRGB channels, clamped: extended
    /// sRGB values outside 0…1 show at the gamut's edge), as the look reader and `CGContext` record it.
    var wireColor: Color {
        func byte(_ value: CGFloat) -> UInt8 { UInt8((min(1, max(0, Double(value))) * 255).rounded()) }
        return Color(
            red: byte(rgba.red), green: byte(rgba.green), blue: byte(rgba.blue), alpha: min(1, max(0, Double(rgba.alpha))))
    }
}
