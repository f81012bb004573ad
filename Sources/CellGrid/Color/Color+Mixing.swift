import SectionLayout

extension Color {
    /// The colour moved towards `other` by `amount` (0 = unchanged, 1 = `other`), alpha kept.
    public func mixed(with other: Color, amount: Double) -> Color {
        let t = Swift.min(1, Swift.max(0, amount.isNaN ? 0 : amount))
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        return Color(red: channel(red, other.red), green: channel(green, other.green),
                     blue: channel(blue, other.blue), alpha: alpha)
    }

    /// The colour composited over an opaque `base` by its alpha (opaque colours are unchanged).
    public func composited(over base: Color) -> Color {
        guard alpha < 1 else { return self }
        let over = Color(red: red, green: green, blue: blue)
        return Color(red: base.red, green: base.green, blue: base.blue).mixed(with: over, amount: alpha)
    }
}
