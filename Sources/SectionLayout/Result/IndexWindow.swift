/// The indices `g` in `0..<count` whose span `[start + g·pitch, start + g·pitch + length]` may overlap
/// the open interval `(low, high)`: a conservative window (one extra index on each side) that the caller
/// filters exactly. Closed form, so repeated elements are found without visiting the ones far away.
func indexWindow(
    low: Double, high: Double, start: Double, length: Double, pitch: Double,
    count: Int
) -> Range<Int> {
    guard count > 0, low <= high else { return 0..<0 }
    guard pitch != 0, pitch.isFinite else {
        let overlaps = start <= high && low <= start + length
        return overlaps ? 0..<count : 0..<0
    }
    let a = (low - start - Swift.max(length, 0)) / pitch
    let b = (high - start - Swift.min(length, 0)) / pitch
    let first = clampedIndex((Swift.min(a, b)).rounded(.down) - 1, count: count)
    let last = clampedIndex((Swift.max(a, b)).rounded(.up) + 1, count: count)
    return first <= last ? first..<(last + 1) : 0..<0
}

/// `value` as an index in `0..<count`, saturating (and treating NaN as 0).
private func clampedIndex(_ value: Double, count: Int) -> Int {
    guard value > 0 else { return 0 }
    guard value < Double(count - 1) else { return count - 1 }
    return Int(value)
}

/// The first index in `0..<count` for which `isAtOrAfter` holds, given that it holds for a suffix.
func partitionPoint(count: Int, _ isAtOrAfter: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        QueryWork.touch()
        let mid = low + (high - low) / 2
        if isAtOrAfter(mid) { high = mid } else { low = mid + 1 }
    }
    return low
}
