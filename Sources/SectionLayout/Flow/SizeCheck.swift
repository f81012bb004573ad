/// Whether every size seen has finite, non-negative lengths, gathered without a branch per item: a
/// non-negative finite double's bits are below `0x7FF0…`, and any other has the top bit set in its bits
/// or in its bits + `0x0010…` (so does `-0.0`, which is valid: a flagged section is checked again one
/// size at a time).
struct SizeCheck {
    private var flags = SIMD2<UInt64>()

    /// Takes in a size.
    @inline(__always)
    mutating func add(_ size: Size) {
        let bits = unsafeBitCast(size, to: SIMD2<UInt64>.self)
        flags |= bits | (bits &+ SIMD2(repeating: 0x0010_0000_0000_0000))
    }

    /// True when no size was flagged.
    var isValid: Bool { (flags[0] | flags[1]) & 0x8000_0000_0000_0000 == 0 }
}
