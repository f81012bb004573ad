import CellGrid
import SectionLayout
import SectionScene
import SectionSpec
import Testing

@testable import SectionGridSVG
@testable import SectionGridTestSupport

/// A query that counts the elements it hands over.
final class CountingQuery: ElementQuery, @unchecked Sendable {
    let layout: LayoutResult
    var handed = 0

    init(_ layout: LayoutResult) { self.layout = layout }

    func forEachElement(in rect: Rect, context: ScrollContext, while body: (LayoutAttributes) -> Bool) -> Bool {
        layout.forEachElement(in: rect, context: context) { element in
            handed += 1
            return body(element)
        }
    }

    func backgroundStyle(ofSection section: Int) -> BackgroundStyle? { layout.backgroundStyle(ofSection: section) }

    var layoutDirection: LayoutDirection { layout.layoutDirection }
}

/// Pictures stay bounded: what is on screen costs what is on screen, and a picture over the element
/// limit or the length limit is cut short and says what it left out.
@Suite("SVG picture: limits and cost")
struct SVGPictureLimitTests {
    static let large = BuiltInDemos.spec(named: "large")?.layout() ?? .empty
    let options = SVGPicture.Options(builder: SceneBuilder())

    @Test("a viewport of the 1,000,000-item demo asks for what it shows, no more")
    func viewportCost() {
        let query = CountingQuery(SVGPictureLimitTests.large)
        let area = PictureArea.visible(
            size: Size(width: 375, height: 667), offset: Point(x: 0, y: 3_000_000), in: SVGPictureLimitTests.large)
        let picture = SVGPicture.draw(query, area: area, options: options)
        let shown = SVGPictureLimitTests.large.elements(in: area.rect).count
        #expect(picture.elements == shown && picture.cut == nil)
        #expect(query.handed == shown, "one query of the visible rect")
        #expect(shown > 100 && shown < 200)
    }

    @Test("over the element limit: cut at the first element left out, named in the note")
    func elementLimit() throws {
        var limited = options
        limited.elementLimit = 100
        let layout = SVGPictureLimitTests.large
        let picture = SVGPicture.draw(layout, area: .whole(layout), options: limited)
        let cut = try #require(picture.cut)
        #expect(picture.elements <= 100 && picture.elements > 90)
        let first = try #require(cut.firstLeftOut)
        #expect(first.elementKind == .cell && first.section == 0)
        let item = try #require(first.item)
        let frame = try #require(layout.itemFrame(section: 0, item: item))
        #expect(picture.area == Rect(x: 0, y: 0, width: 375, height: frame.minY))
        // Everything the cut area holds is drawn, and nothing of what starts at the cut.
        #expect(picture.elements == layout.elements(in: picture.area).count)
        #expect(
            picture.note(totalItems: layout.numberOfItems)
                == "the picture shows y 0…\(PointsFormat.text(frame.minY)) pt of 0…6612000"
                + " (at most 100 elements and 32767 pt along the scroll axis): drew \(picture.elements) elements"
                + " (\(picture.cells) of 1000000 items), left out everything from cell 0.\(item) on")
    }

    @Test("longer than the length limit: cut to it")
    func lengthLimit() throws {
        let layout = SVGPictureLimitTests.large
        var long = options
        long.elementLimit = 1_000_000
        let picture = SVGPicture.draw(layout, area: .whole(layout), options: long)
        #expect(picture.area == Rect(x: 0, y: 0, width: 375, height: 32_767))
        #expect(picture.cut?.firstLeftOut == nil && picture.elements == layout.elements(in: picture.area).count)
        #expect(picture.note()?.hasSuffix("left out everything from y 32767 on") == true)
    }

    @Test("a whole small layout is not cut and says nothing")
    func noCut() throws {
        let layout = try #require(BuiltInDemos.spec(named: "cards")).layout()
        let picture = SVGPicture.draw(layout, area: .whole(layout), options: options)
        #expect(picture.cut == nil && picture.note() == nil)
        #expect(picture.area == Rect(origin: Point(x: 0, y: 0), size: layout.contentSize))
        #expect(picture.elements == layout.allElements().count)
    }

    @Test("orthogonal rows are drawn at their offsets")
    func orthogonalRows() throws {
        // A group-paging row of five cards (the `compositional` demo before seed 002's layout replaced it).
        let layout = try LayoutSpec(json: JSONParser().parse(pagingRowSpecJSON)).layout()
        let area = PictureArea.visible(size: Size(width: 375, height: 667), orthogonalOffsets: [0: 355], in: layout)
        let document = try SVGDocument(SVGPicture.draw(layout, area: area, options: options).svg)
        let first = try #require(document.groups["cell-0-1"]?.children(named: "rect").first)
        let unscrolled = try #require(layout.itemFrame(section: 0, item: 1))
        #expect(first.number("x") == unscrolled.minX - 355)
        #expect(document.groups["background-0"]?.children(named: "rect").first?.number("x") == 10, "backgrounds stay")
    }

    @Test("the shadows of elements just outside the picture are drawn")
    func shadowReach() throws {
        let spec = try #require(BuiltInDemos.spec(named: "shadow"))
        let layout = spec.layout()
        let background = try #require(layout.attributes(kind: .background, section: 1)).frame
        // A picture ending 20 pt above the background, within its shadow's reach (6 + 3 × 10 pt).
        let area = PictureArea(rect: Rect(x: 0, y: 0, width: 375, height: background.minY - 20))
        var reaching = options
        reaching.shadowReach = SVGPicture.shadowReach(of: try #require(layout.backgroundStyle(ofSection: 1)))
        #expect(reaching.shadowReach == 36)
        #expect(try SVGDocument(SVGPicture.draw(layout, area: area, options: reaching).svg).groups["background-1"] != nil)
        #expect(try SVGDocument(SVGPicture.draw(layout, area: area, options: options).svg).groups["background-1"] == nil)
    }
}
