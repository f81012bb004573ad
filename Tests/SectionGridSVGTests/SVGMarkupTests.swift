@testable import SectionGridSVG
import Testing

@Suite("SVG markup")
struct SVGMarkupTests {
    @Test("XML escaping keeps text and replaces what XML 1.0 cannot hold")
    func escaping() {
        #expect(SVGMarkup.escaped("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
        #expect(SVGMarkup.escaped("第1组 👨‍👩‍👧‍👦 🇯🇵") == "第1组 👨‍👩‍👧‍👦 🇯🇵")
        #expect(SVGMarkup.escaped("bell\u{07}\u{1B}[31m") == "bell\u{FFFD}\u{FFFD}[31m")
        #expect(SVGMarkup.escaped("tab\tline\n") == "tab\tline\n")
        #expect(SVGMarkup.escaped("\u{FFFE}\u{FFFF}") == "\u{FFFD}\u{FFFD}")
    }
}
