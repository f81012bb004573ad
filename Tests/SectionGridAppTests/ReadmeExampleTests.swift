import Foundation
import Testing
import SectionGridApp

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
