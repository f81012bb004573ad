/// The one way SectionGrid writes a number of points — in `frames` output, in specs written back, on the
/// status bar and in messages — so the same value always reads the same everywhere.
///
/// Whole numbers below `integerLimit` in magnitude are written as integers (`320`, `-4`, `0` for −0,
/// `9100000000000000`); every other finite number as Swift's shortest text that reads back to the same
/// double (`67.5`, `0.1`, `52.099999999999994`, `1e+16`, `1e-07`). Numbers that are not finite, which
/// no spec or layout holds, are written `nan`, `inf` and `-inf` (JSON writers write `null` instead).
public enum PointsFormat {
    /// Whole numbers smaller than this in magnitude (10¹⁶) are written as integers, larger ones in
    /// exponent form (`1e+16`).
    public static let integerLimit = 1e16

    /// The text of `value`.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if let whole = integer(value) { return String(whole) }
        return String(value)
    }

    /// Appends the text of `value` as UTF-8, without building a `String` for whole numbers (exports
    /// of millions of frames).
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        if let whole = integer(value) {
            append(integer: whole, to: &bytes)
        } else {
            bytes.append(contentsOf: text(value).utf8)
        }
    }

    /// Appends an integer in decimal as UTF-8.
    public static func append<Integer: BinaryInteger>(integer: Integer, to bytes: inout [UInt8]) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// The value as an integer when it is whole and below `integerLimit` in magnitude (−0 gives 0).
    private static func integer(_ value: Double) -> Int64? {
        value == value.rounded() && abs(value) < integerLimit ? Int64(value) : nil
    }
}

/// A number of points as SectionGrid writes it everywhere (see `PointsFormat`): `67.5`, `320`, `0`.
public func formatPoints(_ value: Double) -> String {
    PointsFormat.text(value)
}
