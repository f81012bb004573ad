/// Number literals as write-back reads and writes them: the value a decimal literal spells, and the spelling of a
/// new value that keeps an old literal's style (`10.0` → `12.0`, `10` → `12`, `10.5` → `11.5`, `-4`).
public enum SwiftNumberLiteral {
    /// The value of a decimal literal (`12`, `0.5`, `1_000`, `1e3`), `nil` for anything else (hexadecimal,
    /// binary and octal literals included: write-back leaves them alone).
    public static func value(of text: String) -> Double? {
        let digits = text.filter { $0 != "_" }
        guard let first = digits.first, first.isASCII, first.isNumber else { return nil }
        guard !digits.hasPrefix("0x"), !digits.hasPrefix("0b"), !digits.hasPrefix("0o") else { return nil }
        return Double(digits)
    }

    /// How many digits follow the decimal point in `literal` (0 without one).
    static func fractionDigits(of literal: String) -> Int {
        guard let dot = literal.firstIndex(of: ".") else { return 0 }
        return literal[literal.index(after: dot)...].prefix { $0.isNumber || $0 == "_" }.filter { $0 != "_" }.count
    }

    /// `value` written the shortest way: an integer without decimals (`12`, `-4`), otherwise as few fraction digits
    /// as tell the value apart (`11.5`, `0.25`); at least `minimumFractionDigits` of them (zeros added).
    public static func text(for value: Double, minimumFractionDigits: Int = 0) -> String {
        var text: String
        if value == value.rounded(), abs(value) < 1e15 {
            text = String(Int64(value))
        } else {
            text = plainDecimal(value)
        }
        let present = fractionDigits(of: text)
        if present < minimumFractionDigits {
            text += (present == 0 ? "." : "") + String(repeating: "0", count: minimumFractionDigits - present)
        }
        return text
    }

    /// `value` written like `old` was: as many fraction digits as it had, when the value needs no more.
    public static func text(for value: Double, like old: String) -> String {
        text(for: value, minimumFractionDigits: fractionDigits(of: old))
    }

    /// A non-integer without an exponent: Swift's shortest description, or (for the tiny and the huge, which it
    /// writes with `e`) up to 9 fraction digits with trailing zeros dropped.
    private static func plainDecimal(_ value: Double) -> String {
        let description = value.description
        guard description.contains("e") || description.contains("E"), abs(value) < 1e9 else { return description }
        let scaled = (value * 1e9).rounded()
        let negative = scaled < 0
        let magnitude = String(Int64(abs(scaled)))
        let padded = String(repeating: "0", count: max(0, 10 - magnitude.count)) + magnitude
        var fraction = String(padded.suffix(9))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let whole = String(padded.dropLast(9))
        return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
