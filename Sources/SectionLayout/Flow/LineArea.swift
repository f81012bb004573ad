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
            let safe = sizes.allSatisfy { $0.width >= 0 && $0.height >= 0 && $0.width.isFinite && $0.height.isFinite }
                ? sizes : sizes.map(sanitized)
            if let first = safe.first, safe.allSatisfy({ $0 == first }) {
                return placeUniform(count: safe.count, size: first)
            }
            return placeSized(safe)
        }
    }

    /// The number of items of cross length `length` that a full line holds: the largest k ≥ 1 with
    /// k·length + (k−1)·spacing ≤ crossLength (all of `count` when each item adds nothing).
    func itemsPerLine(length: Double, count: Int) -> Int {
        let step = length + interitemSpacing
        guard step > 0 else { return Swift.max(1, count) }
        func fits(_ k: Int) -> Bool {
            Double(k) * length + Double(k - 1) * interitemSpacing <= crossLength + fitTolerance
        }
        let estimate = (crossLength + interitemSpacing + fitTolerance) / step
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
