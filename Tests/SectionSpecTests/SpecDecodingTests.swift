import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// A spec text and the layout it must describe.
struct GoodSpec: CustomTestStringConvertible, Sendable {
    var id: String
    var json: String
    var layout: FlowLayout
    var viewport = LayoutSpec.defaultViewport
    var contentInset = EdgeInsets.zero
    var titles: [String?] = []
    var testDescription: String { id }
}

let goodSpecs: [GoodSpec] = [
    GoodSpec(id: "empty spec takes UIKit's defaults", json: "{}", layout: FlowLayout()),
    GoodSpec(
        id: "sections only", json: #"{"sections": [{"items": 7}, {"items": 0}]}"#,
        layout: FlowLayout(sections: [FlowSection(items: .count(7)), FlowSection(items: .count(0))]),
        titles: [nil, nil]),
    GoodSpec(
        id: "every layout-wide key",
        json: """
            {"layout": "flow", "scrollDirection": "horizontal", "viewport": {"width": 320, "height": 480},
             "contentInset": {"top": 20, "bottom": 34},
             "flow": {"itemSize": {"width": 100, "height": 40}, "minimumLineSpacing": 4, "minimumInteritemSpacing": -2.5,
                      "sectionInset": {"top": 10, "left": 20, "bottom": 30, "right": 40},
                      "headerReferenceSize": {"width": 44, "height": 0}, "footerReferenceSize": {"width": 22, "height": 1}},
             "sections": [{"items": 3, "title": "Recents"}]}
            """,
        layout: FlowLayout(
            scrollDirection: .horizontal, itemSize: size(100, 40), minimumLineSpacing: 4,
            minimumInteritemSpacing: -2.5,
            sectionInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
            headerReferenceSize: size(44, 0), footerReferenceSize: size(22, 1),
            sections: [FlowSection(items: .count(3))]),
        viewport: size(320, 480), contentInset: EdgeInsets(top: 20, bottom: 34), titles: ["Recents"]),
    GoodSpec(
        id: "per-section overrides and item sizes",
        json: """
            {"sections": [
              {"title": "A", "itemSizes": [{"width": 200, "height": 50}, {"width": 100, "height": 30}],
               "minimumInteritemSpacing": 0},
              {"items": 4, "itemSize": {"width": 10, "height": 10}, "minimumLineSpacing": 1,
               "sectionInset": {"left": 8}, "headerReferenceSize": {"width": 0, "height": 30},
               "footerReferenceSize": {"width": 0, "height": 5}}
            ]}
            """,
        layout: FlowLayout(sections: [
            FlowSection(items: .sizes([size(200, 50), size(100, 30)]), minimumInteritemSpacing: 0),
            FlowSection(
                items: .count(4), itemSize: size(10, 10), minimumLineSpacing: 1,
                sectionInset: EdgeInsets(left: 8), headerReferenceSize: size(0, 30),
                footerReferenceSize: size(0, 5)),
        ]),
        titles: ["A", nil]),
    GoodSpec(
        id: "layout-wide background: cover defaults to section",
        json: """
            {"background": {"color": "#FF8000", "includeHeader": true}, "sections": [{"items": 1}]}
            """,
        layout: FlowLayout(
            background: SectionBackground(
                includeHeader: true,
                style: BackgroundStyle(color: Color(red: 255, green: 128, blue: 0))),
            sections: [FlowSection(items: .count(1))]),
        titles: [nil]),
    GoodSpec(
        id: "every background key",
        json: """
            {"background": {"cover": "items", "includeHeader": true, "includeFooter": true,
                            "margin": {"top": 16, "left": 20, "bottom": -4, "right": 20}, "whenEmpty": true,
                            "color": "systemGray6", "cornerRadius": 12, "border": {"width": 2, "color": "#33669980"},
                            "shadow": {"color": "black", "offset": {"width": 0, "height": -2}, "radius": 6, "opacity": 0.25},
                            "image": "stripes"}}
            """,
        layout: FlowLayout(
            background: SectionBackground(
                cover: .items, includeHeader: true, includeFooter: true,
                margin: EdgeInsets(top: 16, left: 20, bottom: -4, right: 20), coversEmptySections: true,
                style: BackgroundStyle(
                    color: Color(red: 242, green: 242, blue: 247), cornerRadius: 12,
                    border: Border(width: 2, color: Color(red: 0x33, green: 0x66, blue: 0x99, alpha: 128.0 / 255)),
                    shadow: Shadow(color: .black, offset: size(0, -2), radius: 6, opacity: 0.25),
                    image: "stripes")))),
    GoodSpec(
        id: "section background merges over the layout-wide one",
        json: """
            {"background": {"cover": "items", "color": "red", "margin": {"left": 4}},
             "sections": [{"items": 1}, {"items": 2, "background": {"color": "blue", "border": {}}}]}
            """,
        layout: FlowLayout(
            background: SectionBackground(
                cover: .items, margin: EdgeInsets(left: 4),
                style: BackgroundStyle(color: Color(red: 255, green: 0, blue: 0))),
            sections: [
                FlowSection(items: .count(1)),
                FlowSection(
                    items: .count(2),
                    background: SectionBackground(
                        cover: .items, margin: EdgeInsets(left: 4),
                        style: BackgroundStyle(color: Color(red: 0, green: 0, blue: 255), border: Border()))),
            ]),
        titles: [nil, nil]),
    GoodSpec(
        id: "section background without a layout-wide one starts from cover section",
        json: """
            {"sections": [{"items": 1}, {"items": 1, "background": {"color": "#abc"}}]}
            """,
        layout: FlowLayout(sections: [
            FlowSection(items: .count(1)),
            FlowSection(
                items: .count(1),
                background: SectionBackground(
                    cover: .section, style: BackgroundStyle(color: Color(red: 0xAA, green: 0xBB, blue: 0xCC)))),
        ]),
        titles: [nil, nil]),
]

@Test("good specs decode to the expected layout", arguments: goodSpecs)
func decodesGoodSpec(_ example: GoodSpec) throws {
    let spec = try decodeSpec(example.json)
    #expect(spec.flowLayout == example.layout)
    #expect(spec.scrollDirection == example.layout.scrollDirection)
    #expect(spec.viewport == example.viewport)
    #expect(spec.contentInset == example.contentInset)
    #expect(spec.sectionTitles == example.titles)
}

@Test func specKeepsWhatWasWrittenForWritingBack() throws {
    let spec = try decodeSpec(#"{"background": {"color": "red"}, "sections": [{"items": 2, "background": {"cover": "none"}}]}"#)
    guard case .flow(let flow) = spec.engine else {
        Issue.record("not a flow spec")
        return
    }
    #expect(flow.background == BackgroundOverride(color: Color(red: 255, green: 0, blue: 0)))
    #expect(flow.sections == [FlowSectionSpec(items: .count(2), background: BackgroundOverride(cover: .nothing))])
    #expect(spec.engine.kind == .flow)
}

@Test func specLaysOutInItsViewportMinusContentInset() throws {
    let spec = try decodeSpec(
        """
        {"viewport": {"width": 340, "height": 480}, "contentInset": {"left": 10, "right": 10},
         "sections": [{"items": 7}]}
        """)
    let result = spec.layout()
    #expect(result.contentSize == size(320, 110))
    #expect(result.itemFrame(section: 0, item: 1) == rect(67.5, 0, 50, 50))
    #expect(result.itemFrame(section: 0, item: 6) == rect(67.5, 60, 50, 50))
}

@Test func limitsAreInclusive() throws {
    let spec = try decodeSpec(#"{"sections": [{"items": 19999999}, {"itemSizes": [{"width": 1, "height": 1}]}]}"#)
    #expect(spec.flowLayout?.sections.map(\.items.count) == [19_999_999, 1])
    #expect(SpecLimits.maximumItems == 20_000_000)
    #expect(SpecLimits.maximumSections == 100_000)
}
