import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// A spec text that must survive decode → encode → decode.
struct RoundTripCase: CustomTestStringConvertible, Sendable {
    var id: String
    var json: String
    init(_ id: String, _ json: String) {
        self.id = id
        self.json = json
    }
    var testDescription: String { id }
}

let roundTripSpecs: [RoundTripCase] = [
    RoundTripCase("empty", "{}"),
    RoundTripCase(
        "every key",
        """
        {"layout": "flow", "scrollDirection": "horizontal", "viewport": {"width": 320.5, "height": 480},
         "contentInset": {"top": -20, "left": 1, "bottom": 34, "right": 0.25},
         "flow": {"itemSize": {"width": 100, "height": 40}, "minimumLineSpacing": 4, "minimumInteritemSpacing": -2.5,
                  "sectionInset": {"top": 10, "left": 20, "bottom": 30, "right": 40},
                  "headerReferenceSize": {"width": 44, "height": 0}, "footerReferenceSize": {"width": 22, "height": 1}},
         "background": {"cover": "items", "includeHeader": true, "includeFooter": false,
                        "margin": {"top": 16, "left": 20}, "whenEmpty": true, "color": "#12345678",
                        "cornerRadius": 12, "border": {"width": 2, "color": "systemBlue"},
                        "shadow": {"color": "#000", "offset": {"width": 0, "height": -2}, "radius": 6, "opacity": 0.25},
                        "image": "stripes \\"quoted\\"\\n"},
         "sections": [
           {"title": "Grüße", "items": 3},
           {"itemSizes": [{"width": 200, "height": 50}, {"width": 0.1, "height": 1e-3}], "minimumInteritemSpacing": 0},
           {"items": 0, "itemSize": {"width": 10, "height": 10}, "minimumLineSpacing": 1, "sectionInset": {"left": 8},
            "headerReferenceSize": {"width": 0, "height": 30}, "footerReferenceSize": {"width": 0, "height": 5},
            "background": {"cover": "none", "color": "clear"}}
         ]}
        """),
    RoundTripCase("section background only", #"{"sections": [{"items": 1, "background": {}}]}"#),
]

@Test("decode(encode(spec)) == spec", arguments: roundTripSpecs)
func roundTrips(_ example: RoundTripCase) throws {
    let spec = try decodeSpec(example.json)
    let text = spec.jsonText
    let again = try decodeSpec(text)
    #expect(again == spec)
    #expect(again.jsonText == text)
    #expect(try LayoutSpec(json: spec.jsonValue) == spec)
}

@Test func writesSpecsInADocumentedShape() throws {
    let spec = try decodeSpec(
        """
        {"sections": [{"items": 7, "title": "Photos", "background": {"color": "#FF0000", "cornerRadius": 8}}],
         "viewport": {"width": 320, "height": 480}}
        """)
    let expected = """
        {
          "layout": "flow",
          "scrollDirection": "vertical",
          "viewport": {"width": 320, "height": 480},
          "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
          "flow": {
            "itemSize": {"width": 50, "height": 50},
            "minimumLineSpacing": 10,
            "minimumInteritemSpacing": 10,
            "sectionInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
            "headerReferenceSize": {"width": 0, "height": 0},
            "footerReferenceSize": {"width": 0, "height": 0}
          },
          "sections": [
            {
              "title": "Photos",
              "items": 7,
              "background": {"color": "#FF0000", "cornerRadius": 8}
            }
          ]
        }

        """
    #expect(spec.jsonText == expected)
}

@Test func tweakedSpecsWriteBackAndReload() throws {
    var spec = try decodeSpec(#"{"background": {"cover": "items"}, "sections": [{"items": 3}]}"#)
    guard case .flow(var flow) = spec.engine else {
        Issue.record("not a flow spec")
        return
    }
    flow.layout.sectionInset.left = 12.5
    flow.background?.cover = BackgroundCover.items.next
    spec.engine = .flow(flow)
    spec.scrollDirection = .horizontal
    let path = try TemporaryDirectory().file("tweaked.json", contents: spec.jsonText)
    let reloaded = try SpecFile.load(path: path)
    #expect(reloaded == spec)
    #expect(reloaded.flowLayout?.sectionInset.left == 12.5)
    #expect(reloaded.flowLayout?.background.cover == .nothing)
    #expect(reloaded.scrollDirection == .horizontal)
}
