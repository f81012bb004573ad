import Foundation
import SectionGridSVG
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Every picture `export svg` writes, parsed with FoundationXML: each element of `frames` the picture
/// shows has its group (`id` and `<title>` naming kind, index path and frame), its rect with the
/// frame's x, y, width and height to 1/1000 pt, and the spec's colour; titles are written as text.
@Suite("export svg against frames")
struct SVGFramesTests {
    static let variants: [(name: String, arguments: [String])] = [
        ("viewport", []), ("offset-0,300", ["--offset", "0,300"]), ("whole", ["--whole"]),
    ]

    static let cases: [(PictureSource, String, [String])] = PictureSource.all.flatMap { source in
        variants.map { (source, $0.name, $0.arguments) }
    }

    @Test("each element of frames is drawn at its frame in its colour", arguments: cases)
    func elementsMatchFrames(_ source: PictureSource, _ variant: String, _ arguments: [String]) throws {
        let run = try source.run(["export", "svg"] + arguments)
        #expect(run.status == 0)
        let document = try SVGDocument(run.output)
        let box = try #require(document.root.attributes["viewBox"]?.split(separator: " ").compactMap { Double($0) })
        try #require(box.count == 4)
        let area = Rect(x: box[0], y: box[1], width: box[2], height: box[3])
        #expect(document.root.attributes["width"].flatMap(Double.init) == area.width)
        #expect(document.root.attributes["height"].flatMap(Double.init) == area.height)
        let spec = try source.spec
        let layout = spec.layout()
        let expected: [ExpectedElement]
        if case .demo("large") = source.origin {
            expected = ExpectedElement.query(layout, in: area)
        } else {
            expected = try ExpectedElement.parse(frames: try source.run(["frames"]).output).filter { $0.frame.intersects(area) }
        }
        #expect(!expected.isEmpty)
        #expect(Set(document.ids).count == document.ids.count, "ids are unique")
        let groups = document.groups
        for element in expected {
            let group = try #require(groups[element.id], "\(element) has no group")
            let title = group.children(named: "title").first?.text
            #expect(title == "\(element.name) \(element.path) — frame \(element.frame) pt")
            if let fill = element.fill(in: layout, appearance: spec.appearance) {
                let rect = group.children(named: "rect").first { matches($0, element.frame) }
                #expect(rect?.attributes["fill"] == fill.hex, "\(element): fill \(rect?.attributes["fill"] ?? "none")")
            }
            if element.kind == "header" || element.kind == "footer", min(element.frame.width, element.frame.height) >= 12 {
                let text = try #require(group.descendants.first { $0.name == "text" }, "\(element) has no title")
                let title = spec.sectionTitles.indices.contains(element.section) ? spec.sectionTitles[element.section] : nil
                let full = (title ?? nil) ?? "Section \(element.section)"
                let shown = text.text.hasSuffix("…") ? String(text.text.dropLast()) : text.text
                #expect(!shown.isEmpty && asXMLHoldsIt(full).hasPrefix(shown), "\(element): \(text.text) for \(full)")
            }
        }
    }

    func matches(_ node: SVGNode, _ frame: Rect) -> Bool {
        guard let drawn = node.frame else { return false }
        return abs(drawn.x - frame.minX) <= 0.001 && abs(drawn.y - frame.minY) <= 0.001
            && abs(drawn.width - frame.width) <= 0.001 && abs(drawn.height - frame.height) <= 0.001
    }

    /// What a title reads as once XML could hold it (control characters become U+FFFD).
    func asXMLHoldsIt(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.value < 0x20 && !"\t\n\r".unicodeScalars.contains(scalar) ? "\u{FFFD}" : scalar
                }))
    }
}
