import SectionGridCommandLine
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// docs/limits.md stays true: every `error:` line it shows is one the tests produce, and the maxima it
/// names are the code's; so does every spec error any page of the manual shows.
@Suite("docs/limits.md")
struct DocsLimitsTests {
    /// Every error line the test tables produce, for a spec file named `layout.json` as the docs'
    /// examples name it (the spec tables decode theirs as `spec.json`).
    static func knownLines() -> Set<String> {
        var lines = Set(
            (badSpecs + badCompositionalSpecs + badLimitSpecs + badDeviceSpecs + badSupplementarySpecs).map {
                $0.error.replacingOccurrences(of: "error: spec.json", with: "error: layout.json")
            })
        for slot in flowValueSlots + compositionalValueSlots {
            for (value, problem) in SpecValueChecks.refused(slot.kind) {
                lines.insert(SpecValueChecks.line(slot, value, problem, file: "layout.json"))
            }
        }
        for example in SpecFileProblemTests.cases {
            lines.insert("error: layout.json" + example.problem)
        }
        lines.insert("error: layout.json: cannot be read (permission denied)") // as another user, in SpecFileProblemTests
        return lines
    }

    @Test func everyErrorLineShownIsOneTheTestsProduce() throws {
        let section = try docsText("docs/limits.md")
        let shown = section.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error: ") && !$0.contains("<") }
        #expect(shown.count >= 15)
        let known = Self.knownLines()
        for line in shown {
            #expect(known.contains(line), "docs/limits.md shows a line no test produces: \(line)")
        }
    }

    @Test func everySpecErrorShownAnywhereIsOneTheTestsProduceNamingItsFile() throws {
        let pages = try docsPages().map(docsText).joined(separator: "\n")
        let shown = pages.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error: layout.json: ") }
        #expect(shown.count >= 25)
        let known = Self.knownLines()
        for line in shown where !known.contains(line) {
            Issue.record("the docs show a spec error no test produces: \(line)")
        }
    }

    @Test func theMaximaShownAreTheCodes() throws {
        let section = try docsText("docs/limits.md")
        for text in ["20,000,000", "100,000", "10,000,000", "8 levels", "64 levels", "64 MiB"] {
            #expect(section.contains(text), "\(text)")
        }
        #expect(SpecLimits.maximumItems == 20_000_000 && SpecLimits.maximumSections == 100_000)
        #expect(SpecLimits.maximumMagnitude == 10_000_000 && SpecLimits.maximumGroupDepth == 8)
        #expect(JSONParser.defaultMaximumDepth == 64 && SpecLimits.maximumFileSize == 64 << 20)
        // The summary in docs/spec.md agrees.
        let summary = try docsSection("docs/spec.md", "## Errors and limits")
        for text in ["100,000 sections", "20,000,000 items", "10,000,000", "64 MiB", "Limits and errors"] {
            #expect(summary.contains(text), "\(text)")
        }
    }
}
