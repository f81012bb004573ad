import SeededRandom

/// The property tests' generator.
typealias SeededRandom = SplitMix64

extension SplitMix64 {
    /// A value in `range`, often a round number (so exact fits and ties happen).
    mutating func points(_ range: ClosedRange<Double>) -> Double {
        let value = Double.random(in: range, using: &self)
        return Bool.random(using: &self) ? value.rounded() : value
    }
}
