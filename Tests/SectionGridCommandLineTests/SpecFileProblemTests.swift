import Foundation
import SectionGridCommandLine
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Files that are not usable specs — missing, a directory, empty, not UTF-8, too large, unreadable —
/// give one line `error: <path>: <problem>`, exit status 2 and nothing on stdout, from every command.
@Suite("Spec file problems")
struct SpecFileProblemTests {
    /// A file (written by `make` in a fresh folder) and the problem reported after its path.
    struct FileCase: CustomTestStringConvertible, Sendable {
        var id: String
        var make: @Sendable (String) throws -> String
        var problem: String
        var testDescription: String { id }
    }

    static func write(_ bytes: [UInt8], to path: String) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let cases: [FileCase] = [
        FileCase(id: "missing file", make: { $0 + "/missing.json" }, problem: ": no such file"),
        FileCase(
            id: "dangling symbolic link",
            make: { folder in
                try FileManager.default.createSymbolicLink(
                    atPath: folder + "/link.json", withDestinationPath: folder + "/gone.json")
                return folder + "/link.json"
            }, problem: ": no such file"),
        FileCase(id: "directory", make: { $0 }, problem: ": is a directory, not a spec file"),
        FileCase(
            id: "link to a directory",
            make: { folder in
                try FileManager.default.createSymbolicLink(atPath: folder + "/dir.json", withDestinationPath: folder)
                return folder + "/dir.json"
            }, problem: ": is a directory, not a spec file"),
        FileCase(
            id: "empty file", make: { try write([], to: $0 + "/empty.json") },
            problem: ":1:1: the input is empty: expected a JSON value"),
        FileCase(
            id: "only whitespace", make: { try write(Array(" \n\t\n".utf8), to: $0 + "/blank.json") },
            problem: ":3:1: the input is empty: expected a JSON value"),
        FileCase(
            id: "only a byte-order mark", make: { try write([0xEF, 0xBB, 0xBF], to: $0 + "/bom.json") },
            problem: ":1:2: the input is empty: expected a JSON value"),
        FileCase(
            id: "Latin-1 text",
            make: {
                try write(Array(#"{"sections": [{"title": ""#.utf8) + [0xE9] + Array(#""}]}"#.utf8), to: $0 + "/latin1.json")
            },
            problem: ":1:26: the input is not valid UTF-8 (byte 0xE9)"),
        FileCase(
            id: "UTF-16 text", make: { try write([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], to: $0 + "/utf16.json") },
            problem: ":1:1: the input is not valid UTF-8 (byte 0xFE)"),
        FileCase(
            id: "binary junk", make: { try write([0x00, 0x01, 0x02], to: $0 + "/junk.json") },
            problem: ":1:1: expected a value, got U+0000"),
        FileCase(
            id: "nesting deeper than 64",
            make: { folder in
                try write(Array(("{\"sections\": " + String(repeating: "[", count: 70)).utf8), to: folder + "/deep.json")
            }, problem: ":1:77: objects and arrays are nested deeper than 64 levels"),
        FileCase(
            id: "duplicate key deep inside",
            make: { folder in
                try write(Array(#"{"background": {"shadow": {"radius": 1, "radius": 2}}}"#.utf8), to: folder + "/dup.json")
            }, problem: ":1:41: duplicate key \"radius\" in background.shadow"),
        FileCase(
            id: "larger than 64 MiB (sparse)",
            make: { folder in
                let path = try write(Array("{}".utf8), to: folder + "/huge.json")
                guard truncate(path, off_t(SpecLimits.maximumFileSize + 1)) == 0 else { throw CocoaError(.fileWriteUnknown) }
                return path
            }, problem: ": is larger than the maximum of 67108864 bytes (64 MiB)"),
        FileCase(
            id: "an endless device is read up to the maximum", make: { _ in "/dev/zero" },
            problem: ": is larger than the maximum of 67108864 bytes (64 MiB)"),
        FileCase(id: "an empty device", make: { _ in "/dev/null" }, problem: ":1:1: the input is empty: expected a JSON value"),
    ]

    @Test(arguments: cases)
    func everyCommandPrintsOneLineAndNothingElse(_ c: FileCase) throws {
        let folder = try TemporaryDirectory()
        let path = try c.make(folder.path)
        let expected = CLIRun(status: 2, output: "", error: "error: \(path)\(c.problem)\n")
        for arguments in [
            ["frames", path], ["snapshot", path], ["snapshot", "--ansi", path], [path],
            ["frames", "--viewport", "100x100", path],
        ] {
            #expect(runCLI(arguments) == expected, "\(arguments)")
        }
    }

    @Test func controlCharactersInAFileNameAreEscapedSoTheErrorStaysOneLine() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/new\nline\u{1B}[31m\u{85}.json"
        let run = runCLI(["frames", path])
        #expect(
            run == CLIRun(status: 2, output: "", error: "error: \(folder.path)/new\\nline\\u001B[31m\\u0085.json: no such file\n")
        )
    }

    @Test func theExecutableReportsAFileItCannotRead() throws {
        let executable = try #require(sectiongridExecutable(), "build the sectiongrid product before testing")
        let folder = try TemporaryDirectory()
        chmod(folder.path, 0o755)
        // Another user may not reach the build folder: run a copy from the (world-readable) test folder.
        let copy = folder.path + "/sectiongrid"
        try FileManager.default.copyItem(atPath: executable.path, toPath: copy)
        let spec = try folder.file("private.json", contents: #"{"sections": [{"items": 3}]}"#)
        // Root reads everything: as root, read it as nobody (0600, not theirs); as anyone else, make it 0000.
        let asRoot = getuid() == 0
        chmod(spec, asRoot ? 0o600 : 0o000)
        defer { chmod(spec, 0o600) }
        let (program, prefix) =
            asRoot
            ? ("/usr/bin/setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", copy])
            : (copy, [String]())
        for command in [["frames"], ["snapshot"], []] {
            let run = try runExecutable(URL(fileURLWithPath: program), prefix + command + [spec])
            #expect(
                run == CLIRun(status: 2, output: "", error: "error: \(spec): cannot be read (permission denied)\n"), "\(command)")
        }
        if !asRoot { chmod(spec, 0o600) }
        // The same user reads it: the permission check is not a false alarm.
        #expect(try runExecutable(URL(fileURLWithPath: copy), ["frames", spec]).status == 0)
    }

    @Test func theExecutablePrintsNothingButTheErrorForBadSpecs() throws {
        let executable = try #require(sectiongridExecutable(), "build the sectiongrid product before testing")
        let folder = try TemporaryDirectory()
        let specs: [(String, String)] = [
            (
                #"{"sections": [{"items": 3}, {"items": 2, "itemSize": {"width": 1e300, "height": 1}}]}"#,
                "sections[1].itemSize.width: must be at most 10000000 (got 1e+300)"
            ),
            (
                compositional(
                    group: #"{"axis": "vertical", "width": {"absolute": 1}, "height": {"absolute": 1}, "count": 1000,"#
                        + #" "group": {"axis": "vertical", "width": {"absolute": 1}, "height": {"absolute": 1}, "count": 1000, "item": \#(fillingItemJSON)}}"#
                ),
                #"sections[0].group: holds at least 1000000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#
            ),
            (
                #"{"sections": [{"items": 15000000}, {"itemSizes": []}, {"items": 5000001}]}"#,
                "sections: 20000001 items in all exceeds the maximum of 20000000"
            ),
        ]
        for (text, line) in specs {
            let spec = try folder.file("bad.json", contents: text)
            for command in [["frames"], ["snapshot", "--ansi"], []] {
                let run = try runExecutable(executable, command + [spec])
                #expect(run == CLIRun(status: 2, output: "", error: "error: \(spec): \(line)\n"), "\(command)")
            }
        }
    }
}
