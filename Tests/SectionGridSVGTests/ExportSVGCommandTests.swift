import Foundation
import SectionGridCommandLine
import SectionGridSVG
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// `sectiongrid export svg`: the picture on standard output, notes on standard error, one-line errors.
@Suite("export svg command")
struct ExportSVGCommandTests {
    @Test func printsTheViewportAtTheTopByDefault() throws {
        let run = runCLI(["export", "svg", "--demo", "cards"])
        #expect(run.status == 0 && run.error.isEmpty)
        #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(run.output.hasSuffix("</svg>\n"))
        #expect(try SVGDocument(run.output).root.attributes["viewBox"] == "0 0 375 667")
        #expect(runCLI(["export", "svg", "--demo", "cards", "--viewport"]) == run)
    }

    @Test(
        "the offset is clamped to the content as scrolling clamps it",
        arguments: [
            ("0,300", "0 300 375 667"), ("0,-50", "0 0 375 667"), ("90,0", "0 0 375 667"), ("0,99999", "0 877 375 667"),
        ])
    func offsets(_ offset: String, _ box: String) throws {
        let run = runCLI(["export", "svg", "--demo", "cards", "--offset", offset])
        #expect(try SVGDocument(run.output).root.attributes["viewBox"] == box)
    }

    @Test func aContentInsetStartsAboveTheContent() throws {
        #expect(
            try SVGDocument(runCLI(["export", "svg", "--demo", "appcenter"]).output).root.attributes["viewBox"] == "0 -12 375 667"
        )
    }

    @Test func wholeShowsTheContentSize() throws {
        let run = runCLI(["export", "svg", "--demo", "cards", "--whole"])
        #expect(run.status == 0 && run.error.isEmpty)
        #expect(try SVGDocument(run.output).root.attributes["viewBox"] == "0 0 375 1544")
    }

    @Test("--whole of the 1,000,000-item demo is bounded and says what it left out")
    func wholeLarge() throws {
        let run = runCLI(["export", "svg", "--demo", "large", "--whole"])
        #expect(run.status == 0)
        #expect(run.output.utf8.count < 3_000_000)
        let document = try SVGDocument(run.output)
        #expect(document.root.attributes["viewBox"] == "0 0 375 32767")
        let cells = document.groups.keys.filter { $0.hasPrefix("cell-") }.count
        #expect(
            run.error == "note: the picture shows y 0…32767 pt of 0…6612000 (at most 10000 elements and 32767 pt along"
                + " the scroll axis): drew \(document.groups.count - 1) elements (\(cells) of 1000000 items), left out everything"
                + " from y 32767 on; --viewport --offset X,Y draws any part\n")
    }

    @Test func docsShowTheNoteOfWholeLarge() throws {
        let note = try #require(
            try docsText("docs/pictures.md").split(separator: "\n").first { $0.hasPrefix("note: the picture shows") })
        #expect(runCLI(["export", "svg", "--demo", "large", "--whole"]).error == note + "\n")
    }

    @Test func imagesThatCannotBeLoadedAreNotes() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file(
            "x.json", contents: #"{"sections": [{"items": 1, "background": {"color": "red", "image": "nope.ppm"}}]}"#)
        let run = runCLI(["export", "svg", path])
        #expect(run.status == 0 && run.output.hasSuffix("</svg>\n"))
        #expect(run.error.hasPrefix("note: image \"nope.ppm\": cannot read ") && run.error.filter { $0 == "\n" }.count == 1)
    }

    @Test(
        "errors exit 2 with one line",
        arguments: [
            (["export", "svg"], "error: export svg needs SPEC.json or --demo NAME (see sectiongrid --help)"),
            (
                ["export", "svg", "--demo", "cards", "--whole", "--viewport"],
                "error: export svg takes --whole or --viewport, not both (see sectiongrid --help)"
            ),
            (
                ["export", "svg", "--demo", "cards", "--whole", "--offset", "0,1"],
                "error: --offset is for --viewport; a --whole picture shows the content from its origin (see sectiongrid --help)"
            ),
            (
                ["export", "svg", "--demo", "cards", "--offset", "x"],
                "error: --offset: expected X,Y in points, such as 0,120 (got \"x\") (see sectiongrid --help)"
            ),
            (
                ["export", "svg", "--demo", "cards", "--scheme", "neon"],
                "error: --scheme: must be one of spec, pastel, highContrast (got \"neon\") (see sectiongrid --help)"
            ),
            (
                ["export", "svg", "--demo", "cards", "--sample"],
                "error: --sample is not an option of export svg (see sectiongrid --help)"
            ),
            (
                ["export", "swift", "--demo", "cards", "--whole"],
                "error: --whole is not an option of export swift (see sectiongrid --help)"
            ),
            (
                ["export", "svg", "--demo", "nope"],
                "error: unknown demo \"nope\" (demos: sections, cards, shadow, appcenter, compositional, compositional-grid, large) (see sectiongrid --help)"
            ),
            (["export", "svg", "missing.json"], "error: missing.json: no such file"),
            (
                ["export", "svg", "--demo", "cards", "--appearance", "night"],
                "error: --appearance: must be light or dark (got \"night\") (see sectiongrid --help)"
            ),
            (
                ["snapshot", "--demo", "cards", "--appearance", "Dark"],
                "error: --appearance: must be light or dark (got \"Dark\") (see sectiongrid --help)"
            ),
        ])
    func refusesWithOneLine(_ arguments: [String], _ line: String) {
        #expect(runCLI(arguments) == CLIRun(status: 2, output: "", error: line + "\n"))
    }

    @Test func schemesRecolour() throws {
        let pastel = try SVGDocument(runCLI(["export", "svg", "--demo", "sections", "--scheme", "pastel"]).output)
        #expect(pastel.groups["background-0"]?.children(named: "rect").first?.attributes["fill"] == "#FFD1DC")
    }

    @Test func theHelpListsTheFormat() {
        let usage = runCLI(["--help"]).output
        #expect(
            usage.contains(
                "\n  sectiongrid export svg [SPEC.json | FILE.swift …] [--demo NAME] [--offset X,Y] [--whole] [--viewport] [--scheme spec|pastel|highContrast] "
                    + "[--device NAME] [--appearance light|dark] [--entry NAME] [--items N,N,…] [--swift-version 4|4.2|5|6] [--timeout SECONDS]\n"
            ))
        #expect(usage.contains("\n  export svg "))
    }
}
