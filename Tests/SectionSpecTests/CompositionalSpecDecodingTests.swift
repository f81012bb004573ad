import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// A compositional spec text and the layout it must describe.
struct GoodCompositionalSpec: CustomTestStringConvertible, Sendable {
    var id: String
    var json: String
    var layout: CompositionalLayout
    var titles: [String?] = []
    var testDescription: String { id }
}

let goodCompositionalSpecs: [GoodCompositionalSpec] = [
    GoodCompositionalSpec(id: "no sections", json: #"{"layout": "compositional"}"#, layout: CompositionalLayout()),
    GoodCompositionalSpec(
        id: "a list: one item per group",
        json: """
            {"layout": "compositional", "sections": [{"items": 3, "title": "List",
              "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 44},
                        "item": \(fillingItemJSON)}}]}
            """,
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3,
                group: .horizontal(
                    LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                    subitems: [.item(fillingItem)]))
        ]),
        titles: ["List"]),
    GoodCompositionalSpec(
        id: "every dimension, spacing and group key",
        json: """
            {"layout": "compositional", "scrollDirection": "horizontal", "interSectionSpacing": -2.5,
             "sections": [{"items": 10,
               "group": {"axis": "vertical", "width": {"estimated": 120}, "height": {"fractionalHeight": 0.5},
                         "subitems": [{"width": {"fractionalWidth": 1}, "height": {"absolute": 30},
                                       "contentInsets": {"top": 2, "leading": 3, "bottom": -4, "trailing": 5}},
                                      {"width": {"fractionalWidth": 0.5}, "height": {"estimated": 20}}],
                         "interItemSpacing": {"flexible": 8},
                         "contentInsets": {"leading": 6}}}]}
            """,
        layout: CompositionalLayout(
            scrollDirection: .horizontal, interSectionSpacing: -2.5,
            sections: [
                LayoutSection(
                    items: 10,
                    group: .vertical(
                        LayoutSize(width: .estimated(120), height: .fractionalHeight(0.5)),
                        subitems: [
                            .item(
                                LayoutItem(
                                    width: .fractionalWidth(1), height: .absolute(30),
                                    contentInsets: DirectionalEdgeInsets(top: 2, leading: 3, bottom: -4, trailing: 5))),
                            .item(LayoutItem(width: .fractionalWidth(0.5), height: .estimated(20))),
                        ],
                        interItemSpacing: .flexible(8), contentInsets: DirectionalEdgeInsets(leading: 6)))
            ]),
        titles: [nil]),
    GoodCompositionalSpec(
        id: "count group with fixed spacing",
        json: """
            {"layout": "compositional", "sections": [{"items": 7,
              "group": {"axis": "horizontal", "count": 3, "interItemSpacing": {"fixed": 10},
                        "width": {"fractionalWidth": 1}, "height": {"absolute": 100}, "item": \(fillingItemJSON)}}]}
            """,
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 7,
                group: .horizontal(
                    LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                    subitem: .item(fillingItem), count: 3, interItemSpacing: .fixed(10)))
        ]),
        titles: [nil]),
    GoodCompositionalSpec(
        id: "nested groups: a group key and a subitem with axis",
        json: """
            {"layout": "compositional", "sections": [{"items": 9,
              "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 200},
                        "subitems": [
                          {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                          {"axis": "vertical", "width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1},
                           "count": 2, "group": {"axis": "horizontal", "width": {"fractionalWidth": 1},
                                                 "height": {"fractionalHeight": 1}, "item": \(fillingItemJSON)}}
                        ]}}]}
            """,
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 9,
                group: .horizontal(
                    LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
                    subitems: [
                        .item(LayoutItem(width: .fractionalWidth(0.5), height: .fractionalHeight(1))),
                        .group(
                            .vertical(
                                LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                                subitem: .group(
                                    .horizontal(
                                        LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                                        subitems: [.item(fillingItem)])),
                                count: 2)),
                    ]))
        ]),
        titles: [nil]),
    GoodCompositionalSpec(
        id: "every section key",
        json: """
            {"layout": "compositional", "sections": [{"title": "Cards", "items": 4,
              "group": {"axis": "horizontal", "width": {"fractionalWidth": 0.8}, "height": {"absolute": 120},
                        "item": \(fillingItemJSON)},
              "interGroupSpacing": 12, "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
              "orthogonalScrollingBehavior": "groupPagingCentered", "supplementariesFollowContentInsets": false,
              "header": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}},
              "footer": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}, "extendsBoundary": false},
              "background": {"contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}, "color": "#336699",
                             "cornerRadius": 12, "border": {"width": 2, "color": "black"},
                             "shadow": {"opacity": 0.25}, "image": "dots"}}]}
            """,
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 4,
                group: .horizontal(
                    LayoutSize(width: .fractionalWidth(0.8), height: .absolute(120)),
                    subitems: [.item(fillingItem)]),
                interGroupSpacing: 12, contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
                orthogonalScrollingBehavior: .groupPagingCentered,
                header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .estimated(44)),
                footer: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(20), extendsBoundary: false),
                background: BackgroundDecoration(
                    contentInsets: DirectionalEdgeInsets(all: 5),
                    style: BackgroundStyle(
                        color: Color(red: 0x33, green: 0x66, blue: 0x99), cornerRadius: 12,
                        border: Border(width: 2, color: .black), shadow: Shadow(opacity: 0.25),
                        image: "dots")),
                supplementaryContentInsetsReference: .none)
        ]),
        titles: ["Cards"]),
    GoodCompositionalSpec(
        id: "empty background object is a plain background",
        json: """
            {"layout": "compositional", "sections": [{"items": 0, "background": {},
              "group": {"axis": "vertical", "width": {"absolute": 0}, "height": {"absolute": 0}, "item": \(fillingItemJSON)}}]}
            """,
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 0,
                group: .vertical(
                    LayoutSize(width: .absolute(0), height: .absolute(0)),
                    subitems: [.item(fillingItem)]),
                background: BackgroundDecoration())
        ]),
        titles: [nil]),
]

@Test("good compositional specs decode to the expected layout", arguments: goodCompositionalSpecs)
func decodesGoodCompositionalSpec(_ example: GoodCompositionalSpec) throws {
    let spec = try decodeSpec(example.json)
    #expect(spec.engine.kind == .compositional)
    #expect(spec.compositionalLayout == example.layout)
    #expect(spec.flowLayout == nil)
    #expect(spec.scrollDirection == example.layout.scrollDirection)
    #expect(spec.sectionTitles == example.titles)
}

@Test func compositionalSpecsTakeTheCommonTopLevelKeys() throws {
    let spec = try decodeSpec(
        """
        {"contentInset": {"left": 10, "right": 10}, "viewport": {"width": 340, "height": 480},
         "layout": "compositional", "interSectionSpacing": 20,
         "sections": [{"items": 3, "group": {"axis": "horizontal", "width": {"fractionalWidth": 1},
                                              "height": {"fractionalWidth": 0.5}, "item": \(fillingItemJSON)}}]}
        """)
    #expect(spec.viewport == size(340, 480))
    #expect(spec.contentInset == EdgeInsets(left: 10, right: 10))
    let result = spec.layout()
    #expect(result.contentSize == size(320, 480))
    #expect(result.itemFrame(section: 0, item: 2) == rect(0, 320, 320, 160))
    #expect(spec.layout(viewport: size(220, 100)).itemFrame(section: 0, item: 1) == rect(0, 100, 200, 100))
}

@Test func theSameLayoutCallServesBothEngines() throws {
    let flow = try decodeSpec(#"{"viewport": {"width": 320, "height": 480}, "sections": [{"items": 7}]}"#)
    #expect(flow.layout(viewport: size(320, 480)) == flow.layout())
    #expect(flow.compositionalLayout == nil)
    let compositional = try decodeSpec(
        """
        {"layout": "compositional", "sections": [{"items": 2, "title": "A", "group": {"axis": "horizontal",
          "width": {"fractionalWidth": 0.5}, "height": {"absolute": 10}, "item": \(fillingItemJSON)}}]}
        """)
    #expect(compositional.layout() == compositional.layout(viewport: LayoutSpec.defaultViewport))
    #expect(compositional.layout().itemFrame(section: 0, item: 1) == rect(0, 10, 187.5, 10))
}

@Test func groupNestingIsBoundedInclusively() throws {
    #expect(SpecLimits.maximumGroupDepth == 8)
    let spec = try decodeSpec(nestedGroupSpec(depth: 8))
    var depth = 0
    var group = spec.compositionalLayout?.sections.first?.group
    while let current = group {
        depth += 1
        if case .group(let nested)? = current.subitems.first { group = nested } else { group = nil }
    }
    #expect(depth == 8)
}

@Test func compositionalItemCountsAreBoundedInclusively() throws {
    let group = #"{"axis": "vertical", "width": {"absolute": 1}, "height": {"absolute": 1}, "item": \#(fillingItemJSON)}"#
    let spec = try decodeSpec(
        #"{"layout": "compositional", "sections": [{"items": 19999999, "group": \#(group)}, {"items": 1, "group": \#(group)}]}"#)
    #expect(spec.compositionalLayout?.sections.map(\.items) == [19_999_999, 1])
}
