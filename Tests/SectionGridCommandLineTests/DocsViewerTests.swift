import Foundation
import SectionGridCommandLine
import SectionGridViewer
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// docs/viewer.md stays true: its key table is the key map's help, its screenshot the real snapshot,
/// its Tab cycle and demo table the code's.
@Suite("docs/viewer.md")
struct DocsViewerTests {
    @Test func keyTableMatchesTheKeyMap() throws {
        let section = try docsSection("docs/viewer.md", "## Keys")
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
        #expect(rows == KeyMap.standard.helpRows.map { "| `\($0.keys)` | \($0.action) |" })
    }

    @Test func screenshotIsTheRealSnapshot() throws {
        let page = try docsText("docs/viewer.md")
        let start = try #require(page.range(of: "```text\n"))
        let end = try #require(page[start.upperBound...].range(of: "\n```"))
        let shown = page[start.upperBound..<end.lowerBound] + "\n"
        var output = ""
        var error = ""
        let status = SectionGridCLI.run(
            arguments: ["snapshot", "--demo", "sections", "--size", "78x24"],
            output: &output, error: &error)
        #expect(status == 0)
        #expect(String(shown) == output)
    }

    @Test func theTabCycleIsListedInOrderWithItsCompositionalNames() throws {
        let text = try docsText("docs/viewer.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let flow = TweakParameter.allCases.map(\.title)
        #expect(text.contains("Tab cycles through " + flow.dropLast().joined(separator: ", ") + " and " + (flow.last ?? "")))
        for name in TweakParameter.allCases.map(\.compositionalTitle) {
            #expect(text.contains(name), "\(name)")
        }
    }

    @Test func demoTableListsEveryDemo() throws {
        let section = try docsSection("docs/viewer.md", "## Demos")
        let names = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
            .map { $0.dropFirst(3).prefix { $0 != "`" } }.map(String.init)
        #expect(names == BuiltInDemos.names)
    }
}

/// Every `swift run sectiongrid …` line of the README and the docs pages parses into the command its
/// comment promises: the viewer on a demo, a file or a device, or (`export`, `frames`, `snapshot`) that
/// subcommand on the file it names (a `--` would end the options and turn `--demo` into a file name).
/// What follows a `#` (a comment) or a `>` (a redirection) is not an argument.
@Test func docsRunCommandsParse() throws {
    var lines: [[String]] = []
    for page in try docsPages() {
        lines += try docsText(page).split(separator: "\n")
            .filter { $0.hasPrefix("swift run sectiongrid ") || $0 == "swift run sectiongrid" }
            .map { $0.split(separator: "#", maxSplits: 1)[0].split(separator: ">", maxSplits: 1)[0] }
            .map { $0.split(separator: " ").dropFirst(3).map(String.init) }
    }
    #expect(lines.count >= 8)
    for arguments in lines {
        let command = try CommandLineParser.parse(arguments)
        let device = arguments.firstIndex(of: "--device").map { DeviceCatalog.device(named: arguments[$0 + 1]) }
        if let device { #expect(device != nil, "\(arguments)") }
        switch arguments.first {
        case "export" where arguments.dropFirst().first == "swift":
            guard case .exportSwift(let options) = command else {
                Issue.record("\(arguments)")
                continue
            }
            #expect(options.source == .file(path: arguments[2]), "\(arguments)")
        case "export":
            guard case .exportSVG(let options) = command else {
                Issue.record("\(arguments)")
                continue
            }
            #expect(options.source == .file(path: arguments[2]), "\(arguments)")
        case "frames", "snapshot":
            if case .viewer = command { Issue.record("\(arguments) parses as the viewer") }
        default:
            if arguments.first?.hasSuffix(".swift") == true {
                // Swift files open the viewer on the program (its options after the files).
                let paths = Array(arguments.prefix { $0.hasSuffix(".swift") })
                guard case .programViewer(let options, let shownOn, _) = command else {
                    Issue.record("\(arguments) does not open the viewer on Swift files")
                    continue
                }
                #expect(options.paths == paths, "\(arguments)")
                #expect(shownOn == device ?? nil, "\(arguments)")
            } else if let index = arguments.firstIndex(of: "--demo") {
                #expect(command == .viewer(.demo(name: arguments[index + 1]), device: device ?? nil), "\(arguments)")
            } else if let path = arguments.first {
                #expect(command == .viewer(.file(path: path), device: device ?? nil), "\(arguments)")
            } else {
                #expect(command == .viewer(.demo(name: BuiltInDemos.defaultName)))
            }
        }
    }
}
