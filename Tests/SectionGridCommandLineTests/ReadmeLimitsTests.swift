import Testing
import SectionGridCommandLine
import SectionSpec
@testable import SectionSpecTests

/// The README's "Limits and errors" section stays true: every `error:` line it shows is one the tests
/// produce, and the maxima it names are the code's.
@Suite("README limits and errors")
struct ReadmeLimitsTests {
    /// Every error line the test tables produce, for a spec file named `layout.json` as the README's
    /// examples name it (the spec tables decode theirs as `spec.json`).
    static func knownLines() -> Set<String> {
        var lines = Set((badSpecs + badCompositionalSpecs + badLimitSpecs + badDeviceSpecs + badSupplementarySpecs).map {
            $0.error.replacingOccurrences(of: "error: spec.json", with: "error: layout.json")
        })
        for slot in flowValueSlots + compositionalValueSlots {
            for (value, problem) in SpecValidationTests.refused(slot.kind) {
                lines.insert(SpecValidationTests.line(slot, value, problem, file: "layout.json"))
            }
        }
        for example in SpecFileProblemTests.cases {
            lines.insert("error: layout.json" + example.problem)
        }
        lines.insert("error: layout.json: cannot be read (permission denied)")   // as another user, in SpecFileProblemTests
        return lines
    }

    @Test func everyErrorLineShownIsOneTheTestsProduce() throws {
        let section = try readmeSection("## Limits and errors")
        let shown = section.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error: ") && !$0.contains("<") }
        #expect(shown.count >= 15)
        let known = Self.knownLines()
        for line in shown {
            #expect(known.contains(line), "README shows a line no test produces: \(line)")
        }
    }

    @Test func everySpecErrorShownAnywhereIsOneTheTestsProduceNamingItsFile() throws {
        let readme = try readmeText()
        let shown = readme.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error: layout.json: ") }
        #expect(shown.count >= 25)
        let known = Self.knownLines()
        for line in shown where !known.contains(line) {
            Issue.record("README shows a spec error no test produces: \(line)")
        }
    }

    @Test func theMaximaShownAreTheCodes() throws {
        let section = try readmeSection("## Limits and errors")
        for text in ["20,000,000", "100,000", "10,000,000", "8 levels", "64 levels", "64 MiB"] {
            #expect(section.contains(text), "\(text)")
        }
        #expect(SpecLimits.maximumItems == 20_000_000 && SpecLimits.maximumSections == 100_000)
        #expect(SpecLimits.maximumMagnitude == 10_000_000 && SpecLimits.maximumGroupDepth == 8)
        #expect(JSONParser.defaultMaximumDepth == 64 && SpecLimits.maximumFileSize == 64 << 20)
        // The summary under "Spec files" agrees.
        let summary = try readmeSection("### Errors and limits")
        for text in ["100,000 sections", "20,000,000 items", "10,000,000", "64 MiB", "Limits and errors"] {
            #expect(summary.contains(text), "\(text)")
        }
    }
}
