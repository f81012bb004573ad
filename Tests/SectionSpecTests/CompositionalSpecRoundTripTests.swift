import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

let compositionalRoundTrips: [RoundTripCase] = [
    RoundTripCase("no sections", #"{"layout": "compositional"}"#),
    RoundTripCase(
        "every key",
        """
        {"layout": "compositional", "scrollDirection": "horizontal", "viewport": {"width": 320.5, "height": 480},
         "contentInset": {"top": -20, "left": 1, "bottom": 34, "right": 0.25}, "interSectionSpacing": 7.5,
         "sections": [
           {"title": "Grüße \\"quoted\\"", "items": 12,
            "group": {"axis": "vertical", "width": {"estimated": 120}, "height": {"fractionalHeight": 0.5},
                      "subitems": [{"width": {"fractionalWidth": 1}, "height": {"absolute": 30},
                                    "contentInsets": {"top": 2, "leading": 3, "bottom": -4, "trailing": 5}},
                                   {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 0.1},
                                    "count": 3, "interItemSpacing": {"fixed": -1},
                                    "group": {"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1},
                                              "item": \(fillingItemJSON), "contentInsets": {"bottom": 1}}}],
                      "interItemSpacing": {"flexible": 8}, "contentInsets": {"leading": 6}},
            "interGroupSpacing": -3, "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
            "orthogonalScrollingBehavior": "continuousGroupLeadingBoundary", "supplementariesFollowContentInsets": false,
            "header": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}, "extendsBoundary": true},
            "footer": {"width": {"absolute": 100}, "height": {"absolute": 20}, "extendsBoundary": false},
            "background": {"contentInsets": {"top": -5}, "color": "#33669980", "cornerRadius": 12,
                           "border": {"width": 2, "color": "black"},
                           "shadow": {"color": "#000", "offset": {"width": 0, "height": -2}, "radius": 6, "opacity": 0.25},
                           "image": "dots"}},
           {"items": 0, "group": {"axis": "horizontal", "width": {"absolute": 0}, "height": {"absolute": 0},
                                  "item": {"width": {"absolute": 0}, "height": {"absolute": 0}}, "count": 100000},
            "background": {}}
         ]}
        """),
]

@Test("compositional decode(encode(spec)) == spec", arguments: compositionalRoundTrips)
func compositionalRoundTrips(_ example: RoundTripCase) throws {
    let spec = try decodeSpec(example.json)
    #expect(spec.engine.kind == .compositional)
    let text = spec.jsonText
    let again = try decodeSpec(text)
    #expect(again == spec)
    #expect(again.jsonText == text)
    #expect(try LayoutSpec(json: spec.jsonValue) == spec)
}

@Test func compositionalSpecsWriteBackOnlyWhatDiffersFromTheDefaults() throws {
    let spec = try decodeSpec(
        """
        {"layout": "compositional", "sections": [{"items": 3, "title": "Photos",
          "group": {"contentInsets": {"top": 0}, "interItemSpacing": {"fixed": 0}, "axis": "horizontal",
                    "width": {"fractionalWidth": 1}, "height": {"absolute": 44},
                    "subitems": [{"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}, "contentInsets": {}}]},
          "interGroupSpacing": 0, "orthogonalScrollingBehavior": "none", "supplementariesFollowContentInsets": true,
          "header": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}, "extendsBoundary": true},
          "background": {"color": "systemRed", "cornerRadius": 0, "contentInsets": {"leading": 5}}}]}
        """)
    let expected = """
        {
          "layout": "compositional",
          "scrollDirection": "vertical",
          "viewport": {"width": 375, "height": 667},
          "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
          "interSectionSpacing": 0,
          "sections": [
            {
              "title": "Photos",
              "items": 3,
              "group": {
                "axis": "horizontal",
                "width": {"fractionalWidth": 1},
                "height": {"absolute": 44},
                "item": {
                  "width": {"fractionalWidth": 0.5},
                  "height": {"fractionalHeight": 1}
                }
              },
              "header": {
                "width": {"fractionalWidth": 1},
                "height": {"absolute": 30}
              },
              "background": {
                "contentInsets": {"top": 0, "leading": 5, "bottom": 0, "trailing": 0},
                "color": "systemRed"
              }
            }
          ]
        }

        """
    #expect(spec.jsonText == expected)
}

@Test func groupsBuiltInSwiftWriteBackAsWhatTheyLayOut() throws {
    let empty = LayoutGroup(axis: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), subitems: [])
    let counted = LayoutGroup.horizontal(
        LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
        subitem: .item(fillingItem), count: -4)
    let spec = LayoutSpec(
        engine: .compositional(
            CompositionalSpec(sections: [
                CompositionalSectionSpec(section: LayoutSection(items: 3, group: empty)),
                CompositionalSectionSpec(title: "T", section: LayoutSection(items: -2, group: counted)),
            ])))
    let reloaded = try decodeSpec(spec.jsonText)
    #expect(reloaded.layout() == spec.layout())
    #expect(reloaded.compositionalLayout?.sections[0].group.count == 1)
    #expect(reloaded.compositionalLayout?.sections[1].group.count == 1)
    #expect(reloaded.compositionalLayout?.sections[1].items == 0)
    #expect(reloaded.sectionTitles == [nil, "T"])
}

@Test func tweakedCompositionalSpecsWriteBackAndReload() throws {
    var spec = try decodeSpec(compositional(group: plainGroup))
    guard case .compositional(var compositional) = spec.engine else {
        Issue.record("not a compositional spec")
        return
    }
    compositional.sections[0].section.interGroupSpacing = 12.5
    compositional.sections[0].section.background = BackgroundDecoration(style: BackgroundStyle(color: Color("systemBlue")))
    compositional.interSectionSpacing = 3
    spec.engine = .compositional(compositional)
    let path = try TemporaryDirectory().file("tweaked.json", contents: spec.jsonText)
    let reloaded = try SpecFile.load(path: path)
    #expect(reloaded == spec)
    #expect(reloaded.compositionalLayout?.sections[0].interGroupSpacing == 12.5)
    #expect(reloaded.layout().attributes(kind: .background, section: 0)?.style?.color == Color("systemBlue"))
}
