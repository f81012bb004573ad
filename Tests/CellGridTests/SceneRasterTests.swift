import SectionLayout
import SeededRandom
import Testing

@testable import CellGrid
@testable import SectionScene

/// The cells are drawn from the scene alone: a recorded scene drawn again gives the grid the render of
/// the layout gives, cell for cell and style for style, at every colour depth and scheme.
@Suite struct SceneRasterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var layout: @Sendable () -> LayoutResult
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "two sections, vertical") { RendererPictureTests.twoSections(.vertical) },
        Case(id: "two sections, horizontal") { RendererPictureTests.twoSections(.horizontal) },
        Case(id: "bordered with a shadow") { BorderPictureTests.bordered(cornerRadius: 8, shadowOffset: s(3, 3)) },
        Case(id: "cards") { RendererPictureTests.roundedCards(width: 130) },
        Case(id: "sections") { RendererColorTests.sectionsLayout() },
        Case(id: "table, horizontal") { SceneTableTests.layout(.horizontal) },
        Case(id: "textured") { TextureTests.textured("grid") },
        Case(id: "missing image") { TextureTests.textured("nowhere.ppm", color: nil) },
    ]

    static let themes: [Theme] =
        ColorDepth.allCases.map { Theme(depth: $0) }
        + ColorScheme.allCases.map { Theme(depth: .palette256, scheme: $0, canvas: Color("lightGray")) }

    static func expectSameDrawing(
        _ layout: LayoutResult, viewport: Viewport, renderer: LayoutRenderer,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var direct = Grid(width: viewport.columns, height: viewport.rows)
        let report = renderer.render(layout, viewport: viewport, into: &direct)
        guard let scene = renderer.sceneBuilder.scene(of: layout, in: report.queryRect, context: viewport.scrollContext) else {
            Issue.record("no scene", sourceLocation: sourceLocation)
            return
        }
        var replayed = Grid(width: viewport.columns, height: viewport.rows)
        let replayReport = renderer.render(scene, viewport: viewport, into: &replayed)
        #expect(replayed == direct, "\(replayed)\n---\n\(direct)", sourceLocation: sourceLocation)
        #expect(replayReport == report, sourceLocation: sourceLocation)
    }

    @Test(arguments: cases)
    func aRecordedSceneDrawsWhatTheRenderDraws(_ example: Case) {
        let layout = example.layout()
        for theme in Self.themes {
            for offset in [Point(x: 0, y: 0), Point(x: 7, y: 13), Point(x: -20, y: -10)] {
                let viewport = Viewport(columns: 26, rows: 14, scale: CellScale(pointsPerColumn: 5), contentOffset: offset)
                Self.expectSameDrawing(layout, viewport: viewport, renderer: LayoutRenderer(theme: theme))
            }
        }
    }

    /// Random flow layouts with random styles, scrolled anywhere, at any depth.
    @Test(arguments: 0..<16)
    func randomLayoutsDrawTheSameFromTheirScene(seed: Int) {
        var rng = SplitMix64(seed: UInt64(9_000 + seed))
        func pick<T>(_ values: [T]) -> T { values[Int(rng.next() % UInt64(values.count))] }
        func points(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * Double(rng.next() % 10_000) / 10_000
        }
        let colors: [Color?] = [nil, .white, Color("blue"), Color("#FFFFFF80"), Color("lightGray"), .clear]
        let sections = (0..<Int(rng.next() % 5 + 1)).map { _ in
            let style = BackgroundStyle(
                color: pick(colors), cornerRadius: pick([0, 2, 10]),
                border: pick([nil, Border(width: 1, color: Color("red") ?? .black)]),
                shadow: pick([nil, Shadow(offset: s(points(-4...4), points(-4...4)), opacity: 0.6)]),
                image: pick([nil, nil, "dots", "nowhere.ppm"]))
            return FlowSection(
                items: .count(Int(rng.next() % 30)),
                background: SectionBackground(includeHeader: pick([true, false]), style: style))
        }
        let flow = FlowLayout(
            scrollDirection: pick([.vertical, .horizontal]), itemSize: s(points(3...60), points(3...60)),
            sectionInset: EdgeInsets(all: points(0...20)), headerReferenceSize: s(points(0...30), points(0...30)),
            footerReferenceSize: s(points(0...15), points(0...15)), sections: sections)
        let layout = flow.layout(in: s(200, 200))
        let labels = RenderLabels(
            sectionTitles: [pick(["第1组", "a", "", "Section title that is long"])],
            items: pick(RenderLabels.ItemLabel.allCases))
        let renderer = LayoutRenderer(
            theme: Theme(
                depth: pick(ColorDepth.allCases), scheme: pick(ColorScheme.allCases),
                canvas: pick(colors)), labels: labels)
        let viewport = Viewport(
            columns: 40, rows: 16, scale: CellScale(pointsPerColumn: points(2...8)),
            contentOffset: Point(x: points(-20...100), y: points(-20...100)))
        Self.expectSameDrawing(layout, viewport: viewport, renderer: renderer)
    }
}
