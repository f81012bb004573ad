/// How many terminal columns a Unicode scalar or a grapheme cluster takes, like `wcwidth(3)` but
/// independent of the locale.
///
/// A scalar takes:
/// - 2: East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul syllables, fullwidth
///   forms) and emoji with emoji presentation (Unicode 15.1 tables; newer emoji are recognised through
///   the standard library's `isEmojiPresentation`), except a lone regional indicator (1, as `wcwidth`).
/// - 0: combining marks (Mn, Me), format characters (Cf: ZWJ, zero-width space, …) except the soft
///   hyphen, conjoining Hangul vowels and final consonants (U+1160–U+11FF), and control characters.
/// - 1: everything else.
///
/// Text is measured by grapheme cluster (`of(_: Character)`): a flag or a ZWJ sequence is one picture
/// of 2 columns, and combining marks add nothing to the letter they sit on.
public enum DisplayWidth {
    /// The number of columns `scalar` takes: 0, 1 or 2.
    @inlinable
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        return nonASCII(value)
    }

    /// The number of columns `text` takes: the sum of its grapheme clusters' widths.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Width of a scalar at or above U+0300.
    @usableFromInline
    static func nonASCII(_ value: UInt32) -> Int {
        if contains(zero, value) { return 0 }
        if contains(wide, value) { return 2 }
        if value >= 0x1F000, !(0x1F1E6...0x1F1FF).contains(value), let scalar = Unicode.Scalar(value),
            scalar.properties.isEmojiPresentation
        {
            return 2
        }
        return 1
    }

    /// Whether `value` lies in one of the inclusive ranges of `table` (sorted `first, last` pairs).
    static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count / 2
        while low < high {
            let mid = (low + high) / 2
            if table[2 * mid + 1] < value {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low < table.count / 2 && table[2 * low] <= value
    }
}
