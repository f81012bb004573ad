import Foundation
import Testing

/// Float literals this platform's compiler reads differently from iOS's.
///
/// swift-corelibs-foundation's `CGFloat` takes float literals through `_MaxBuiltinFloatType`, which on
/// x86-64 is `Float80`: a literal is rounded to 64 bits of mantissa, then to a `Double`'s 53. For about 7
/// in 100,000 full-precision values (`30.13331615335475`, from a random spec) the two roundings land one
/// ulp from the `Double` the literal names (`30.133316153354748`). iOS devices (arm64) have no `Float80`
/// and read every literal exactly, so an exported file whose literals are all read exactly here must give
/// `frames`' numbers bit for bit, and one that has such a literal may be an ulp off here and exact on a
/// device. Short literals (`30.25`, `0.1`: 0 in 100,000 two-decimal values) are never affected.
enum FloatLiteralSkew {
    /// The fractional literals in `source` this platform reads as a different `CGFloat` than the `Double`
    /// they name (none off x86).
    static func skewedLiterals(in source: String) -> [String] {
        #if arch(x86_64) || arch(i386)
        var literals: [String] = []
        var current = ""
        var previous: Character = " "
        for character in source + " " {
            let startsNumber = character.isNumber && current.isEmpty && !(previous.isLetter || previous == "_" || previous == ".")
            if startsNumber
                || (!current.isEmpty
                    && (character.isNumber || character == "." || character == "e"
                        || ((character == "-" || character == "+") && current.last == "e")))
            {
                current.append(character)
            } else if !current.isEmpty {
                if current.contains("."), let double = Double(current), let wide = Float80(current), Double(wide) != double {
                    literals.append(current)
                }
                current = ""
            }
            previous = character
        }
        return literals
        #else
        return []
        #endif
    }
}

@Suite("Float literals read through Float80")
struct FloatLiteralSkewTests {
    /// The literal a random spec gave, read here through `Float80` (x86-64 only), and literals that are
    /// read exactly: short ones, integers, names.
    @Test func findsTheLiteralsThisPlatformReadsOff() {
        let source =
            "let sizes: [CGFloat] = [34.8559820870613, 30.13331615335475, 74, 0.1]\nlet v2 = 67.5e-3 // 30.13331615335475x"
        #if arch(x86_64) || arch(i386)
        let lists: [CGFloat] = [30.13331615335475]
        #expect(Double(lists[0]) != Double("30.13331615335475")) // the platform's reading, as the check assumes
        #expect(FloatLiteralSkew.skewedLiterals(in: source) == ["30.13331615335475", "30.13331615335475"])
        #else
        #expect(FloatLiteralSkew.skewedLiterals(in: source).isEmpty)
        #endif
        #expect(FloatLiteralSkew.skewedLiterals(in: "x = 0.1 + 2.675 + 1e-07 + 30.25").isEmpty)
    }
}
