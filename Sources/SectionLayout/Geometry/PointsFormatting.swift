/// Formats a point value the way people write it: `67.5`, `320` (no trailing `.0`), `-0` as `0`.
///
/// Used by `description`s and by the JSON frame export so frames read and compare cleanly.
public func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value == 0 { return "0" }
    // Whole numbers print without ".0" up to 2⁵³, where every integer is still exact.
    if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return String(Int64(value)) }
    return String(value)
}
