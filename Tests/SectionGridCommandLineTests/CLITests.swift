import SectionGridCommandLine
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Test("help", arguments: [["--help"], ["-h"], ["frames", "x.json", "--help"], ["frames", "-h"]])
func printsHelp(_ arguments: [String]) {
    let run = runCLI(arguments)
    #expect(run == CLIRun(status: 0, output: CommandLineParser.usage, error: ""))
    #expect(
        run.output.contains(
            "\n  sectiongrid frames [SPEC.json | FILE.swift …] [--demo NAME] [--direction vertical|horizontal] [--viewport WxH] [--offset X,Y] "
                + "[--device NAME] [--appearance light|dark] [--entry NAME] [--items N,N,…] [--swift-version 4|4.2|5|6] [--timeout SECONDS]\n"
        ))
    #expect(
        run.output.contains(
            "\n  --viewport WxH                    Viewport in points, such as 375x667; overrides the spec's \"viewport\".\n"))
    #expect(run.output.contains("\n  --version   Print the version.\n"))
}

@Test func printsTheVersion() {
    #expect(runCLI(["--version"]) == CLIRun(status: 0, output: "sectiongrid 0.1.0\n", error: ""))
    #expect(SectionGridVersion.current == "0.1.0")
}

@Test func noArgumentsOpensTheViewerOnTheDefaultDemo() throws {
    #expect(try CommandLineParser.parse([]) == .viewer(.demo(name: "sections")))
    #expect(try CommandLineParser.parse(["--demo", "cards"]) == .viewer(.demo(name: "cards")))
    #expect(try CommandLineParser.parse(["my.json"]) == .viewer(.file(path: "my.json")))
    #expect(
        runCLI([])
            == CLIRun(
                status: 2, output: "",
                error: "error: the interactive viewer is only available in the sectiongrid executable\n"))
    var output = ""
    var error = ""
    let status = SectionGridCLI.run(arguments: ["--demo", "cards"], output: &output, error: &error) { loaded in
        loaded.source == .demo(name: "cards") && loaded.spec.sectionTitles.first == "第1组" ? 7 : 1
    }
    #expect(status == 7)
    #expect(output == "" && error == "")
}

@Test func listsDemos() {
    let run = runCLI(["--list-demos"])
    #expect(run.status == 0)
    #expect(
        run.output.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
            == ["sections", "cards", "shadow", "appcenter", "compositional", "compositional-grid", "large"])
}

@Test(
    "arguments parse into commands",
    arguments: [
        (["frames", "a.json"], FramesOptions(specPath: "a.json")),
        (["frames", "--direction", "horizontal", "a.json"], FramesOptions(specPath: "a.json", direction: .horizontal)),
        (
            ["frames", "a.json", "--viewport=320.5x480"],
            FramesOptions(specPath: "a.json", viewport: Size(width: 320.5, height: 480))
        ),
        (
            ["frames", "a.json", "--viewport", "1024×768", "--direction=vertical"],
            FramesOptions(specPath: "a.json", direction: .vertical, viewport: Size(width: 1024, height: 768))
        ),
        (["frames", "--", "--odd.json"], FramesOptions(specPath: "--odd.json")),
    ])
func parsesFrames(_ arguments: [String], _ options: FramesOptions) throws {
    #expect(try CommandLineParser.parse(arguments) == .frames(options))
}

@Test func framesPrintsTheLayout() throws {
    let path = try TemporaryDirectory().file(
        "seven.json", contents: #"{"viewport": {"width": 320, "height": 480}, "sections": [{"items": 7}]}"#)
    let run = runCLI(["frames", path])
    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output == FramesExport.text(try SpecFile.load(path: path).layout()))
    #expect(
        run.output.contains(
            #"{"kind": "cell", "section": 0, "item": 6, "frame": {"x": 67.5, "y": 60, "width": 50, "height": 50}, "zIndex": 0}"#))
}

@Test func framesOptionsOverrideTheSpec() throws {
    let path = try TemporaryDirectory().file(
        "seven.json", contents: #"{"viewport": {"width": 320, "height": 480}, "sections": [{"items": 7}]}"#)
    let run = runCLI(["frames", path, "--direction", "horizontal", "--viewport", "400x120"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("{\n  \"contentSize\": {\"width\": 230, \"height\": 120},\n"))
    #expect(run.output.contains(#""item": 1, "frame": {"x": 0, "y": 70, "width": 50, "height": 50}"#))
}

@Test func framesPrintsADemo() throws {
    let run = runCLI(["frames", "--demo", "cards"])
    #expect(run.status == 0 && run.error == "")
    #expect(run.output == FramesExport.text(try #require(BuiltInDemos.spec(named: "cards")).layout()))
    #expect(
        run.output.contains(
            #"{"kind": "background", "section": 0, "frame": {"x": 20, "y": 16, "width": 335, "height": 370}, "zIndex": -1}"#))
}

@Test(
    "usage errors exit 2 with one line",
    arguments: [
        (["frames"], "error: frames needs SPEC.json, Swift files or --demo NAME (see sectiongrid --help)"),
        (
            ["frames", "a.json", "--demo", "cards"],
            "error: frames takes SPEC.json or --demo NAME, not both (see sectiongrid --help)"
        ),
        (
            ["--demo", "card"],
            "error: unknown demo \"card\", did you mean \"cards\"? (demos: sections, cards, shadow, appcenter, compositional, compositional-grid, large) (see sectiongrid --help)"
        ),
        (
            ["snapshot", "--demo", "cards", "--size", "0x10"],
            "error: --size: expected COLSxROWS, whole numbers from 1 to 10000, such as 100x30 (got \"0x10\") (see sectiongrid --help)"
        ),
        (
            ["snapshot", "--demo", "cards", "--size", "10x5"],
            "error: --size: the viewer needs at least 40x10 cells (got \"10x5\"); --bare draws the layout alone at any size (see sectiongrid --help)"
        ),
        (
            ["snapshot", "--demo", "cards", "--size", "39x24"],
            "error: --size: the viewer needs at least 40x10 cells (got \"39x24\"); --bare draws the layout alone at any size (see sectiongrid --help)"
        ),
        (["snapshot", "--demo", "cards", "--depth", "256"], "error: --depth needs --ansi (see sectiongrid --help)"),
        (
            ["snapshot", "--demo", "cards", "--zoom", "99"],
            "error: --zoom: must be a number from 0.125 to 8 (got \"99\") (see sectiongrid --help)"
        ),
        (["frames", "a.json", "b.json"], "error: unexpected argument \"b.json\" for frames (see sectiongrid --help)"),
        (
            ["frames", "a.json", "--direction", "diagonal"],
            "error: --direction: must be \"vertical\" or \"horizontal\" (got \"diagonal\") (see sectiongrid --help)"
        ),
        (
            ["frames", "a.json", "--viewport", "big"],
            "error: --viewport: expected WIDTHxHEIGHT in points, such as 375x667 (got \"big\") (see sectiongrid --help)"
        ),
        (
            ["frames", "a.json", "--viewport", "-3x4"],
            "error: --viewport: expected WIDTHxHEIGHT in points, such as 375x667 (got \"-3x4\") (see sectiongrid --help)"
        ),
        (
            ["frames", "a.json", "--viewport", "1e3x4"],
            "error: --viewport: expected WIDTHxHEIGHT in points, such as 375x667 (got \"1e3x4\") (see sectiongrid --help)"
        ),
        (
            ["frames", "a.json", "--viewport", "0x0"],
            "error: --viewport: width and height must be at least 1 point (got \"0x0\") (see sectiongrid --help)"
        ),
        (
            ["frames", "a.json", "--viewport", "320x0.5"],
            "error: --viewport: width and height must be at least 1 point (got \"320x0.5\") (see sectiongrid --help)"
        ),
        (["frames", "a.json", "--viewport"], "error: --viewport needs a value (WxH) (see sectiongrid --help)"),
        (
            ["frames", "a.json", "--direction", "vertical", "--direction=horizontal"],
            "error: --direction is given more than once (see sectiongrid --help)"
        ),
        (
            ["frames", "a.json", "--directon", "vertical"],
            "error: unknown option \"--directon\" for frames, did you mean \"--direction\"? (see sectiongrid --help)"
        ),
        (["--version", "now"], "error: unexpected argument \"now\" after --version (see sectiongrid --help)"),
        (["--verison"], "error: unknown option \"--verison\", did you mean \"--version\"? (see sectiongrid --help)"),
        (["frame", "a.json"], "error: unknown command \"frame\", did you mean \"frames\"? (see sectiongrid --help)"),
        (["paint"], "error: unknown command \"paint\" (see sectiongrid --help)"),
    ])
func rejectsBadArguments(_ arguments: [String], _ line: String) {
    #expect(runCLI(arguments) == CLIRun(status: 2, output: "", error: line + "\n"))
}

@Test func fileAndSpecErrorsExit2WithOneLine() throws {
    let directory = try TemporaryDirectory()
    let bad = try directory.file(
        "bad.json",
        contents: #"{"sections": [{"items": 1}, {"items": 2}, {"items": 3, "itemSize": {"width": -4, "height": 50}}]}"#)
    let malformed = try directory.file("malformed.json", contents: "{\n  \"sections\": [\n    {\"items\": 1,}\n  ]\n}\n")
    let empty = try directory.file("empty.json", contents: "")
    let array = try directory.file("array.json", contents: "[]")
    let cases: [([String], String)] = [
        (["frames", directory.path + "/missing.json"], "error: \(directory.path)/missing.json: no such file"),
        (["frames", directory.path], "error: \(directory.path): is a directory, not a spec file"),
        (["frames", bad], "error: \(bad): sections[2].itemSize.width: must be a finite number ≥ 0 (got -4)"),
        (
            ["frames", malformed],
            "error: \(malformed):3:17: expected a string key in double quotes, got '}' (trailing commas are not allowed)"
        ),
        (["frames", empty], "error: \(empty):1:1: the input is empty: expected a JSON value"),
        (["frames", array], "error: \(array): expected an object, got array"),
    ]
    for (arguments, line) in cases {
        #expect(runCLI(arguments) == CLIRun(status: 2, output: "", error: line + "\n"))
    }
}
