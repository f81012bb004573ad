import Foundation
import SectionGridCommandLine
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Runs the executable and collects what it printed.
func runExecutable(_ executable: URL, _ arguments: [String]) throws -> CLIRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIRun(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData, as: UTF8.self))
}

@Test func theExecutablePrintsFramesAndReportsBadSpecs() throws {
    let executable = try #require(sectiongridExecutable(), "build the sectiongrid product before testing")
    let directory = try TemporaryDirectory()
    let good = try directory.file(
        "good.json", contents: #"{"viewport": {"width": 320, "height": 480}, "sections": [{"items": 7}]}"#)
    let bad = try directory.file("bad.json", contents: #"{"scrollDirection": "sideways"}"#)

    let frames = try runExecutable(executable, ["frames", good])
    #expect(frames == CLIRun(status: 0, output: FramesExport.text(try SpecFile.load(path: good).layout()), error: ""))
    #expect(frames.output.contains(#""frame": {"x": 202.5, "y": 0, "width": 50, "height": 50}"#))

    #expect(
        try runExecutable(executable, ["frames", bad])
            == CLIRun(
                status: 2, output: "",
                error: "error: \(bad): scrollDirection: must be one of \"vertical\", \"horizontal\" (got \"sideways\")\n"))
    #expect(try runExecutable(executable, ["--version"]) == CLIRun(status: 0, output: "sectiongrid 0.1.0\n", error: ""))
}

@Test func theExecutableStreamsLargeLayouts() throws {
    let executable = try #require(sectiongridExecutable(), "build the sectiongrid product before testing")
    let spec = try TemporaryDirectory().file("large.json", contents: #"{"sections": [{"items": 20000}]}"#)
    let run = try runExecutable(executable, ["frames", spec])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 20_000 + 5)
    #expect(lines.last == "}")
    // 6 items a row in 375 points (gaps of 15): item 19999 is the second of row 3333.
    #expect(
        lines[lines.count - 3]
            == #"    {"kind": "cell", "section": 0, "item": 19999, "frame": {"x": 65, "y": 199980, "width": 50, "height": 50}, "zIndex": 0}"#
    )
}
