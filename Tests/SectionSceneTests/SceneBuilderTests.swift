import SectionLayout
import Testing

@testable import SectionScene

/// The scene builder's decisions apart from the table: element tags, the element limit, colours under
/// the schemes, title inks, images, labels, recording.
@Suite struct SceneBuilderTests {
    static let everything = r(-1_000, -1_000, 10_000, 10_000)

    static func flow(
        items: Int = 3, background: SectionBackground = SectionBackground(style: BackgroundStyle(color: .white)),
        sections: Int = 1
    ) -> LayoutResult {
        FlowLayout(
            itemSize: s(30, 30), sectionInset: EdgeInsets(all: 10), headerReferenceSize: s(0, 20),
            background: background, sections: Array(repeating: FlowSection(items: .count(items)), count: sections)
        )
        .layout(in: s(100, 400))
    }

    @Test(
        arguments: [
            (ElementKind.cell, 2, 14, "cell-2-14", SceneElement.Category.cell),
            (.background, 3, nil, "background-3", .decorationView),
            (.header, 0, nil, "header-0", .supplementaryView),
            (.footer, 5, nil, "footer-5", .supplementaryView),
            (ElementKind(rawValue: "badge"), 1, 2, "badge-1-2", .supplementaryView),
        ] as [(ElementKind, Int, Int?, String, SceneElement.Category)])
    func elementsAreNamedByKindAndIndexPath(
        kind: ElementKind, section: Int, item: Int?, id: String,
        category: SceneElement.Category
    ) {
        let element = SceneElement(LayoutAttributes(kind: kind, section: section, item: item, frame: r(1, 2, 3, 4)))
        #expect(element.id == id)
        #expect(element.category == category)
        #expect(element.zIndex == kind.zIndex)
        #expect(element.frame == r(1, 2, 3, 4))
    }

    @Test func theElementLimitStopsTheWalkAndHandsOverNothing() {
        let layout = Self.flow(items: 20)
        let all = layout.elements(in: Self.everything).count
        var scene = Scene()
        let builder = SceneBuilder(backgroundColor: Color("lightGray"))
        #expect(builder.build(layout, in: Self.everything, elementLimit: all - 1, into: &scene) == .overLimit)
        #expect(scene.entries.isEmpty)
        #expect(scene.backgroundColor == SceneColor(red: 170, green: 170, blue: 170), "beginScene still came")
        #expect(builder.build(layout, in: Self.everything, elementLimit: all, into: &scene) == .built(elements: all))
        #expect(scene.entries.count == all)
        #expect(builder.scene(of: layout, in: Self.everything, elementLimit: all - 1) == nil)
    }

    /// The scheme decides every colour: spec colours, pastels by section, vivid colours with black items
    /// and white labels in high contrast.
    @Test(arguments: ColorScheme.allCases)
    func schemesDecideTheColours(scheme: ColorScheme) throws {
        let layout = Self.flow(background: SectionBackground(style: BackgroundStyle(color: Color("blue"))), sections: 2)
        let scene = try #require(SceneBuilder(scheme: scheme).scene(of: layout, in: Self.everything))
        for section in 0..<2 {
            let fill = try #require(scheme.backgroundColor(section: section, specColor: Color("blue")))
            let item = scheme.itemColor(section: section, background: fill)
            let ink: SceneColor = item.brightness > 0.5 ? .black : .white
            let entries = scene.entries.filter { $0.element.section == section }
            guard
                case .rectangle(let background)? = entries.first(where: { $0.element.category == .decorationView })?.commands.last,
                case .rectangle(let box)? = entries.first(where: { $0.element.category == .cell })?.commands.first
            else {
                Issue.record("section \(section) has no background or cell rectangle")
                continue
            }
            #expect(background.fill == SceneColor(fill))
            #expect(box.fill == SceneColor(item) && box.stroke == SceneStroke(width: 1, color: ink))
            if scheme == .highContrast { #expect(box.fill == .black && ink == .white) }
        }
    }

    /// Titles read on what is beneath them: a section's dark fill when its background holds the title,
    /// the collection view's background otherwise (white when none).
    @Test func titlesTakeTheInkOfWhatIsBeneath() throws {
        func titleInk(includeHeader: Bool, canvas: Color?) throws -> SceneColor? {
            let background = SectionBackground(includeHeader: includeHeader, style: BackgroundStyle(color: Color("black")))
            let scene = try #require(
                SceneBuilder(backgroundColor: canvas).scene(
                    of: Self.flow(background: background),
                    in: Self.everything))
            guard case .text(let text)? = scene.entries.first(where: { $0.element.elementKind == .header })?.commands.first else {
                return nil
            }
            return text.color
        }
        #expect(try titleInk(includeHeader: true, canvas: nil) == .white)
        #expect(try titleInk(includeHeader: false, canvas: nil) == .black)
        #expect(try titleInk(includeHeader: false, canvas: Color("darkGray")) == .white)
    }

    /// An image background keeps its colour beneath and names its image; patterns are drawn in the
    /// fill moved 40 % towards black on a bright fill.
    @Test func imageBackgroundsNameTheirImage() throws {
        let style = BackgroundStyle(color: .white, cornerRadius: 4, image: "dots")
        let scene = try #require(
            SceneBuilder().scene(
                of: Self.flow(background: SectionBackground(style: style)),
                in: Self.everything))
        guard case .rectangle(let rectangle)? = scene.entries.first?.commands.first else {
            Issue.record("no background rectangle first: \(scene.entries.first.map { "\($0)" } ?? "none")")
            return
        }
        #expect(rectangle.fill == .white && rectangle.cornerRadius == 4)
        #expect(rectangle.image == SceneImage(name: "dots", ink: SceneColor(red: 153, green: 153, blue: 153)))
    }

    @Test(
        arguments: [
            (RenderLabels.ItemLabel.indexPath, [SceneTextContent.indexPath(section: 0, item: 1)], "0.1"),
            (.item, [.itemNumber(1)], "1"),
            (.none, [], ""),
        ] as [(RenderLabels.ItemLabel, [SceneTextContent], String)])
    func itemLabelsFollowTheLabelSetting(mode: RenderLabels.ItemLabel, contents: [SceneTextContent], text: String) throws {
        let builder = SceneBuilder(labels: RenderLabels(items: mode))
        let scene = try #require(builder.scene(of: Self.flow(), in: Self.everything))
        let cell = try #require(scene.entries.first { $0.element.id == "cell-0-1" })
        let labels = cell.commands.compactMap { command -> SceneTextContent? in
            if case .text(let label) = command { return label.content }
            return nil
        }
        #expect(labels == contents)
        #expect(labels.map(\.text).joined() == text)
    }

    @Test func titlesComeFromTheLabels() throws {
        let builder = SceneBuilder(labels: RenderLabels(sectionTitles: ["第1组", nil]))
        let scene = try #require(builder.scene(of: Self.flow(sections: 2), in: Self.everything))
        let titles = scene.entries.filter { $0.element.elementKind == .header }.flatMap(\.commands).compactMap { command in
            if case .text(let title) = command { return title.content.text }
            return nil
        }
        #expect(titles == ["第1组", "Section 1"])
    }

    /// A recorded scene replays exactly what the builder handed over.
    @Test func aRecordedSceneReplaysAsBuilt() throws {
        let scene = try #require(SceneBuilder(scheme: .pastel).scene(of: Self.flow(sections: 3), in: Self.everything))
        var copy = Scene(
            backgroundColor: .black,
            entries: [
                Scene.Entry(
                    element: SceneElement(
                        elementKind: .cell, section: 9,
                        frame: .zero, zIndex: 0),
                    commands: [])
            ])
        scene.replay(into: &copy)
        #expect(copy == scene)
    }
}
