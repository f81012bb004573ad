import Foundation
import SectionGridCommandLine
import SectionGridViewer
import Testing

@testable import SectionGridTestSupport

@Suite("sectiongrid snapshot")
struct SnapshotCommandTests {
    @Test func plainTextIsTheViewerScreen() throws {
        let run = runCLI(["snapshot", "--demo", "sections", "--size", "60x12"])
        #expect(run.status == 0 && run.error == "")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 12)
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(lines[0] == "  Section 1 · green", "a 24 pt header is two rows of 12.5 pt")
        #expect(lines[2].allSatisfy { $0 == "░" } && lines[2].count == 60, "section 1's band")
        #expect(
            lines[11] == " ↕ vertical │ section inset top = 10 · all sections │ y 0 pt",
            "the help, zoom, percentage and spec name make way at 60 columns; the position just fits")
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test(
        "ANSI colours at each depth",
        arguments: [
            ("256", "48;5;46m"), ("truecolor", "48;2;0;255;0m"), ("16", ";102m"), ("8", ";42m"),
        ])
    func ansiColours(_ depth: String, _ green: String) {
        let run = runCLI(["snapshot", "--demo", "sections", "--size", "60x12", "--ansi", "--depth", depth])
        #expect(run.status == 0)
        #expect(run.output.contains(green), "section 1's green background at depth \(depth)")
    }

    @Test func ansiDefaultsTo256Colours() {
        let run = runCLI(["snapshot", "--demo", "sections", "--size", "60x12", "--ansi"])
        #expect(run.output.contains("48;5;46m"))
        #expect(run.output.hasSuffix("\u{1B}[0m\n"))
    }

    @Test func bareOffsetDirectionAndZoom() {
        let bare = runCLI(["snapshot", "--demo", "sections", "--size", "60x12", "--bare"])
        #expect(!bare.output.contains("vertical │"))
        let scrolled = runCLI(["snapshot", "--demo", "sections", "--size", "100x12", "--offset", "0,174"])
        #expect(scrolled.output.split(separator: "\n")[0] == "  Section 2 · cyan", "section 2's header at the top")
        #expect(scrolled.output.contains("y 174 pt"))
        let horizontal = runCLI(["snapshot", "--demo", "sections", "--size", "60x12", "--direction", "horizontal"])
        #expect(horizontal.output.contains("↔ horizontal │"))
        let zoomed = runCLI(["snapshot", "--demo", "sections", "--size", "100x12", "--zoom", "2"])
        #expect(zoomed.output.contains("zoom 2×"))
        // At 1.875 pt a column the container is 187.5 pt: one 80 pt item a line, centred at x 53.75
        // (column 29), 42 columns wide; the 24 pt header takes 6.4 rows of 3.75 pt.
        let zoomedLines = zoomed.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(zoomedLines[2] == "  Section 1 · green")
        #expect(
            zoomedLines[9] == String(repeating: "░", count: 29) + "┌" + String(repeating: "─", count: 40) + "┐"
                + String(repeating: "░", count: 29))
    }

    @Test func belowTheMinimumSizeOnlyTheBareLayoutIsDrawn() {
        #expect(runCLI(["snapshot", "--demo", "sections", "--size", "10x5"]).status == 2)
        let bare = runCLI(["snapshot", "--demo", "sections", "--size", "10x5", "--bare"])
        #expect(bare.status == 0)
        let lines = bare.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(
            lines.count == 5 && lines.allSatisfy { $0.count <= 10 } && lines[2] == "  Secti…",
            "five rows of the layout, section 1's title truncated")
    }

    @Test func missingImagesAreNotedAndDrawnInTheirColour() throws {
        let folder = try TemporaryDirectory()
        let spec = try folder.file(
            "image.json",
            contents: #"""
                {"background": {"color": "red", "image": "missing.ppm"}, "sections": [{"items": 2}]}
                """#)
        let run = runCLI(["snapshot", spec, "--size", "40x10", "--ansi"])
        #expect(run.status == 0)
        #expect(run.error.hasPrefix("note: image \"missing.ppm\""))
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.contains("48;5;196m"), "the background falls back to its red")
    }

    @Test func badSpecsPrintNothingButTheError() throws {
        let folder = try TemporaryDirectory()
        let spec = try folder.file("bad.json", contents: #"{"sections": [{"items": -1}]}"#)
        let run = runCLI(["snapshot", spec])
        #expect(run.status == 2 && run.output == "")
        #expect(run.error.hasPrefix("error: \(spec): sections[0].items: "))
    }
}

/// A title written with combining accents (decomposed, as macOS often stores text) keeps its accents on
/// screen: titles are read in composed form, one scalar per character cell.
@Test func decomposedTitlesKeepTheirAccents() throws {
    let spec = try decodeSpec(
        #"{"sections": [{"items": 1, "title": "Cafe\u0301", "headerReferenceSize": {"width": 0, "height": 30}}]}"#)
    #expect(spec.sectionTitles == ["Café"])
    #expect(spec.sectionTitles.first??.unicodeScalars.map(\.value) == [0x43, 0x61, 0x66, 0xE9])
    let state = ViewerState(spec: spec, source: .file(path: "t.json"), columns: 40, rows: 10, depth: .monochrome)
    #expect(ViewerScreen.render(state).plainLines()[0].hasPrefix("  Café "))
}
