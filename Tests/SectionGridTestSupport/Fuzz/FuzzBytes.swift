/// The fuzz input read as a stream of choices, like libFuzzer's `FuzzedDataProvider`: every choice takes
/// the next byte or two, and an exhausted input answers 0, so any input maps to exactly one spec.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `range` (from one byte for small ranges, two for larger ones, four beyond).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound)
        guard span > 0 else { return range.lowerBound }
        var value = UInt64(byte())
        if span > 0xFF { value = value << 8 | UInt64(byte()) }
        if span > 0xFFFF { value = value << 16 | UInt64(byte()) << 8 | UInt64(byte()) }
        return range.lowerBound + Int(value % (span + 1))
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// True about once in `n` times.
    mutating func oneIn(_ n: Int) -> Bool { int(0...n - 1) == 0 }

    mutating func pick<T>(_ options: [T]) -> T { options[int(0...options.count - 1)] }

    /// A number from 0 to 1 in steps of 1/65535.
    mutating func unit() -> Double { Double(int(0...0xFFFF)) / 0xFFFF }

    /// A length a spec may hold (0 to 10,000,000), often an awkward one: zero, tiny, huge, the maximum,
    /// halves and quarters, or an ordinary size.
    mutating func length() -> Double {
        switch int(0...15) {
        case 0, 1: return 0
        case 2: return pick([1e-300, 1e-9, 0.001, 0.25, 0.5])
        case 3: return 10_000_000
        case 4: return pick([9_999_999.5, 1_000_000, 123_456.789, 65_536])
        case 5, 6: return Double(int(0...400)) / 4
        case 7: return unit() * 500
        case 8: return unit() * 10_000_000
        default: return Double(int(1...120))
        }
    }

    /// A spacing, inset or offset: a length, negative about one time in four.
    mutating func signed() -> Double {
        let value = length()
        return oneIn(4) ? -value : value
    }

    /// A spacing or inset that is never negative when `nonNegative`.
    mutating func spacing(nonNegative: Bool) -> Double { nonNegative ? length() : signed() }
}
