import SectionLayout
import SectionSpec

extension CommandLineParser {
    /// `vertical` or `horizontal`.
    public static func direction(_ text: String, option: String) throws(UsageError) -> Axis {
        guard let axis = Axis(rawValue: text) else {
            throw UsageError("\(option): must be \"vertical\" or \"horizontal\" (got \(quoted(text)))")
        }
        return axis
    }

    /// `WxH` in points (`375x667`, `320.5x480`; `X` and `×` also separate), each part from 1 to
    /// `SpecLimits.maximumMagnitude`, like a spec's `viewport`.
    public static func size(_ text: String, option: String) throws(UsageError) -> Size {
        guard let (width, height) = pair(text, separators: ["x", "X", "×"]) else {
            throw UsageError("\(option): expected WIDTHxHEIGHT in points, such as 375x667 (got \(quoted(text)))")
        }
        guard max(width, height) <= SpecLimits.maximumMagnitude else {
            throw UsageError(
                "\(option): width and height must be at most \(formatPoints(SpecLimits.maximumMagnitude))"
                    + " points (got \(quoted(text)))")
        }
        guard min(width, height) >= 1 else {
            throw UsageError("\(option): width and height must be at least 1 point (got \(quoted(text)))")
        }
        return Size(width: width, height: height)
    }

    /// Two unsigned decimal numbers joined by one of `separators`.
    static func pair(_ text: String, separators: Set<Character>) -> (Double, Double)? {
        let parts = text.split(omittingEmptySubsequences: false) { separators.contains($0) }
        guard parts.count == 2, let first = decimal(parts[0]), let second = decimal(parts[1]) else { return nil }
        return (first, second)
    }

    /// An unsigned decimal number (`320`, `67.5`), nothing else: no sign, exponent or hex.
    static func decimal(_ text: Substring) -> Double? {
        let digits = text.filter { $0 != "." }
        guard !digits.isEmpty, digits.count >= text.count - 1, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }
}
