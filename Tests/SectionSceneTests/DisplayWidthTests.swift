import Testing

@testable import SectionScene

struct WidthCase: CustomTestStringConvertible, Sendable {
    var id: String
    var scalar: Unicode.Scalar
    var width: Int
    var testDescription: String { id }
}

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        WidthCase(id: "ASCII letter", scalar: "a", width: 1),
        WidthCase(id: "space", scalar: " ", width: 1),
        WidthCase(id: "NUL", scalar: "\u{0}", width: 0),
        WidthCase(id: "tab (control)", scalar: "\t", width: 0),
        WidthCase(id: "DEL", scalar: "\u{7F}", width: 0),
        WidthCase(id: "C1 control", scalar: "\u{85}", width: 0),
        WidthCase(id: "Latin-1 é", scalar: "é", width: 1),
        WidthCase(id: "soft hyphen", scalar: "\u{AD}", width: 1),
        WidthCase(id: "box drawing", scalar: "╭", width: 1),
        WidthCase(id: "shade", scalar: "░", width: 1),
        WidthCase(id: "ellipsis", scalar: "…", width: 1),
        WidthCase(id: "CJK ideograph 第", scalar: "第", width: 2),
        WidthCase(id: "CJK ideograph 组", scalar: "组", width: 2),
        WidthCase(id: "CJK extension B", scalar: "\u{20000}", width: 2),
        WidthCase(id: "hiragana", scalar: "あ", width: 2),
        WidthCase(id: "katakana", scalar: "カ", width: 2),
        WidthCase(id: "Hangul syllable", scalar: "한", width: 2),
        WidthCase(id: "Hangul leading jamo", scalar: "\u{1100}", width: 2),
        WidthCase(id: "Hangul medial jamo", scalar: "\u{1161}", width: 0),
        WidthCase(id: "fullwidth A", scalar: "Ａ", width: 2),
        WidthCase(id: "fullwidth yen", scalar: "￥", width: 2),
        WidthCase(id: "halfwidth katakana", scalar: "ｶ", width: 1),
        WidthCase(id: "ideographic space", scalar: "\u{3000}", width: 2),
        WidthCase(id: "emoji grinning face", scalar: "😀", width: 2),
        WidthCase(id: "emoji rocket", scalar: "🚀", width: 2),
        WidthCase(id: "emoji watch (BMP, emoji presentation)", scalar: "⌚", width: 2),
        WidthCase(id: "heart (text presentation)", scalar: "\u{2764}", width: 1),
        WidthCase(id: "combining acute", scalar: "\u{301}", width: 0),
        WidthCase(id: "combining enclosing circle", scalar: "\u{20DD}", width: 0),
        WidthCase(id: "zero width joiner", scalar: "\u{200D}", width: 0),
        WidthCase(id: "zero width space", scalar: "\u{200B}", width: 0),
        WidthCase(id: "variation selector 16", scalar: "\u{FE0F}", width: 0),
        WidthCase(id: "Devanagari vowel sign (Mn)", scalar: "\u{941}", width: 0),
    ])
    func scalarWidth(_ c: WidthCase) {
        #expect(DisplayWidth.of(c.scalar) == c.width)
    }

    @Test func stringWidthSumsClusters() {
        #expect(DisplayWidth.of("第1组") == 5)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("👩‍💻") == 2) // woman, ZWJ, laptop: one ZWJ sequence, one picture
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func truncationKeepsWideCharactersWhole() {
        #expect(TextFitting.truncate("第1组", toWidth: 5) == "第1组")
        #expect(TextFitting.truncate("第1组", toWidth: 4) == "第1…")
        #expect(TextFitting.truncate("第1组", toWidth: 3) == "第…")
        #expect(TextFitting.truncate("第1组", toWidth: 2) == "…")
        #expect(TextFitting.truncate("abc", toWidth: 1) == "a")
        #expect(TextFitting.truncate("abc", toWidth: 0) == "")
        #expect(TextFitting.best(["12.345", "345"], width: 4) == "345")
    }
}
