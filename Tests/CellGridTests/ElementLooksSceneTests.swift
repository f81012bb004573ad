import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// A document's element looks in the scene (`SceneBuilder.looks`): an element with a look is drawn as
/// its view shows — shadow, fill, radius, border, text in the ink that reads on what is beneath it —
/// whatever its kind; one without keeps the spec drawing.
struct ElementLooksSceneTests {
    static let area = Rect(x: 0, y: 0, width: 200, height: 100)
    static let band = LayoutAttributes(
        kind: ElementKind(rawValue: "Band"), section: 0, frame: Rect(x: 0, y: 0, width: 200, height: 100), zIndex: -1)
    static let header = LayoutAttributes(kind: .header, section: 0, frame: Rect(x: 0, y: 0, width: 200, height: 20))
    static let cell = LayoutAttributes(kind: .cell, section: 0, item: 3, frame: Rect(x: 10, y: 30, width: 40, height: 30))

    static func scene(_ looks: ElementLooks?, _ elements: [LayoutAttributes] = [band, header, cell]) throws -> Scene {
        var builder = SceneBuilder(scheme: .spec)
        builder.looks = looks
        return try #require(builder.scene(of: ListedElements(elements, contentSize: area.size), in: area))
    }

    static let green = Color(red: 0, green: 255, blue: 0)
    static let navy = Color(red: 0, green: 0, blue: 128)

    @Test func aDecorationsLookIsItsShadowFillRadiusAndBorder() throws {
        var looks = ElementLooks()
        looks.set(
            ElementLook(
                fill: Self.green, cornerRadius: 12, border: Border(width: 2, color: .black),
                shadow: Shadow(color: .black, offset: Size(width: 0, height: 2), radius: 30, opacity: 0.06)),
            for: Self.band, category: .decorationView)
        let scene = try Self.scene(looks)
        let band = try #require(scene.entries.first)
        #expect(band.element.category == .decorationView && band.element.elementKind == ElementKind(rawValue: "Band"))
        #expect(
            band.commands == [
                .shadow(
                    SceneShadow(
                        rect: Self.band.frame, cornerRadius: 12, color: .black, offset: Size(width: 0, height: 2), radius: 30,
                        opacity: 0.06)),
                .rectangle(
                    SceneRectangle(
                        rect: Self.band.frame, cornerRadius: 12, fill: SceneColor(Self.green),
                        stroke: SceneStroke(width: 2, color: .black),
                        isViewLook: true)),
            ])
    }

    /// `layer.maskedCorners`: the look's radius rounds only the corners it names. The scene carries them
    /// to the shadow and the rectangle; the terminal draws a rounded glyph at the top-left corner only,
    /// square corners at the other three (20 × 5 cells of 10 × 20 points, a 12-point radius).
    @Test func maskedCornersRoundOnlyThoseCorners() throws {
        var looks = ElementLooks()
        looks.set(
            ElementLook(
                fill: Self.green, cornerRadius: 12, roundedCorners: .minXMinY, border: Border(width: 2, color: .black),
                shadow: Shadow(color: .black, offset: Size(width: 0, height: 2), radius: 3, opacity: 0.5)),
            for: Self.band, category: .decorationView)
        let scene = try Self.scene(looks, [Self.band])
        #expect(
            scene.entries.first?.commands == [
                .shadow(
                    SceneShadow(
                        rect: Self.band.frame, cornerRadius: 12, roundedCorners: .minXMinY, color: .black,
                        offset: Size(width: 0, height: 2), radius: 3, opacity: 0.5)),
                .rectangle(
                    SceneRectangle(
                        rect: Self.band.frame, cornerRadius: 12, roundedCorners: .minXMinY, fill: SceneColor(Self.green),
                        stroke: SceneStroke(width: 2, color: .black), isViewLook: true)),
            ])
        var renderer = LayoutRenderer(theme: .monochrome)
        renderer.looks = looks
        var grid = Grid(width: 22, height: 7)
        renderer.render(
            ListedElements([Self.band], contentSize: Self.area.size),
            viewport: Viewport(
                columns: 22, rows: 7, scale: CellScale(pointsPerColumn: 10, pointsPerRow: 20),
                contentOffset: Point(x: -10, y: -20)), into: &grid)
        let lines = grid.plainLines()
        #expect(lines[1].dropFirst().prefix(20) == "╭" + String(repeating: "─", count: 18) + "┐")
        #expect(lines[5].dropFirst().prefix(20) == "└" + String(repeating: "─", count: 18) + "┘")
        #expect(SceneCorners(names: ["maxXMaxY", "minXMinY", "nonsense"]) == [.maxXMaxY, .minXMinY])
    }

    /// A header's text reads leading and bold, in the ink of the look beneath it: black on a green band,
    /// white on a navy one.
    @Test func aHeadersTextReadsOnTheLookBeneathIt() throws {
        for (fill, ink) in [(Self.green, SceneColor.black), (Self.navy, SceneColor.white)] {
            var looks = ElementLooks()
            looks.set(ElementLook(fill: fill), for: Self.band, category: .decorationView)
            looks.set(ElementLook(text: "第1组"), for: Self.header, category: .supplementaryView)
            let scene = try Self.scene(looks)
            #expect(
                scene.entries[1].commands == [
                    .text(
                        SceneText(
                            rect: Self.header.frame, content: .string("第1组"), alignment: .leading,
                            emphasis: .strong, color: ink))
                ])
        }
    }

    /// A cell whose view has no fill keeps the scheme's box and outline (so it shows), and reads its
    /// text — or its image's name — instead of its index path.
    @Test func aCellWithoutAFillKeepsItsBoxAndReadsItsText() throws {
        let plain = try Self.scene(nil, [Self.cell])
        guard case .rectangle(let box)? = plain.entries.first?.commands.first else {
            Issue.record("no box")
            return
        }
        var looks = ElementLooks()
        looks.set(ElementLook(image: "book1"), for: Self.cell, category: .cell)
        let scene = try Self.scene(looks, [Self.cell])
        var viewBox = box
        viewBox.isViewLook = true
        #expect(
            scene.entries[0].commands == [
                .rectangle(viewBox),
                .text(SceneText(rect: Self.cell.frame, content: .string("book1"), alignment: .center, color: .black)),
            ])
    }

    /// Without looks, or with looks for other elements, the scene is the spec drawing, unchanged.
    @Test func elementsWithoutALookAreDrawnAsBefore() throws {
        let before = try Self.scene(nil)
        var others = ElementLooks()
        others.set(
            ElementLook(fill: Self.green), for: LayoutAttributes(kind: .cell, section: 9, item: 9, frame: Self.area),
            category: .cell)
        #expect(try Self.scene(others) == before)
        #expect(try Self.scene(ElementLooks()) == before)
    }

    /// A clear header without text and a clear decoration show nothing: not handed over at all (a spec's
    /// "Section 0" title would not be the code's view).
    @Test func aLookThatShowsNothingDrawsNothing() throws {
        var looks = ElementLooks()
        looks.set(ElementLook(), for: Self.band, category: .decorationView)
        looks.set(ElementLook(), for: Self.header, category: .supplementaryView)
        looks.set(ElementLook(), for: Self.cell, category: .cell)
        let scene = try Self.scene(looks)
        #expect(scene.entries.map(\.element.elementKind) == [.cell])
        #expect(scene.entries[0].commands.count == 2, "the cell's box and its index path")
    }

    /// A rect query of listed elements hands over those that intersect the rect, in their order.
    @Test func listedElementsAnswerRectQueries() {
        let elements = ListedElements([Self.band, Self.header, Self.cell], contentSize: Self.area.size)
        var seen: [ElementKind] = []
        elements.forEachElement(in: Rect(x: 0, y: 25, width: 20, height: 10), context: .unscrolled) { element in
            seen.append(element.kind)
            return true
        }
        #expect(seen == [ElementKind(rawValue: "Band"), .cell])
    }
}
