/// One measured figure: `name value unit`, as the benchmark prints it, with its target if it has one.
struct Metric: Sendable {
    /// The metric's name, e.g. `flow.prepare.uniform`.
    var name: String
    /// The measured value (a median, a count or a ratio of two medians).
    var value: Double
    /// The unit `value` is in, e.g. `ms`, `ns/item`, `bytes`, `x`.
    var unit: String
    /// What the value should be (`BenchTargets`), when anything is promised.
    var target: Target?
    /// Whether 0 is a real measurement (a count of wake-ups), not a sign of a broken one.
    var mayBeZero = false

    /// `value` with a precision that suits its size (four significant digits, no exponent).
    var formattedValue: String { Metric.format(value) }

    /// `value` with four significant digits, no exponent.
    static func format(_ value: Double) -> String {
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

/// A promise about a metric: at most or at least `limit`. `enforced` targets do not depend on the
/// machine (byte counts, memory per item, ratios checked with a generous margin) and fail the run when
/// missed; the others (times) are reported.
struct Target: Sendable {
    enum Bound: Sendable { case atMost, atLeast }

    var bound: Bound
    /// The promised limit, as docs/performance.md states it.
    var limit: Double
    /// The limit the run fails beyond (the promise with a margin for ratios of two timings), or `nil` when
    /// missing the target is only reported.
    var enforced: Double?

    static func atMost(_ limit: Double, enforced: Double? = nil) -> Target {
        Target(bound: .atMost, limit: limit, enforced: enforced)
    }
    static func atLeast(_ limit: Double, enforced: Double? = nil) -> Target {
        Target(bound: .atLeast, limit: limit, enforced: enforced)
    }

    /// Whether `value` meets `limit`.
    func isMet(by value: Double, limit: Double) -> Bool {
        guard value.isFinite else { return false }
        return bound == .atMost ? value <= limit : value >= limit
    }

    /// `≤ 700` or `≥ 1000`.
    func describe(_ limit: Double) -> String {
        (bound == .atMost ? "≤ " : "≥ ") + (limit == limit.rounded() ? Metric.format(limit, decimals: 0) : Metric.format(limit))
    }
}
