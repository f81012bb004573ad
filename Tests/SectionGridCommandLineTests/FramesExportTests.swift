import SectionGridCommandLine
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Test func exportsTheIssueSevenItemExample() throws {
    let spec = try decodeSpec(#"{"viewport": {"width": 320, "height": 480}, "sections": [{"items": 7}]}"#)
    let expected = """
        {
          "contentSize": {"width": 320, "height": 110},
          "elements": [
            {"kind": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 50, "height": 50}, "zIndex": 0},
            {"kind": "cell", "section": 0, "item": 1, "frame": {"x": 67.5, "y": 0, "width": 50, "height": 50}, "zIndex": 0},
            {"kind": "cell", "section": 0, "item": 2, "frame": {"x": 135, "y": 0, "width": 50, "height": 50}, "zIndex": 0},
            {"kind": "cell", "section": 0, "item": 3, "frame": {"x": 202.5, "y": 0, "width": 50, "height": 50}, "zIndex": 0},
            {"kind": "cell", "section": 0, "item": 4, "frame": {"x": 270, "y": 0, "width": 50, "height": 50}, "zIndex": 0},
            {"kind": "cell", "section": 0, "item": 5, "frame": {"x": 0, "y": 60, "width": 50, "height": 50}, "zIndex": 0},
            {"kind": "cell", "section": 0, "item": 6, "frame": {"x": 67.5, "y": 60, "width": 50, "height": 50}, "zIndex": 0}
          ]
        }

        """
    #expect(FramesExport.text(spec.layout()) == expected)
}

@Test func exportsBackgroundsHeadersAndFootersInOrder() throws {
    let spec = try decodeSpec(
        """
        {"viewport": {"width": 320, "height": 480},
         "flow": {"itemSize": {"width": 10, "height": 10}, "minimumInteritemSpacing": 0,
                  "headerReferenceSize": {"width": 0, "height": 25}, "footerReferenceSize": {"width": 0, "height": 25}},
         "background": {"includeHeader": true, "includeFooter": true},
         "sections": [{"items": 2}]}
        """)
    let expected = """
        {
          "contentSize": {"width": 320, "height": 60},
          "elements": [
            {"kind": "background", "section": 0, "frame": {"x": 0, "y": 0, "width": 320, "height": 60}, "zIndex": -1},
            {"kind": "header", "section": 0, "frame": {"x": 0, "y": 0, "width": 320, "height": 25}, "zIndex": 0},
            {"kind": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 25, "width": 10, "height": 10}, "zIndex": 0},
            {"kind": "cell", "section": 0, "item": 1, "frame": {"x": 10, "y": 25, "width": 10, "height": 10}, "zIndex": 0},
            {"kind": "footer", "section": 0, "frame": {"x": 0, "y": 35, "width": 320, "height": 25}, "zIndex": 0}
          ]
        }

        """
    #expect(FramesExport.text(spec.layout()) == expected)
}

@Test func exportsAnEmptyLayout() throws {
    #expect(
        FramesExport.text(try decodeSpec("{}").layout())
            == "{\n  \"contentSize\": {\"width\": 375, \"height\": 0},\n  \"elements\": []\n}\n")
}

@Test func exportIsValidJSONListingEveryElement() throws {
    let spec = try decodeSpec(
        """
        {"scrollDirection": "horizontal", "viewport": {"width": 500, "height": 200},
         "flow": {"headerReferenceSize": {"width": 30, "height": 0}},
         "background": {"cover": "items", "color": "blue"},
         "sections": [{"items": 5}, {"itemSizes": [{"width": 20, "height": 33.25}]}, {"items": 0}]}
        """)
    let result = spec.layout()
    let json = try JSONParser().parse(FramesExport.text(result))
    guard case .array(let elements)? = json["elements"] else {
        Issue.record("no elements array")
        return
    }
    let all = result.allElements()
    #expect(elements.count == all.count)
    for (element, attributes) in zip(elements, all) {
        #expect(element["kind"] == .string(attributes.kind.rawValue))
        #expect(element["section"] == .integer(attributes.section))
        #expect(element["item"] == attributes.item.map(JSONValue.integer))
        #expect(element["frame"]?["x"] == .double(attributes.frame.minX))
        #expect(element["frame"]?["height"] == .double(attributes.frame.height))
        #expect(element["zIndex"] == .integer(attributes.zIndex))
    }
    #expect(json["contentSize"]?["height"] == .double(200))
}

@Test(
    "element lines format numbers as JSONWriter does",
    arguments: [
        (
            Rect(x: -0.0, y: -12, width: 1e15, height: 0.1),
            #"{"kind": "cell", "section": 12345, "item": 0, "frame": {"x": 0, "y": -12, "width": 1000000000000000, "height": 0.1}, "zIndex": 0}"#
        ),
        (
            Rect(x: 999_999_999_999_999, y: -67.5, width: 1e-7, height: 10),
            #"{"kind": "cell", "section": 12345, "item": 0, "frame": {"x": 999999999999999, "y": -67.5, "width": 1e-07, "height": 10}, "zIndex": 0}"#
        ),
    ])
func formatsElementLines(_ frame: Rect, _ line: String) {
    let element = LayoutAttributes(kind: .cell, section: 12345, item: 0, frame: frame)
    #expect(FramesExport.line(for: element) == line)
    for value in [frame.minX, frame.minY, frame.width, frame.height] {
        #expect(line.contains(": " + JSONWriter.number(value)))
    }
}

@Test func linesOfOtherKindsHaveNoItem() {
    let element = LayoutAttributes(kind: .background, section: 3, frame: Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(
        FramesExport.line(for: element)
            == #"{"kind": "background", "section": 3, "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "zIndex": -1}"#)
}

@Test func largeExportsStreamInBlocksMatchingTheWholeText() throws {
    /// Counts the writes it receives.
    struct CountingStream: TextOutputStream {
        var text = ""
        var writes = 0
        mutating func write(_ string: String) {
            text += string
            writes += 1
        }
    }
    let result = try decodeSpec(#"{"sections": [{"items": 5000}, {"itemSizes": [{"width": 7.25, "height": 3}]}]}"#).layout()
    var stream = CountingStream()
    FramesExport.write(result, to: &stream)
    #expect(stream.writes > 5 && stream.writes < 20)
    #expect(
        stream.text
            == "{\n  \"contentSize\": {\"width\": 375, \"height\": \(formatPoints(result.contentSize.height))},\n  \"elements\": [\n"
            + result.allElements().map { "    " + FramesExport.line(for: $0) }.joined(separator: ",\n") + "\n  ]\n}\n")
}
