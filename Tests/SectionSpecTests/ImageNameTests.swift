import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// What a front end loads before drawing comes from the spec: the images of the backgrounds the layout
/// would draw, without laying it out.
@Suite("Image names from the spec")
struct ImageNameTests {
    /// The names a layout's background elements carry, sorted: what the spec's names must equal.
    static func drawnNames(_ spec: LayoutSpec) -> [String] {
        let layout = spec.layout()
        let names = (0..<layout.numberOfSections).compactMap { section in
            layout.attributes(kind: .background, section: section)?.style?.image
        }
        return Set(names.filter { !$0.isEmpty }).sorted()
    }

    @Test func oneLayoutWideImage() throws {
        let spec = try decodeSpec(
            #"{"flow": {"sectionInset": {"top": 30}}, "background": {"color": "white", "image": "a.ppm"}, "sections": [{"items": 1}]}"#
        )
        #expect(spec.imageNames == ["a.ppm"])
    }

    @Test func sectionImagesOverTheLayoutWideOneThatCoverSomething() throws {
        let spec = try decodeSpec(
            """
            {"flow": {"sectionInset": {"top": 10, "bottom": 10}}, "background": {"image": "wide.ppm"},
             "sections": [{"items": 2, "background": {"image": "own.txt"}}, {"items": 1},
                          {"items": 3, "background": {"image": "hidden.ppm", "cover": "none"}},
                          {"items": 0, "background": {"image": "empty.ppm"}},
                          {"items": 0, "background": {"image": "kept.ppm", "whenEmpty": true}},
                          {"items": 1, "background": {"image": ""}}]}
            """)
        #expect(spec.imageNames == ["kept.ppm", "own.txt", "wide.ppm"])
        #expect(spec.imageNames == Self.drawnNames(spec))
        #expect(try decodeSpec(#"{"sections": [{"items": 1}]}"#).imageNames == [])
    }

    @Test func compositionalDecorations() throws {
        let spec = try decodeSpec(
            compositional(section: #"{"items": 3, "background": {"image": "dots"}, "group": \#(plainGroup)}"#))
        #expect(spec.imageNames == ["dots"])
        #expect(spec.imageNames == Self.drawnNames(spec))
    }

    @Test(arguments: BuiltInDemos.names)
    func demosNameWhatTheirLayoutsDraw(_ name: String) throws {
        let spec = try #require(BuiltInDemos.spec(named: name))
        #expect(spec.imageNames == Self.drawnNames(spec))
    }
}
