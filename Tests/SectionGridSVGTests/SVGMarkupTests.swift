import CellGrid
import SectionLayout
import SectionScene
import Testing

@testable import SectionGridSVG

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

@Suite("SVG markup: names and numbers")
struct SVGMarkupNameTests {
    @Test(
        "ids are XML names",
        arguments: [("cell-2-14", "cell-2-14"), ("badge 1", "badge_1"), ("3d", "_3d"), ("é-0", "_-0"), ("e\u{301}-0", "e_-0")])
    func identifiers(_ name: String, _ id: String) {
        #expect(SVGMarkup.identifier(name) == id)
    }

    @Test func numbersColoursAndCorners() {
        #expect(SVGMarkup.number(67.5) == "67.5" && SVGMarkup.number(-0.0) == "0" && SVGMarkup.number(.nan) == "0")
        #expect(SVGMarkup.paint("fill", SceneColor(red: 255, green: 0, blue: 10)) == " fill=\"#FF000A\"")
        #expect(
            SVGMarkup.paint("stroke", SceneColor(red: 0, green: 0, blue: 0, alpha: 0.25))
                == " stroke=\"#000000\" stroke-opacity=\"0.25\"")
        #expect(SVGMarkup.corner(12, in: Rect(x: 0, y: 0, width: 100, height: 10)) == " rx=\"5\"")
        #expect(SVGMarkup.corner(0, in: Rect(x: 0, y: 0, width: 100, height: 10)).isEmpty)
    }
}
