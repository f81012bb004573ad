import Foundation
import Testing
import SectionGridApp

/// `sectiongrid snapshot` of cards titled with a flag, a ZWJ family, a VS16 heart and a combining
/// accent: the plain picture keeps each cluster whole in its columns, the ANSI one keeps the card's
/// background under every cell of the header row.
@Suite struct ClusterTitleSnapshotTests {
    static let flag = "\u{1F1EF}\u{1F1F5}", family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    static let heart = "\u{2764}\u{FE0F}", cafe = "cafe\u{301}"
    static let title = "\(flag) \(family) \(heart) \(cafe) — trip"
    static let longTitle = "Trip \(flag) with \(family) and \(heart) at the \(cafe), then home"

    static func spec() throws -> (TemporaryDirectory, String) {
        let folder = try TemporaryDirectory()
        let path = try folder.file("clusters.json", contents: """
        {
          "layout": "flow",
          "flow": { "itemSize": { "width": 60, "height": 40 },
                    "sectionInset": { "top": 0, "left": 20, "bottom": 10, "right": 20 },
                    "headerReferenceSize": { "width": 0, "height": 50 } },
          "background": { "cover": "section", "includeHeader": true,
                          "margin": { "top": 25, "left": 10, "bottom": 0, "right": 10 },
                          "color": "white", "cornerRadius": 12 },
          "sections": [ { "title": "\(title)", "items": 2 }, { "title": "\(longTitle)", "items": 1 } ]
        }
        """)
        return (folder, path)
    }

    @Test func monochromePicture() throws {
        let (folder, path) = try Self.spec()
        let run = runCLI(["snapshot", path, "--size", "40x10", "--bare"])
        #expect(run.status == 0 && run.error == "")
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() == [
            "",
            " ╭ \(Self.title) ░░░░░░░░░░░░░░╮",
            " ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
            " ░┌─0.0─┐░░░┌0.1─┐░░░░░░░░░░░░░░░░░░░░░",
            " ╰└─────┘░░░└────┘░░░░░░░░░░░░░░░░░░░░╯",
            "",
            "  Trip \(Self.flag) with \(Self.family) and \(Self.heart) at the \(Self.cafe),…",
            " ╭▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╮",
            " ▒┌─1.0─┐▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒",
            " ▒└─────┘▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒",
        ])
        withExtendedLifetime(folder) {}
    }

    @Test func colourKeepsTheCardUnderTheWholeHeaderRow() throws {
        let (folder, path) = try Self.spec()
        let run = runCLI(["snapshot", path, "--size", "40x10", "--bare", "--ansi", "--depth", "256"])
        #expect(run.status == 0)
        let row = try #require(ScreenCells(capture: run.output).rows.dropFirst().first)
        // ╭, then the card (white, 231) under the title and the blanks after it, then ╮ over the canvas.
        let text = String(row.map(\.character))
        #expect(text == " ╭ \u{1F1EF}\u{1F1F5} \u{1F468} \u{2764}  cafe\u{301} — trip               ╮ ",
                "the family is sent as its first person, the heart as a heart and a blank")
        let inside = row.dropFirst(2).dropLast(2)
        #expect(inside.allSatisfy { $0.background == "5:231" }, "\(inside.map(\.background))")
        #expect(row[1].background == "default" && row[row.count - 2].background == "default")
        withExtendedLifetime(folder) {}
    }
}
