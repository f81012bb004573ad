import Foundation
import Testing
import SectionGridApp

/// The README's text under `heading` (up to the next heading of the same level).
func readmeSection(_ heading: String) throws -> String {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "\n" + heading + "\n"), "README has no \(heading)")
    let rest = text[start.upperBound...]
    let level = String(heading.prefix { $0 == "#" })
    return String(rest.range(of: "\n" + level + " ").map { rest[..<$0.lowerBound] } ?? rest)
}

@Suite("README viewer section")
struct ReadmeViewerTests {
    @Test func keyTableMatchesTheKeyMap() throws {
        let section = try readmeSection("### Keys")
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
        #expect(rows == KeyMap.standard.helpRows.map { "| `\($0.keys)` | \($0.action) |" })
    }

    @Test func screenshotIsTheRealSnapshot() throws {
        let section = try readmeSection("## The viewer")
        let start = try #require(section.range(of: "```text\n"))
        let end = try #require(section[start.upperBound...].range(of: "\n```"))
        let shown = section[start.upperBound..<end.lowerBound] + "\n"
        var output = "", error = ""
        let status = SectionGridCLI.run(arguments: ["snapshot", "--demo", "sections", "--size", "78x24"],
                                        output: &output, error: &error)
        #expect(status == 0)
        #expect(String(shown) == output)
    }

    @Test func demoTableListsEveryDemo() throws {
        let section = try readmeSection("### Demos")
        let names = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
            .map { $0.dropFirst(3).prefix { $0 != "`" } }.map(String.init)
        #expect(names == BuiltInDemos.names)
    }
}
