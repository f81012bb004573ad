import CellGrid
import SectionGridSVG
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Issue 14 §5 and issue 16's `export svg --appearance`: UIKit's dynamic colours drawn with their
/// light or dark values (`Color.darkNamed`; HIG colour tables), rendered by rsvg-convert and read back
/// pixel by pixel; fixed colours (`red`, hex) the same in both; and a right-to-left picture starting at
/// the right. Light: systemBackground white, systemGray6 #F2F2F7, systemBlue #007AFF. Dark: black,
/// #1C1C1E, #0A84FF.
@Suite("export svg: appearance and right to left", RSVGConvert.required)
struct AppearancePictureTests {
    static let spec = PictureSource(
        origin: .file(
            name: "appearance",
            json: """
                {"viewport": {"width": 200, "height": 300}, "backgroundColor": "systemBackground",
                 "flow": {"itemSize": {"width": 40, "height": 40}, "sectionInset": {"top": 60, "left": 0, "bottom": 60, "right": 0}},
                 "sections": [{"items": 1, "background": {"color": "systemGray6", "border": {"width": 4, "color": "systemBlue"}}},
                              {"items": 1, "background": {"color": "#FF0000"}}]}
                """))

    /// The picture of the spec with `arguments`, rendered.
    func image(_ arguments: [String]) throws -> PNGImage {
        let run = try Self.spec.run(["export", "svg"] + arguments)
        try #require(run.status == 0, "\(run.error)")
        return try RSVGConvert.render(run.output)
    }

    func expectPixel(
        _ image: PNGImage, _ x: Int, _ y: Int, _ hex: String, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let color = Color(hex) ?? .clear
        let shown = image.pixel(x: x, y: y)
        let close =
            shown.alpha == 255 && abs(Int(shown.red) - Int(color.red)) <= 1
            && abs(Int(shown.green) - Int(color.green)) <= 1 && abs(Int(shown.blue) - Int(color.blue)) <= 1
        #expect(close, "\(what): \(shown), expected \(hex)", sourceLocation: sourceLocation)
    }

    // Section 0 spans y 0…160 (its border the top 4 points, its item at x 0…40, y 60…100), section 1
    // y 160…320.
    @Test func lightIsUIKitsLightValues() throws {
        let light = try image([])
        #expect(try image(["--appearance", "light"]).pixel(x: 150, y: 30) == light.pixel(x: 150, y: 30))
        expectPixel(light, 150, 80, "#F2F2F7", "systemGray6 background")
        expectPixel(light, 150, 2, "#007AFF", "its systemBlue border")
        expectPixel(light, 150, 200, "#FF0000", "the hex background")
    }

    @Test func darkIsUIKitsDarkValues() throws {
        let dark = try image(["--appearance", "dark"])
        expectPixel(dark, 150, 80, "#1C1C1E", "systemGray6 background, dark")
        expectPixel(dark, 150, 2, "#0A84FF", "its systemBlue border, dark")
        expectPixel(dark, 150, 200, "#FF0000", "the hex background stays")
    }

    /// A spec that says `"appearance": "dark"` draws dark without the flag; the flag overrides it.
    @Test func theSpecsAppearanceIsTheDefault() throws {
        let source = PictureSource(
            origin: .file(
                name: "dark",
                json: """
                    {"appearance": "dark", "viewport": {"width": 100, "height": 100}, "backgroundColor": "systemBackground",
                     "sections": [{"items": 1, "background": {"color": "systemGray6"}}]}
                    """))
        let run = try source.run(["export", "svg"])
        #expect(run.output.contains(##"fill="#000000""##) && run.output.contains(##"fill="#1C1C1E""##))
        #expect(!run.output.contains(##"fill="#F2F2F7""##))
        let light = try source.run(["export", "svg", "--appearance", "light"])
        #expect(light.output.contains(##"fill="#FFFFFF""##) && light.output.contains(##"fill="#F2F2F7""##))
    }

    /// Right to left, one 40×40 item on 200 sits at x 160…200: the pixel at x 180 is the item's,
    /// x 20 the background's.
    @Test func rightToLeftPicturesAreMirrored() throws {
        let source = PictureSource(
            origin: .file(
                name: "rtl",
                json: """
                    {"layoutDirection": "rightToLeft", "viewport": {"width": 200, "height": 100},
                     "flow": {"itemSize": {"width": 40, "height": 40}},
                     "sections": [{"items": 1, "background": {"color": "#00FF00"}}]}
                    """))
        let run = try source.run(["export", "svg"])
        #expect(run.output.contains("cell 0.0 — frame (160, 0, 40, 40) pt"))
        let image = try RSVGConvert.render(run.output)
        expectPixel(image, 20, 20, "#00FF00", "the background, left of the item")
        #expect(image.pixel(x: 180, y: 20) != image.pixel(x: 20, y: 20), "the item is at the right")
    }

    /// Right to left, a header's title starts at the right edge (16 pt in, anchored at its end) and a
    /// footer's stands at the left, as natural alignment places a label in UIKit: "the default
    /// alignment for right-to-left scripts is NSTextAlignment.right"
    /// (https://developer.apple.com/documentation/uikit/nstextalignment/natural). Left to right, the
    /// other way round.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func titlesStartAtTheLeadingEdgeOfTheReadingDirection(_ direction: String) throws {
        let source = PictureSource(
            origin: .file(
                name: "titles",
                json: """
                    {"layoutDirection": "\(direction)", "viewport": {"width": 200, "height": 200},
                     "flow": {"itemSize": {"width": 40, "height": 40}, "headerReferenceSize": {"width": 0, "height": 40},
                              "footerReferenceSize": {"width": 0, "height": 30}},
                     "sections": [{"items": 1, "title": "Tags"}]}
                    """))
        let run = try source.run(["export", "svg"])
        try #require(run.status == 0, "\(run.error)")
        let texts = try SVGDocument(run.output).root.descendants.filter { $0.name == "text" && $0.text == "Tags" }
        let placed = texts.map { [$0.attributes["x"] ?? "", $0.attributes["text-anchor"] ?? ""] }
        let rightToLeft = direction == "rightToLeft"
        #expect(
            placed == (rightToLeft ? [["184", "end"], ["16", "start"]] : [["16", "start"], ["184", "end"]]), "header, footer")
    }
}
