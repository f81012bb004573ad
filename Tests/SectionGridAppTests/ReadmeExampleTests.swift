import Foundation
import Testing
import SectionGridApp
import SectionLayout

/// The ```json blocks of the README's section `heading` (up to the next `## ` heading), in order.
func readmeJSONBlocks(under heading: String) throws -> [String] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "\n" + heading + "\n"), "README has no \(heading)")
    let rest = text[start.upperBound...]
    let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    var blocks: [String] = []
    var current: [Substring]?
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line == "```json" {
            current = []
        } else if let lines = current, line == "```" {
            blocks.append(lines.joined(separator: "\n") + "\n")
            current = nil
        } else {
            current?.append(line)
        }
    }
    return blocks
}

@Test func readmeSpecExampleDecodesAndRoundTrips() throws {
    let blocks = try readmeJSONBlocks(under: "## Spec files")
    let example = try #require(blocks.first)
    let spec = try decodeSpec(example)
    #expect(spec.sectionTitles == ["Favourites", "Tags", "Empty"])
    #expect(try decodeSpec(spec.jsonText) == spec)
}

@Test func readmeFramesExampleIsWhatTheCommandPrints() throws {
    let blocks = try readmeJSONBlocks(under: "## Exporting frames")
    #expect(blocks.count == 2)
    let spec = try decodeSpec(try #require(blocks.first))
    #expect(FramesExport.text(spec.layout()) == blocks.last)
}

@Test func readmeCompositionalExampleLaysOutFrameByFrame() throws {
    let blocks = try readmeJSONBlocks(under: "### Compositional layouts")
    #expect(blocks.count == 1)
    let example = try #require(blocks.first)
    let spec = try decodeSpec(example)
    #expect(spec.jsonText == example, "the README shows the spec as it is written back")
    #expect(spec.sectionTitles == ["Featured", "Pairs"])
    let result = spec.layout()
    let red = BackgroundStyle(color: Color("systemRed"), cornerRadius: 12)
    let yellow = BackgroundStyle(color: Color("systemYellow"), cornerRadius: 12)
    var expected = [LayoutAttributes(kind: .background, section: 0, frame: rect(10, 10, 355, 355), style: red)]
    for i in 0..<5 {
        expected.append(LayoutAttributes(kind: .cell, section: 0, item: i, frame: rect(10 + 355 * Double(i), 10, 355, 355)))
    }
    expected += [
        LayoutAttributes(kind: .background, section: 1, frame: rect(10, 405, 355, 200), style: yellow),
        LayoutAttributes(kind: .cell, section: 1, item: 0, frame: rect(10, 405, 177.5, 100)),
        LayoutAttributes(kind: .cell, section: 1, item: 1, frame: rect(187.5, 405, 177.5, 100)),
        LayoutAttributes(kind: .cell, section: 1, item: 2, frame: rect(10, 505, 177.5, 100)),
    ]
    #expect(result.allElements() == expected)
    #expect(result.contentSize == size(375, 615))
    #expect(result.orthogonalScrolling(inSection: 0) == .groupPaging)
    #expect(result.orthogonalScrolling(inSection: 1) == OrthogonalScrollingBehavior.none)
}
