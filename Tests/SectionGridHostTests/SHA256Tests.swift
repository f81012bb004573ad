import Testing

@testable import SectionGridHost

/// SHA-256 against FIPS 180-4's examples (NIST, "Secure Hash Standard", Appendix B) and fed in pieces.
struct SHA256Tests {
    static func hex(_ text: String) -> String {
        var hash = SHA256()
        hash.update(text)
        return hash.hex
    }

    @Test func nistExamples() {
        #expect(Self.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Self.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// A million `a`s (NIST's third example), fed 997 bytes at a time: pieces do not change the digest.
    @Test func aMillionAsInPieces() {
        var hash = SHA256()
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 997)
        var left = 1_000_000
        while left > 0 {
            let count = min(left, piece.count)
            hash.update(piece[0..<count])
            left -= count
        }
        #expect(hash.hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Fields carry their lengths: "ab" + "c" and "a" + "bc" are different keys.
    @Test func fieldsCannotRunTogether() {
        var first = SHA256()
        var second = SHA256()
        first.field("ab")
        first.field("c")
        second.field("a")
        second.field("bc")
        #expect(first.hex != second.hex)
    }
}
