import SectionGridHostProtocol
import Testing

@testable import SectionGridHost

/// The clipboard sequence and the number spellings write-back uses.
struct OSC52Tests {
    @Test func copyIsEscBracket52ClipboardBase64Bell() {
        #expect(OSC52.copy("hi") == [0x1B, 0x5D] + Array("52;c;aGk=".utf8) + [0x07])
        #expect(OSC52.copy("") == [0x1B, 0x5D] + Array("52;c;".utf8) + [0x07])
        // RFC 4648's test vectors, and UTF-8 for what is not ASCII.
        #expect(OSC52.base64(Array("foobar".utf8)) == Array("Zm9vYmFy".utf8))
        #expect(OSC52.base64(Array("fooba".utf8)) == Array("Zm9vYmE=".utf8))
        #expect(OSC52.base64(Array("f".utf8)) == Array("Zg==".utf8))
        #expect(OSC52.base64(Array("é→".utf8)) == Array("w6nihpI=".utf8))
        #expect(
            OSC52.copy("layout.minimumLineSpacing = 12")
                == [0x1B, 0x5D] + Array("52;c;bGF5b3V0Lm1pbmltdW1MaW5lU3BhY2luZyA9IDEy".utf8) + [0x07])
    }

    @Test func numberLiteralsReadAndWritten() {
        #expect(SwiftNumberLiteral.value(of: "1_000") == 1000)
        #expect(SwiftNumberLiteral.value(of: "10.5") == 10.5)
        #expect(SwiftNumberLiteral.value(of: "1e3") == 1000)
        #expect(SwiftNumberLiteral.value(of: "0x10") == nil)
        #expect(SwiftNumberLiteral.text(for: 12) == "12")
        #expect(SwiftNumberLiteral.text(for: -4) == "-4")
        #expect(SwiftNumberLiteral.text(for: 12, like: "10.0") == "12.0")
        #expect(SwiftNumberLiteral.text(for: 12.5, like: "10.00") == "12.50")
        #expect(SwiftNumberLiteral.text(for: 11.5, like: "10") == "11.5")
        #expect(SwiftNumberLiteral.text(for: 0.1 + 0.2) == "0.30000000000000004")
        #expect(SwiftNumberLiteral.text(for: 0.000001) == "0.000001")
    }

    @Test func expressionsReadAsTheirType() {
        #expect(
            LayoutProperty.sectionInset.expression([0, 40, 12, 36]) == "UIEdgeInsets(top: 0, left: 40, bottom: 12, right: 36)"
        )
        #expect(LayoutProperty.itemSize.expression([100, 50.5]) == "CGSize(width: 100, height: 50.5)")
        #expect(LayoutProperty.interGroupSpacing.expression([8]) == "8")
        #expect(
            LayoutProperty.decorationContentInsets.expression([1, 2, 3, 4])
                == "NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)")
    }
}
