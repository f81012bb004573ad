/// The 64-bit FNV-1a hash (http://www.isthe.com/chongo/tech/comp/fnv/), for golden outputs too large
/// to keep as text.
struct FNV1a64: Equatable {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    private(set) var value = FNV1a64.offsetBasis

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* FNV1a64.prime }
        value = hash
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
    }

    /// Sixteen lowercase hexadecimal digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Where a golden case's command writes: counts and hashes every byte, and keeps the text while it
/// stays within `textLimit` bytes, so a 134 MB `frames` output is checked without being held.
struct GoldenSink: TextOutputStream {
    /// Outputs up to this many bytes are stored as text; longer ones as their hash and length.
    static let textLimit = 1 << 20

    private(set) var hash = FNV1a64()
    private(set) var byteCount = 0
    /// The output, or `nil` once it grew past `textLimit`.
    private(set) var text: String? = ""

    mutating func write(_ string: String) {
        hash.add(string)
        byteCount += string.utf8.count
        if byteCount > GoldenSink.textLimit {
            text = nil
        } else {
            text?.write(string)
        }
    }

    /// What the golden file of this output holds.
    var golden: GoldenFile.Content {
        text.map(GoldenFile.Content.text) ?? .hash(hash.hex, byteCount: byteCount)
    }
}
