import Foundation
import Testing
import SectionGridCommandLine
import SectionSpec
@testable import SectionSpecTests

// The spec error tables of SectionSpecTests, run through the command line: `frames` and `snapshot`
// print the decoder's line and nothing else, and exit with status 2.

@Test func compositionalErrorsExit2FromTheCommand() throws {
    let path = try TemporaryDirectory().file("bad.json", contents: compositional(group: group(#", "count": 0"#)))
    #expect(runCLI(["frames", path]) == CLIRun(status: 2, output: "",
                                                error: "error: sections[0].group.count: must be a whole number from 1 to 100000 (got 0)\n"))
}

@Suite("Spec errors from the command line")
struct SpecErrorCommandTests {
    @Test func theViewportOptionHasTheSpecViewportsMaximum() throws {
        let path = try TemporaryDirectory().file("spec.json", contents: #"{"sections": [{"items": 1}]}"#)
        #expect(runCLI(["frames", "--viewport", "10000000.5x1", path]) == CLIRun(
            status: 2, output: "", error: "error: --viewport: width and height must be at most 10000000 points (got \"10000000.5x1\") (see sectiongrid --help)\n"))
        #expect(runCLI(["frames", "--viewport", "10000000x10000000", path]).status == 0)
    }

    @Test(arguments: [flowValueSlots, compositionalValueSlots])
    func badValuesPrintOnlyTheErrorFromFramesAndSnapshot(_ slots: [SpecValueSlot]) throws {
        let folder = try TemporaryDirectory()
        for slot in slots {
            for (value, problem) in SpecValidationTests.refused(slot.kind).prefix(4) {
                let path = try folder.file("spec.json", contents: slot.spec(value))
                let expected = SpecValidationTests.line(slot, value, problem, file: path) + "\n"
                for command in ["frames", "snapshot"] {
                    #expect(runCLI([command, path]) == CLIRun(status: 2, output: "", error: expected), "\(command) \(slot.path) = \(value)")
                }
            }
        }
    }

    @Test(arguments: badSpecs + badCompositionalSpecs + badLimitSpecs + badDeviceSpecs)
    func everyTabledBadSpecPrintsOnlyTheErrorFromFramesAndSnapshot(_ example: BadSpec) throws {
        let path = try TemporaryDirectory().file("spec.json", contents: example.json)
        let expected = example.error.replacingOccurrences(of: "error: spec.json", with: "error: \(path)") + "\n"
        for command in ["frames", "snapshot"] {
            #expect(runCLI([command, path]) == CLIRun(status: 2, output: "", error: expected), "\(command)")
        }
    }

    @Test func readmeFramesExampleIsWhatTheCommandPrints() throws {
        let blocks = try readmeJSONBlocks(under: "## Exporting frames")
        #expect(blocks.count == 2)
        let spec = try decodeSpec(try #require(blocks.first))
        #expect(FramesExport.text(spec.layout()) == blocks.last)
    }
}
