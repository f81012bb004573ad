import Foundation
import Testing
import SectionGridCommandLine
import SectionGridViewer
import SectionSpec
@testable import SectionSpecTests

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

    @Test func theTabCycleIsListedInOrderWithItsCompositionalNames() throws {
        let text = try readmeSection("## The viewer").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let flow = TweakParameter.allCases.map(\.title)
        #expect(text.contains("Tab cycles through " + flow.dropLast().joined(separator: ", ") + " and " + (flow.last ?? "")))
        for name in TweakParameter.allCases.map(\.compositionalTitle) {
            #expect(text.contains(name), "\(name)")
        }
    }

    @Test func demoTableListsEveryDemo() throws {
        let section = try readmeSection("### Demos")
        let names = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
            .map { $0.dropFirst(3).prefix { $0 != "`" } }.map(String.init)
        #expect(names == BuiltInDemos.names)
    }
}

/// Every `swift run sectiongrid …` line in the README parses into the command its comment promises
/// (a `--` would end the options and turn `--demo` into a file name).
@Test func readmeRunCommandsParse() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")
    let lines = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("swift run sectiongrid ") || $0 == "swift run sectiongrid" }
        .map { $0.split(separator: "#", maxSplits: 1)[0].split(separator: " ").dropFirst(3).map(String.init) }
    #expect(lines.count >= 4)
    for arguments in lines {
        let command = try CommandLineParser.parse(arguments)
        let device = arguments.firstIndex(of: "--device").map { DeviceCatalog.device(named: arguments[$0 + 1]) }
        if let device { #expect(device != nil, "\(arguments)") }
        if let index = arguments.firstIndex(of: "--demo") {
            #expect(command == .viewer(.demo(name: arguments[index + 1]), device: device ?? nil), "\(arguments)")
        } else if let path = arguments.first {
            #expect(command == .viewer(.file(path: path), device: device ?? nil), "\(arguments)")
        } else {
            #expect(command == .viewer(.demo(name: BuiltInDemos.defaultName)))
        }
    }
}
