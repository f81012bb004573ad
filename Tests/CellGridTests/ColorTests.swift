import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

struct QuantizeCase: CustomTestStringConvertible, Sendable {
    var id: String
    var rgb: (UInt8, UInt8, UInt8)
    var index256: UInt8
    var index16: UInt8
    var index8: UInt8
    var testDescription: String { id }
}

@Suite struct ColorTests {
    @Test(arguments: [
        QuantizeCase(id: "pure red", rgb: (255, 0, 0), index256: 196, index16: 9, index8: 1),
        QuantizeCase(id: "pure green", rgb: (0, 255, 0), index256: 46, index16: 10, index8: 2),
        QuantizeCase(id: "pure blue", rgb: (0, 0, 255), index256: 21, index16: 4, index8: 4),
        QuantizeCase(id: "white", rgb: (255, 255, 255), index256: 231, index16: 15, index8: 7),
        QuantizeCase(id: "black", rgb: (0, 0, 0), index256: 16, index16: 0, index8: 0),
        QuantizeCase(id: "mid grey goes to the grey ramp", rgb: (128, 128, 128), index256: 244, index16: 8, index8: 7),
        QuantizeCase(id: "cube colour exactly", rgb: (95, 135, 175), index256: 67, index16: 8, index8: 6),
        QuantizeCase(id: "dark red", rgb: (205, 0, 0), index256: 160, index16: 1, index8: 1),
        QuantizeCase(id: "purple", rgb: (128, 0, 128), index256: 90, index16: 5, index8: 5),
    ])
    func nearestPaletteColour(_ c: QuantizeCase) {
        let (r, g, b) = c.rgb
        #expect(XtermPalette.nearest(red: r, green: g, blue: b, depth: .palette256) == c.index256)
        #expect(XtermPalette.nearest(red: r, green: g, blue: b, depth: .ansi16) == c.index16)
        #expect(XtermPalette.nearest(red: r, green: g, blue: b, depth: .ansi8) == c.index8)
        #expect(TerminalColor.rgb(r, g, b).quantized(to: .palette256) == .indexed(c.index256))
        #expect(TerminalColor.rgb(r, g, b).quantized(to: .truecolor) == .rgb(r, g, b))
        #expect(TerminalColor.rgb(r, g, b).quantized(to: .monochrome) == .default)
    }

    @Test func quantizationFallsThroughTheDepths() {
        #expect(TerminalColor.indexed(196).quantized(to: .ansi16) == .indexed(9))
        #expect(TerminalColor.indexed(9).quantized(to: .ansi8) == .indexed(1))
        #expect(TerminalColor.indexed(3).quantized(to: .ansi8) == .indexed(3))
        #expect(TerminalColor.indexed(12).quantized(to: .ansi16) == .indexed(12))
        #expect(TerminalColor.default.quantized(to: .ansi8) == .default)
        #expect(ColorDepth.truecolor.fallback == .palette256)
        #expect(ColorDepth.ansi8.fallback == .monochrome)
        #expect(ColorDepth.truecolor < .monochrome)
    }

    @Test func paletteValues() {
        #expect(XtermPalette.rgb(of: 196) == (255, 0, 0))
        #expect(XtermPalette.rgb(of: 16) == (0, 0, 0))
        #expect(XtermPalette.rgb(of: 231) == (255, 255, 255))
        #expect(XtermPalette.rgb(of: 232) == (8, 8, 8))
        #expect(XtermPalette.rgb(of: 255) == (238, 238, 238))
        #expect(XtermPalette.rgb(of: 9) == (255, 0, 0))
    }

    @Test func contrastPicksBlackOrWhite() {
        let theme = Theme(depth: .truecolor)
        #expect(theme.contrastingText(on: .rgb(255, 255, 0)) == .rgb(0, 0, 0))
        #expect(theme.contrastingText(on: .rgb(0, 0, 128)) == .rgb(255, 255, 255))
        #expect(theme.contrastingText(on: .default) == .default)
        #expect(Theme(depth: .palette256).contrastingText(on: .indexed(21)) == .indexed(231))
        #expect(Theme.monochrome.contrastingText(on: .rgb(255, 255, 255)) == .default)
    }

    @Test func translucentColoursCompositeOverTheCanvas() {
        let half = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        #expect(Theme(depth: .truecolor).terminalColor(half) == .rgb(128, 128, 128))
        #expect(Theme(depth: .truecolor, canvas: .black).terminalColor(half) == .rgb(0, 0, 0))
    }

    @Test func schemesCycleAndGiveEverySectionAColour() {
        #expect(ColorScheme.spec.next == .pastel)
        #expect(ColorScheme.pastel.next == .highContrast)
        #expect(ColorScheme.highContrast.next == .spec)
        for scheme in ColorScheme.allCases {
            for section in 0..<8 {
                let a = scheme.backgroundColor(section: section, specColor: nil)
                let b = scheme.backgroundColor(section: section + 1, specColor: nil)
                #expect(a != nil && a != b, "\(scheme) section \(section)")
            }
        }
        #expect(ColorScheme.spec.backgroundColor(section: 3, specColor: .white) == .white)
        #expect(ColorScheme.spec.backgroundColor(section: 3, specColor: .clear) == nil)
        #expect(ColorScheme.spec.backgroundColor(section: -1, specColor: nil) != nil)
    }
}
