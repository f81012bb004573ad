import Foundation
import SectionGridCommandLine
import SectionGridExport
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// docs/export-swift.md ("From the viewer to your app") stays true: its Swift file is what `export swift
/// --demo cards` prints, its error lines are the command's, its numbers the tests'.
@Suite("docs/export-swift.md")
struct DocsExportTests {
    private func section() throws -> Substring {
        try docsText("docs/export-swift.md")[...]
    }

    @Test func theCardsFileIsWhatExportPrints() throws {
        let section = try section()
        let start = try #require(section.range(of: "```swift\n"))
        let end = try #require(section[start.upperBound...].range(of: "\n```\n"))
        let shown = String(section[start.upperBound..<end.lowerBound]) + "\n"
        let spec = try #require(BuiltInDemos.spec(named: "cards"))
        let exported = try SwiftExport.source(for: spec, options: SwiftExportOptions(origin: .demo("cards")))
        #expect(shown == exported, "\(GoldenSwiftFile.firstDifference(shown, exported))")
    }

    @Test func itsErrorLinesAreTheCommands() throws {
        let shown = try section().split(separator: "\n").filter { $0.hasPrefix("error: ") }.map(String.init)
        var printed: [String] = []
        let directory = try TemporaryDirectory()
        let pairs = try directory.file(
            "pairs.json",
            contents: #"{"layout": "compositional", "sections": [{"items": 4, "group": {"#
                + #""axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 50}, "count": 2, "subitems": ["#
                + #"{"width": {"absolute": 10}, "height": {"absolute": 10}}, {"width": {"absolute": 20}, "height": {"absolute": 10}}]}}]}"#
        )
        for arguments in [["export", "swift", pairs], ["export", "swift", "--demo", "cards", "--name", "2Cards"]] {
            var output = ""
            var error = ""
            #expect(SectionGridCLI.run(arguments: arguments, output: &output, error: &error) == 2 && output.isEmpty)
            // As run in the folder.
            printed.append(String(error.dropLast()).replacingOccurrences(of: directory.path + "/", with: ""))
        }
        #expect(shown == printed)
    }

    @Test func itsNumbersAreTheTests() throws {
        let section = try section()
        #expect(section.contains("and of \(GeneratedBatch.randomCount) seeded random flow specs"))
        #expect(section.contains(" and \(GeneratedBatch.compositionalRandomCount) seeded random compositional specs"))
    }

    /// The compositional example is the layout namespace of `export swift --demo compositional-grid`.
    @Test func theCompositionalLayoutIsWhatExportPrints() throws {
        let section = try section()
        let heading = try #require(section.range(of: "The layout of `sectiongrid export swift --demo compositional-grid`"))
        let start = try #require(section[heading.upperBound...].range(of: "```swift\n"))
        let end = try #require(section[start.upperBound...].range(of: "\n```\n"))
        let shown = String(section[start.upperBound..<end.lowerBound]) + "\n"
        let spec = try #require(BuiltInDemos.spec(named: "compositional-grid"))
        let exported = try SwiftExport.source(for: spec, options: SwiftExportOptions(origin: .demo("compositional-grid")))
        #expect(shown.hasPrefix("@MainActor\nenum CompositionalGridLayout {\n"))
        #expect(exported.contains("\n" + shown + "\n"), "the page's compositional layout is not in the exported file")
    }
}
