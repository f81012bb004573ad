extension Color {
    /// The colour moved towards `other` by `amount` (0 = unchanged, 1 = `other`), alpha kept.
    public func mixed(with other: Color, amount: Double) -> Color {
        let t = Swift.min(1, Swift.max(0, amount.isNaN ? 0 : amount))
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        return Color(
            red: channel(red, other.red), green: channel(green, other.green),
            blue: channel(blue, other.blue), alpha: alpha)
    }

    /// The colour composited over an opaque `base` by its alpha (opaque colours are unchanged).
    public func composited(over base: Color) -> Color {
        guard alpha < 1 else { return self }
        let over = Color(red: red, green: green, blue: blue)
        return Color(red: base.red, green: base.green, blue: base.blue).mixed(with: over, amount: alpha)
    }

    /// The colour a built-in pattern (`BackgroundPattern`) is drawn in over this fill: the fill moved
    /// 40 % towards black when it is bright, towards white when it is dark, alpha kept — what the
    /// terminal, pictures and exported Swift all draw.
    public var patternInk: Color {
        mixed(with: brightness > 0.5 ? .black : .white, amount: 0.4)
    }
}
