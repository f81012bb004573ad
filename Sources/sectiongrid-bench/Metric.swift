/// One measured figure: `name value unit`, as the benchmark prints it.
struct Metric: Sendable {
    /// The metric's name, e.g. `flow.prepare.uniform`.
    var name: String
    /// The measured value (a median, a count or a ratio of two medians).
    var value: Double
    /// The unit `value` is in, e.g. `ms`, `ns/item`, `bytes`, `x`.
    var unit: String

    /// `value` with a precision that suits its size (four significant digits, no exponent).
    var formattedValue: String {
        let magnitude = Swift.abs(value)
        let decimals: Int
        switch magnitude {
        case 1000...: decimals = 0
        case 100...: decimals = 1
        case 10...: decimals = 2
        default: decimals = 3
        }
        return Metric.format(value, decimals: decimals)
    }

    /// `value` rounded to `decimals` digits after the point, without Foundation.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (Swift.abs(value) * scale).rounded()
        guard scaled < 9e18 else { return "\(value)" }
        let whole = UInt64(scaled)
        let unit = UInt64(scale)
        var text = String(whole / unit)
        if decimals > 0 {
            let fraction = String(whole % unit)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return (value < 0 && scaled > 0 ? "-" : "") + text
    }
}
