import Foundation
import SectionGridCommandLine
import SectionGridExport
import SectionSpec
import Testing

@testable import SectionGridTestSupport

// The spec error tables (SectionGridTestSupport), run through the command line: `frames` and `snapshot`
// print the decoder's line and nothing else, and exit with status 2.

@Test func compositionalErrorsExit2FromTheCommand() throws {
    let path = try TemporaryDirectory().file("bad.json", contents: compositional(group: group(#", "count": 0"#)))
    #expect(
        runCLI(["frames", path])
            == CLIRun(
                status: 2, output: "",
                error: "error: \(path): sections[0].group.count: must be a whole number from 1 to 100000 (got 0)\n"))
}

@Suite("Spec errors from the command line")
struct SpecErrorCommandTests {
    @Test func theViewportOptionHasTheSpecViewportsMaximum() throws {
        let path = try TemporaryDirectory().file("spec.json", contents: #"{"sections": [{"items": 1}]}"#)
        #expect(
            runCLI(["frames", "--viewport", "10000000.5x1", path])
                == CLIRun(
                    status: 2, output: "",
                    error:
                        "error: --viewport: width and height must be at most 10000000 points (got \"10000000.5x1\") (see sectiongrid --help)\n"
                ))
        #expect(runCLI(["frames", "--viewport", "10000000x10000000", path]).status == 0)
    }

    @Test(arguments: [flowValueSlots, compositionalValueSlots])
    func badValuesPrintOnlyTheErrorFromFramesAndSnapshot(_ slots: [SpecValueSlot]) throws {
        let folder = try TemporaryDirectory()
        for slot in slots {
            for (value, problem) in SpecValueChecks.refused(slot.kind).prefix(4) {
                let path = try folder.file("spec.json", contents: slot.spec(value))
                let expected = SpecValueChecks.line(slot, value, problem, file: path) + "\n"
                for command in ["frames", "snapshot"] {
                    #expect(
                        runCLI([command, path]) == CLIRun(status: 2, output: "", error: expected),
                        "\(command) \(slot.path) = \(value)")
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

    @Test(arguments: [["frames"], ["snapshot"], ["export", "swift"], ["export", "svg"], []])
    func everyCommandNamesTheSpecFileFirst(_ command: [String]) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file(
            "my.json", contents: #"{"flow": {"itemSize": {"width": -5, "height": 50}}, "sections": [{"items": 1}]}"#)
        // The viewer (no command) loads the spec before it needs a terminal: the same line.
        #expect(
            runCLI(command + [path])
                == CLIRun(
                    status: 2, output: "", error: "error: \(path): flow.itemSize.width: must be a finite number ≥ 0 (got -5)\n"))
    }

    @Test(arguments: [["frames"], ["snapshot"], ["export", "swift"], ["export", "svg"], ["export", "svg", "--whole"], []])
    func aViewportBelowOnePointIsRefusedByEveryCommand(_ command: [String]) throws {
        let folder = try TemporaryDirectory()
        for (viewport, line) in [
            (#"{"width": 0, "height": 0}"#, "viewport.width: must be a finite number ≥ 1 (got 0)"),
            (#"{"width": 320, "height": 0.5}"#, "viewport.height: must be a finite number ≥ 1 (got 0.5)"),
        ] {
            let path = try folder.file("my.json", contents: #"{"viewport": \#(viewport), "sections": [{"items": 3}]}"#)
            #expect(runCLI(command + [path]) == CLIRun(status: 2, output: "", error: "error: \(path): \(line)\n"), "\(command)")
        }
        // One point each way is the least: a picture of it is at least one pixel.
        let least = try folder.file(
            "least.json", contents: #"{"viewport": {"width": 1, "height": 1}, "sections": [{"items": 3}]}"#)
        #expect(runCLI(command.isEmpty ? ["frames", least] : command + [least]).status == 0)
    }

    @Test func everyDeviceIsAtLeastOnePointEachWay() {
        for device in DeviceCatalog.devices {
            #expect(min(device.bounds.width, device.bounds.height) >= 1, "\(device.name)")
        }
    }

    @Test func aSpecPipedInThroughDevStdinIsNamedSo() throws {
        let executable = try #require(sectiongridExecutable(), "build the sectiongrid product before testing")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["frames", "/dev/stdin"]
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) = (input, output, error)
        try process.run()
        input.fileHandleForWriting.write(Data(#"{"sections": [{"items": -1}]}"#.utf8))
        try input.fileHandleForWriting.close()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2 && printed.isEmpty)
        #expect(message == "error: /dev/stdin: sections[0].items: must be a whole number ≥ 0 (got -1)\n")
    }

    @Test func anExportErrorNamesTheFileOrTheDemoButABadNameTheOption() {
        let group = SwiftExportError.unsupportedGroup(section: 0, reason: "why")
        #expect(
            CommandError.export(group, file: SpecSource.file(path: "specs/my.json").messageName).message
                == "specs/my.json: sections[0].group: UIKit's API cannot write this group: why")
        #expect(
            CommandError.export(group, file: SpecSource.demo(name: "cards").messageName).message
                == "demo cards: sections[0].group: UIKit's API cannot write this group: why")
        #expect(
            CommandError.export(.invalidTypeName("2X"), file: "my.json").message
                == #"--name: must be a Swift type name: a letter or _, then letters, digits or _, not a keyword (got "2X")"#)
    }

    @Test func docsFramesExampleIsWhatTheCommandPrints() throws {
        let blocks = try docsJSONBlocks("docs/spec.md", under: "## Exporting frames")
        #expect(blocks.count == 2)
        let spec = try decodeSpec(try #require(blocks.first))
        #expect(FramesExport.text(spec.layout()) == blocks.last)
    }
}
