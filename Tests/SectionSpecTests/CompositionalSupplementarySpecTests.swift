import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Every key of issue 13 in one spec: the layout's boundary items, a section's boundary items beside a
/// header and footer with every option, the content insets reference, an item with edge spacing and two
/// badges (one with an item anchor), a custom group.
let everySupplementaryKeyJSON = """
    {"layout": "compositional",
     "boundarySupplementaryItems": [
       {"elementKind": "banner", "width": {"fractionalWidth": 1}, "height": {"absolute": 50}, "alignment": "top",
        "pinToVisibleBounds": true}],
     "sections": [
       {"items": 4,
        "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"estimated": 100},
                  "item": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 80},
                           "edgeSpacing": {"leading": {"fixed": 4}, "bottom": {"flexible": 0}},
                           "supplementaryItems": [
                             {"elementKind": "badge", "width": {"absolute": 20}, "height": {"absolute": 20},
                              "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.5, "y": -0.5}},
                              "zIndex": 2},
                             {"elementKind": "tag", "width": {"fractionalWidth": 0.5}, "height": {"absolute": 10},
                              "containerAnchor": {"edges": ["bottom"], "absoluteOffset": {"x": 0, "y": 4}},
                              "itemAnchor": {"edges": ["top"]}}]}},
        "supplementaryContentInsetsReference": "layoutMargins",
        "header": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}, "pinToVisibleBounds": true, "zIndex": 3},
        "footer": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}, "contentInsets": {"leading": 8}},
        "boundarySupplementaryItems": [
          {"elementKind": "count", "width": {"absolute": 60}, "height": {"absolute": 20}, "alignment": "topTrailing",
           "absoluteOffset": {"x": -4, "y": 4}, "extendsBoundary": false, "zIndex": -1}]},
       {"items": 3, "group": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100},
                              "custom": [{"x": 0, "y": 0, "width": 100, "height": 100}, {"x": 110, "y": 10, "width": 50, "height": 50}]}}]}
    """

@Suite("Compositional spec: boundary items, badges, edge spacing, custom groups")
struct CompositionalSupplementarySpecTests {
    @Test func everyKeyDecodesToTheLayoutsValues() throws {
        let layout = try #require(try decodeSpec(everySupplementaryKeyJSON).compositionalLayout)
        #expect(
            layout.boundarySupplementaryItems == [
                BoundarySupplementaryItem(
                    elementKind: "banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), alignment: .top,
                    pinToVisibleBounds: true)
            ])
        let section = layout.sections[0]
        #expect(section.supplementaryContentInsetsReference == .layoutMargins)
        var header = BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(30))
        header.pinToVisibleBounds = true
        header.zIndex = 3
        #expect(section.header == header)
        var footer = BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(10))
        footer.contentInsets = DirectionalEdgeInsets(leading: 8)
        #expect(section.footer == footer)
        #expect(
            section.boundarySupplementaryItems == [
                BoundarySupplementaryItem(
                    elementKind: "count", size: LayoutSize(width: .absolute(60), height: .absolute(20)), alignment: .topTrailing,
                    absoluteOffset: Point(x: -4, y: 4), extendsBoundary: false, zIndex: -1)
            ])
        guard case .item(let item) = section.group.subitems.first else {
            Issue.record("no item")
            return
        }
        #expect(item.edgeSpacing == LayoutEdgeSpacing(leading: .fixed(4), bottom: .flexible(0)))
        #expect(
            item.supplementaryItems == [
                LayoutSupplementaryItem(
                    elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                    containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))),
                    zIndex: 2),
                LayoutSupplementaryItem(
                    elementKind: "tag", size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(10)),
                    containerAnchor: LayoutAnchor(edges: [.bottom], offset: .absolute(Point(x: 0, y: 4))),
                    itemAnchor: LayoutAnchor(edges: [.top])),
            ])
        #expect(layout.sections[1].group.customFrames == [rect(0, 0, 100, 100), rect(110, 10, 50, 50)])
        #expect(layout.sections[1].group.axis == .horizontal, "a custom group needs no axis")
    }

    @Test func everyKeyRoundTrips() throws {
        let spec = try decodeSpec(everySupplementaryKeyJSON)
        let text = spec.jsonText
        #expect(try decodeSpec(text) == spec)
        #expect(try decodeSpec(text).jsonText == text)
        #expect(try LayoutSpec(json: spec.jsonValue) == spec)
    }

    /// `supplementariesFollowContentInsets` (deprecated in iOS 16) is still read; what is written is
    /// its replacement, and only when it is not the default (`automatic`, which `true` means).
    @Test func theOlderKeyIsReadAndTheNewerWritten() throws {
        let off = try decodeSpec(section(#", "supplementariesFollowContentInsets": false"#))
        #expect(off.compositionalLayout?.sections[0].supplementaryContentInsetsReference == ContentInsetsReference.none)
        #expect(off.jsonText.contains(#""supplementaryContentInsetsReference": "none""#))
        #expect(!off.jsonText.contains("supplementariesFollowContentInsets"))
        let on = try decodeSpec(section(#", "supplementariesFollowContentInsets": true"#))
        #expect(on.compositionalLayout?.sections[0].supplementaryContentInsetsReference == .automatic)
        #expect(!on.jsonText.contains("upplementar"))
    }

    /// Writing back a file that uses the older key keeps it as written when it did not change.
    @Test func aWriteBackKeepsTheOlderKeyAsWritten() throws {
        let text = section(#", "supplementariesFollowContentInsets": false, "interGroupSpacing": 4"#)
        var spec = try decodeSpec(text)
        guard case .compositional(var compositional) = spec.engine else {
            Issue.record("not compositional")
            return
        }
        compositional.sections[0].section.interGroupSpacing = 6
        spec.engine = .compositional(compositional)
        let written = String(
            decoding: SpecDocument(spec: try decodeSpec(text), text: Array(text.utf8)).text(for: spec), as: UTF8.self)
        #expect(written == text.replacingOccurrences(of: #""interGroupSpacing": 4"#, with: #""interGroupSpacing": 6"#))
    }

    /// UIKit's defaults are left out when written: `extendsBoundary` true, `pinToVisibleBounds` false,
    /// `zIndex` 0, a zero `absoluteOffset` or `contentInsets`, the `automatic` reference, a zero anchor
    /// offset, no layout-wide items.
    @Test func defaultsAreNotWrittenBack() throws {
        let spec = try decodeSpec(
            """
            {"layout": "compositional", "boundarySupplementaryItems": [], "sections": [{"items": 1,
              "group": {"axis": "horizontal", "width": {"absolute": 10}, "height": {"absolute": 10},
                        "item": {"width": {"absolute": 10}, "height": {"absolute": 10}, "supplementaryItems": [
                          {"elementKind": "b", "width": {"absolute": 1}, "height": {"absolute": 1}, "zIndex": 0,
                           "containerAnchor": {"edges": ["top"], "absoluteOffset": {"x": 0, "y": 0}}}]}},
              "supplementaryContentInsetsReference": "automatic",
              "header": {"width": {"absolute": 1}, "height": {"absolute": 1}, "extendsBoundary": true, "zIndex": 0},
              "boundarySupplementaryItems": [{"elementKind": "k", "width": {"absolute": 1}, "height": {"absolute": 1},
                "alignment": "bottom", "absoluteOffset": {"x": 0, "y": 0}, "extendsBoundary": true,
                "pinToVisibleBounds": false, "zIndex": 0, "contentInsets": {}}]}]}
            """)
        let section = try #require(
            spec.jsonValue["sections"].flatMap { value -> JSONValue? in
                if case .array(let sections) = value { return sections.first }
                return nil
            })
        #expect(
            JSONWriter().write(section) == """
                {
                  "items": 1,
                  "group": {
                    "axis": "horizontal",
                    "width": {"absolute": 10},
                    "height": {"absolute": 10},
                    "item": {
                      "width": {"absolute": 10},
                      "height": {"absolute": 10},
                      "supplementaryItems": [
                        {
                          "elementKind": "b",
                          "width": {"absolute": 1},
                          "height": {"absolute": 1},
                          "containerAnchor": {
                            "edges": ["top"]
                          }
                        }
                      ]
                    }
                  },
                  "header": {
                    "width": {"absolute": 1},
                    "height": {"absolute": 1}
                  },
                  "boundarySupplementaryItems": [
                    {
                      "elementKind": "k",
                      "width": {"absolute": 1},
                      "height": {"absolute": 1},
                      "alignment": "bottom"
                    }
                  ]
                }
                """)
        #expect(spec.jsonValue["boundarySupplementaryItems"] == nil)
    }

    /// The layout the spec describes has each element where issue 13's frames say (the §3 case, read
    /// from a spec).
    @Test func theSpecLaysOutItsBoundaryItems() throws {
        let result = try decodeSpec(
            section(
                """
                , "contentInsets": {"leading": 16, "trailing": 16},
                "boundarySupplementaryItems": [
                  {"elementKind": "header", "width": {"absolute": 100}, "height": {"absolute": 30}, "alignment": "topLeading"},
                  {"elementKind": "badge", "width": {"absolute": 60}, "height": {"absolute": 20}, "alignment": "topTrailing",
                   "extendsBoundary": false}]
                """)
        ).layout()
        #expect(result.attributes(kind: .header, section: 0)?.frame == rect(16, 0, 100, 30))
        #expect(result.attributes(kind: ElementKind(rawValue: "badge"), section: 0)?.frame == rect(299, 0, 60, 20))
        #expect(result.itemFrame(section: 0, item: 0)?.minY == 30)
    }
}
