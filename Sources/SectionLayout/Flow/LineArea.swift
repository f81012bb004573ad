/// The area inside a section's insets where items are broken into lines, and the rules that place them.
struct LineArea {
    let axis: Axis
    /// Main-axis start of the first line.
    let mainStart: Double
    /// Cross-axis start of every line (the leading inset).
    let crossStart: Double
    /// Cross-axis length available to a line (container minus insets; may be ≤ 0).
    let crossLength: Double
    let lineSpacing: Double
    let interitemSpacing: Double

    /// Placed items: their store, the main-axis length of all lines, and their bounding box.
    struct Placement {
        var store: ItemStore
        var mainLength: Double
        var bounds: Rect?
    }

    /// Slack for floating-point error when deciding whether an item fits: an exact fit stays on the line.
    var fitTolerance: Double { 1e-9 * Swift.max(1, abs(crossLength)) }

    func place(_ items: FlowItems, defaultSize: Size) -> Placement {
        switch items {
        case .count(let count):
            return placeUniform(count: Swift.max(0, count), size: defaultSize)
        case .sizes(let sizes):
            // Sizes that are all the same (once sanitized) are a uniform grid; the check stops at the first
            // size that differs, so it costs next to nothing for sized items.
            if let first = sizes.first.map(sanitized), sizes.allSatisfy({ sanitized($0) == first }) {
                return placeUniform(count: sizes.count, size: first)
            }
            return placeSized(sizes)
        }
    }

    /// The number of items of cross length `length` that a full line holds: the largest k ≥ 1 with
    /// k·length + (k−1)·spacing ≤ crossLength (all of `count` when each item adds nothing).
    func itemsPerLine(length: Double, count: Int) -> Int {
        let step = length + interitemSpacing
        guard step > 0 else { return Swift.max(1, count) }
        let limit = crossLength + fitTolerance
        func fits(_ k: Int) -> Bool {
            Double(k) * length + Double(k - 1) * interitemSpacing <= limit
        }
        let estimate = (limit + interitemSpacing) / step
        var k = estimate >= 1 ? Int(Swift.min(estimate, 1e12)) : 1
        while k > 1, !fits(k) { k -= 1 }
        while k < 1_000_000_000_000, fits(k + 1) { k += 1 }
        return k
    }

    /// Where a lone item of cross length `length` sits: centred when it fits, else at the leading inset.
    func centredCrossPosition(length: Double) -> Double {
        length <= crossLength ? crossStart + (crossLength - length) / 2 : crossStart
    }
}
