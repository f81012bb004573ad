import CellGrid
import SectionLayout
import SectionScene
import Testing

@testable import SectionGridSVG

/// What the writer makes of each scene command, read back as XML.
@Suite("SVG writer: shapes")
struct SVGWriterShapeTests {
    static let area = Rect(x: 0, y: 0, width: 200, height: 100)
    static let background = SceneElement(
        elementKind: .background, section: 0, frame: Rect(x: 10, y: 10, width: 100, height: 50), zIndex: -1)

    /// The document holding one element with `commands`.
    func draw(
        _ commands: [SceneCommand], element: SceneElement = background,
        textures: TextureCache = TextureCache(), area: Rect = SVGWriterShapeTests.area
    ) throws -> (SVGNode, SVGWriter) {
        var writer = SVGWriter(area: area, textures: textures)
        Scene(backgroundColor: nil, entries: [Scene.Entry(element: element, commands: commands)]).replay(into: &writer)
        let document = try SVGDocument(writer.finish())
        return (try #require(document.groups[element.id]), writer)
    }

    @Test("a border is stroked inside the frame, as CALayer.borderWidth draws it")
    func insideStroke() throws {
        let frame = Rect(x: 10, y: 10, width: 100, height: 50)
        let (group, _) = try draw([
            .rectangle(
                SceneRectangle(
                    frame, cornerRadius: 10, fill: .white,
                    stroke: SceneStroke(width: 4, color: SceneColor(red: 0, green: 0, blue: 255))))
        ])
        let rects = group.children(named: "rect")
        #expect(rects.count == 2)
        #expect(
            rects[0].box == [10, 10, 100, 50] && rects[0].attributes["rx"] == "10" && rects[0].attributes["fill"] == "#FFFFFF")
        // The stroke's centre line is 2 pt inside; its outer edge follows the 10 pt corners.
        #expect(rects[1].box == [12, 12, 96, 46] && rects[1].attributes["rx"] == "8")
        #expect(
            rects[1].attributes["stroke"] == "#0000FF" && rects[1].attributes["stroke-width"] == "4"
                && rects[1].attributes["fill"] == "none")
    }

    @Test("a border half the shorter side wide fills the frame")
    func wideBorder() throws {
        let (group, _) = try draw([
            .rectangle(
                SceneRectangle(
                    Rect(x: 10, y: 10, width: 100, height: 50), fill: .white,
                    stroke: SceneStroke(width: 25, color: .black)))
        ])
        let rects = group.children(named: "rect")
        #expect(rects.count == 2 && rects[1].box == [10, 10, 100, 50] && rects[1].attributes["fill"] == "#000000")
    }

    @Test("a shadow is the shape moved by its offset, blurred with stdDeviation = shadowRadius, at its opacity")
    func shadow() throws {
        let frame = Rect(x: 10, y: 10, width: 100, height: 50)
        let (group, _) = try draw([
            .shadow(SceneShadow(rect: frame, cornerRadius: 8, offset: Size(width: 3, height: 6), radius: 5, opacity: 0.4)),
            .rectangle(SceneRectangle(frame, cornerRadius: 8, fill: .white)),
        ])
        let filter = try #require(group.descendants.first { $0.name == "filter" })
        #expect(filter.attributes["id"] == "_shadow-background-0" && filter.attributes["filterUnits"] == "userSpaceOnUse")
        #expect(filter.box == [13 - 15, 16 - 15, 130, 80]) // the moved shape and 3σ around it
        #expect(filter.children(named: "feGaussianBlur").first?.attributes["stdDeviation"] == "5")
        let cast = try #require(group.children(named: "g").first)
        #expect(cast.attributes["opacity"] == "0.4" && cast.attributes["filter"] == "url(#_shadow-background-0)")
        #expect(cast.children(named: "rect").first?.box == [13, 16, 100, 50])
        // The shadow comes before the shape that casts it.
        #expect(group.children.map(\.name) == ["title", "defs", "g", "rect"])
    }

    @Test("no shadow at opacity 0 or from a clear shape; a clear bordered shape casts its ring; a translucent fill a lighter one")
    func shadowCasting() throws {
        let frame = Rect(x: 10, y: 10, width: 100, height: 50)
        let shadow = SceneShadow(rect: frame, offset: Size(width: 0, height: 2), radius: 0, opacity: 0.5)
        var invisible = shadow
        invisible.opacity = 0
        #expect(try draw([.shadow(invisible), .rectangle(SceneRectangle(frame, fill: .white))]).0.children(named: "g").isEmpty)
        #expect(try draw([.shadow(shadow), .rectangle(SceneRectangle(frame, fill: nil))]).0.children(named: "g").isEmpty)
        let ring = try draw([
            .shadow(shadow), .rectangle(SceneRectangle(frame, fill: nil, stroke: SceneStroke(width: 2, color: .white))),
        ]).0
        let cast = try #require(ring.children(named: "g").first)
        #expect(cast.children(named: "rect").first?.attributes["stroke"] == "#000000")
        #expect(cast.attributes["filter"] == nil, "radius 0 is a sharp shadow")
        let faint = try draw([
            .shadow(shadow), .rectangle(SceneRectangle(frame, fill: SceneColor(red: 255, green: 0, blue: 0, alpha: 0.5))),
        ]).0
        #expect(faint.children(named: "g").first?.attributes["opacity"] == "0.25")
        #expect(faint.children(named: "rect").first?.attributes["fill-opacity"] == "0.5")
    }

    @Test("a cell is a light rounded box: its frame, a corner radius, its outline at 30 %")
    func cellBox() throws {
        let cell = SceneElement(
            elementKind: .cell, section: 2, item: 14, frame: Rect(x: 0, y: 40, width: 50, height: 50), zIndex: 0)
        let (group, writer) = try draw(
            [
                .rectangle(
                    SceneRectangle(
                        cell.frame, fill: SceneColor(red: 200, green: 200, blue: 200),
                        stroke: SceneStroke(width: 1, color: .black)))
            ], element: cell)
        #expect(group.attributes["id"] == "cell-2-14")
        #expect(group.children(named: "title").first?.text == "cell 2.14 — frame (0, 40, 50, 50) pt")
        let rects = group.children(named: "rect")
        #expect(rects[0].box == [0, 40, 50, 50] && rects[0].attributes["rx"] == "6" && rects[0].attributes["fill"] == "#C8C8C8")
        #expect(rects[1].box == [0.5, 40.5, 49, 49] && rects[1].attributes["stroke-opacity"] == "0.3")
        #expect(writer.elementCount == 1 && writer.cellCount == 1)
    }

    @Test("the document: SVG 1.1, one user unit per point, the collection view's background (white when none)")
    func document() throws {
        var writer = SVGWriter(area: Rect(x: -12, y: 300, width: 375, height: 667))
        Scene(backgroundColor: SceneColor(red: 242, green: 242, blue: 247)).replay(into: &writer)
        let root = try SVGDocument(writer.finish()).root
        #expect(root.attributes["version"] == "1.1" && root.attributes["width"] == "375" && root.attributes["height"] == "667")
        #expect(root.attributes["viewBox"] == "-12 300 375 667" && root.attributes["font-family"] == "system-ui, sans-serif")
        let canvas = try #require(SVGDocument(writer.text).groups["collection-view"]?.children(named: "rect").first)
        #expect(canvas.box == [-12, 300, 375, 667] && canvas.attributes["fill"] == "#F2F2F7")
        var plain = SVGWriter(area: SVGWriterShapeTests.area)
        Scene().replay(into: &plain)
        #expect(
            try SVGDocument(plain.finish()).groups["collection-view"]?.children(named: "rect").first?.attributes["fill"]
                == "#FFFFFF")
    }
}
