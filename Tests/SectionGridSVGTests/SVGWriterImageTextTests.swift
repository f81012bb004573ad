import CellGrid
import Foundation
import SectionLayout
import SectionScene
import Testing

@testable import SectionGridSVG

/// Background images and text as the writer draws them.
@Suite("SVG writer: images and text")
struct SVGWriterImageTextTests {
    let shapes = SVGWriterShapeTests()

    func background(_ section: Int, image: String, fill: SceneColor = .white) -> Scene.Entry {
        let frame = Rect(x: 0, y: Double(section) * 50, width: 100, height: 40)
        return Scene.Entry(
            element: SceneElement(elementKind: .background, section: section, frame: frame, zIndex: -1),
            commands: [
                .rectangle(
                    SceneRectangle(frame, fill: fill, image: SceneImage(name: image, ink: SceneColor(red: 9, green: 9, blue: 9))))
            ])
    }

    @Test("a named pattern is vector, defined once, anchored to the content's origin")
    func namedPattern() throws {
        var writer = SVGWriter(area: Rect(x: 0, y: 0, width: 100, height: 200))
        Scene(entries: [background(0, image: "dots"), background(1, image: "dots"), background(2, image: "stripes")]).replay(
            into: &writer)
        let document = try SVGDocument(writer.finish())
        let patterns = document.root.descendants.filter { $0.name == "pattern" }
        #expect(patterns.map { $0.attributes["id"] } == ["_pattern-dots-090909", "_pattern-stripes-090909"])
        #expect(patterns.allSatisfy { $0.attributes["patternUnits"] == "userSpaceOnUse" })
        #expect(patterns[0].children(named: "circle").first?.attributes["fill"] == "#090909")
        for section in 0..<2 {
            let rects = try #require(document.groups["background-\(section)"]).children(named: "rect")
            #expect(rects.map { $0.attributes["fill"] } == ["#FFFFFF", "url(#_pattern-dots-090909)"])
        }
    }

    @Test("a PPM image is embedded as a PNG pattern the system zlib inflates back to its pixels")
    func pixelImage() throws {
        let picture = try #require(
            PixelImage(width: 3, height: 2, rgb: [255, 0, 0, 0, 255, 0, 0, 0, 255, 1, 2, 3, 4, 5, 6, 7, 8, 9]))
        var cache = TextureCache()
        cache.insert(.pixels(picture), named: "photo.ppm")
        var writer = SVGWriter(area: Rect(x: 0, y: 0, width: 100, height: 100), textures: cache)
        Scene(entries: [background(0, image: "photo.ppm"), background(1, image: "photo.ppm")]).replay(into: &writer)
        let document = try SVGDocument(writer.finish())
        let patterns = document.root.descendants.filter { $0.name == "pattern" }
        #expect(patterns.count == 1 && patterns[0].attributes["patternContentUnits"] == "objectBoundingBox")
        let href = try #require(patterns[0].children(named: "image").first?.attributes["xlink:href"])
        let prefix = "data:image/png;base64,"
        #expect(href.hasPrefix(prefix))
        let png = try #require(Data(base64Encoded: String(href.dropFirst(prefix.count))))
        let decoded = try PNGImage([UInt8](png))
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.pixel(x: 2, y: 0) == PNGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(decoded.pixel(x: 1, y: 1) == PNGImage.Pixel(red: 4, green: 5, blue: 6, alpha: 255))
    }

    @Test("an image that is not loaded leaves the fill and says so once")
    func missingImage() throws {
        var writer = SVGWriter(area: Rect(x: 0, y: 0, width: 100, height: 100))
        Scene(entries: [background(0, image: "gone.ppm"), background(0, image: "gone.ppm")]).replay(into: &writer)
        #expect(writer.warnings == ["image \"gone.ppm\" (section 0) is not loaded; drawn in its colour"])
        #expect(try SVGDocument(writer.finish()).root.descendants.filter { $0.name == "pattern" }.isEmpty)
    }

    /// The `<text>` of a title in `rect`, in a picture of `area` (by default one holding every box here).
    func text(
        _ content: String, in rect: Rect, alignment: SceneText.Alignment, emphasis: SceneText.Emphasis,
        area: Rect = Rect(x: 0, y: 0, width: 400, height: 300)
    ) throws -> SVGNode? {
        let element = SceneElement(elementKind: .header, section: 0, frame: rect, zIndex: 0)
        let (group, _) = try shapes.draw(
            [.text(SceneText(.string(content), in: rect, alignment: alignment, emphasis: emphasis, color: .black))],
            element: element, area: area)
        return group.children(named: "text").first
    }

    /// The `<text>` of cell 0.12's label in `rect`, in a picture of 200 × 100 pt.
    func label(_ rect: Rect) throws -> SVGNode? {
        let element = SceneElement(elementKind: .cell, section: 0, item: 12, frame: rect, zIndex: 0)
        return try shapes.draw(
            [.text(SceneText(.indexPath(section: 0, item: 12), in: rect, alignment: .center, color: .black))],
            element: element
        ).0.children(named: "text").first
    }

    @Test("a label or title is drawn only when it shows whole in the picture: no fragment reads as another")
    func textCutByThePicturesEdgeIsLeftOut() throws {
        // "0.12" at 12 pt: 28.8 pt wide about the cell's middle, from 9 pt above its baseline to it.
        #expect(try label(Rect(x: 150, y: 10, width: 50, height: 40))?.text == "0.12", "a cell inside, whole")
        #expect(
            try label(Rect(x: 160, y: 10, width: 50, height: 40))?.text == "0.12",
            "its cell cut at the right, the label whole: 170.6…199.4 pt")
        #expect(try label(Rect(x: 170, y: 10, width: 50, height: 40)) == nil, "cut at the right: 180.6…209.4 pt")
        #expect(try label(Rect(x: -30, y: 10, width: 50, height: 40)) == nil, "cut at the left: −19.4…9.4 pt")
        #expect(
            try label(Rect(x: 0, y: 70, width: 50, height: 40))?.text == "0.12",
            "its cell cut at the bottom, the label whole: 85.2…94.2 pt")
        #expect(try label(Rect(x: 0, y: 80, width: 50, height: 40)) == nil, "cut at the bottom: 95.2…104.2 pt")
        // A title: leading in a header wider than the picture, trailing at its right end beyond it.
        let header = Rect(x: 0, y: 0, width: 375, height: 40)
        let small = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(try text("Tags", in: header, alignment: .leading, emphasis: .strong, area: small)?.text == "Tags")
        #expect(try text("Tags", in: header, alignment: .trailing, emphasis: .subdued, area: small) == nil)
        // Turned down a strip taller than the picture: 135 pt of text from the top of a 100 pt picture.
        #expect(
            try text(
                "Vertical header", in: Rect(x: 100, y: 0, width: 30, height: 240), alignment: .leading,
                emphasis: .strong, area: small) == nil)
    }

    @Test("titles: bold and leading in headers, dim and trailing in footers, escaped, shortened to their room")
    func titles() throws {
        let header = try #require(
            try text("<Tags> & \"more\"", in: Rect(x: 0, y: 0, width: 375, height: 40), alignment: .leading, emphasis: .strong))
        #expect(header.text == "<Tags> & \"more\"" && header.attributes["font-weight"] == "bold")
        #expect(
            header.attributes["x"] == "16" && header.attributes["text-anchor"] == "start"
                && header.attributes["font-size"] == "15")
        let footer = try #require(
            try text("第1组", in: Rect(x: 0, y: 0, width: 375, height: 20), alignment: .trailing, emphasis: .subdued))
        #expect(
            footer.attributes["x"] == "359" && footer.attributes["text-anchor"] == "end"
                && footer.attributes["fill-opacity"] == "0.6")
        #expect(footer.attributes["font-size"] == "12")
        let long = try #require(
            try text(
                String(repeating: "word ", count: 40), in: Rect(x: 0, y: 0, width: 200, height: 30),
                alignment: .leading, emphasis: .strong))
        // 168 pt of room at 15 pt, 0.6 em a column: 18 columns, the last one the ellipsis.
        #expect(long.text == "word word word wo…")
        #expect(try text("tiny", in: Rect(x: 0, y: 0, width: 200, height: 4), alignment: .leading, emphasis: .strong) == nil)
    }

    @Test("a title too long for a narrow, tall strip runs down it")
    func turnedTitle() throws {
        let turned = try #require(
            try text("Vertical header", in: Rect(x: 100, y: 0, width: 30, height: 240), alignment: .leading, emphasis: .strong))
        #expect(turned.attributes["transform"] == "rotate(90 115 120)")
        #expect(turned.attributes["font-size"] == "15" && turned.text == "Vertical header")
    }

    @Test("item labels are centred, shrunk to fit, left out below 5 pt")
    func labels() throws {
        func label(_ rect: Rect) throws -> SVGNode? {
            let element = SceneElement(elementKind: .cell, section: 3, item: 12, frame: rect, zIndex: 0)
            // (A picture of 200 × 100 pt holds every cell here.)
            return try shapes.draw(
                [.text(SceneText(.indexPath(section: 3, item: 12), in: rect, alignment: .center, color: .black))],
                element: element
            ).0.children(named: "text").first
        }
        let big = try #require(try label(Rect(x: 0, y: 0, width: 80, height: 60)))
        #expect(
            big.text == "3.12" && big.attributes["font-size"] == "12" && big.attributes["text-anchor"] == "middle"
                && big.attributes["x"] == "40")
        let narrow = try #require(try label(Rect(x: 0, y: 0, width: 20, height: 60)))
        #expect(narrow.attributes["font-size"] == "7.5") // (20 − 2) / (4 columns × 0.6)
        #expect(try label(Rect(x: 0, y: 0, width: 10, height: 60)) == nil)
    }
}
