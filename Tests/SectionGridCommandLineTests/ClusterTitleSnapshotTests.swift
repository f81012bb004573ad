import Foundation
import SectionGridCommandLine
import Testing

@testable import SectionGridTestSupport

/// A `cards`-like spec whose first section is titled with a flag, a ZWJ family, a VS16 heart and a
/// combining accent (written with escapes, so what the tests hold is plain to see).
enum ClusterCards {
    static let flag = "\u{1F1EF}\u{1F1F5}", family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    static let heart = "\u{2764}\u{FE0F}", cafe = "cafe\u{301}"
    static let title = "Trip \(flag) with \(family) and \(heart) at the \(cafe), a title that goes on and on"
    static let spec = """
        {
          "layout": "flow",
          "backgroundColor": "systemGroupedBackground",
          "flow": { "itemSize": { "width": 100, "height": 100 },
                    "sectionInset": { "top": 0, "left": 36, "bottom": 12, "right": 36 },
                    "headerReferenceSize": { "width": 0, "height": 50 } },
          "background": { "cover": "section", "includeHeader": true,
                          "margin": { "top": 16, "left": 20, "bottom": 0, "right": 20 },
                          "color": "white", "cornerRadius": 12 },
          "sections": [ { "title": "\(title)", "items": 5 }, { "title": "第2组 \(flag)", "items": 5 } ]
        }
        """

    /// The spec written to a fresh folder: the folder (keep it alive) and the file's path.
    static func file() throws -> (TemporaryDirectory, String) {
        let folder = try TemporaryDirectory()
        return (folder, try folder.file("clusters.json", contents: spec))
    }
}

/// `sectiongrid snapshot` of those cards: the plain picture keeps each cluster whole in its columns,
/// the ANSI one keeps the card's background under every cell of the title row.
@Suite struct ClusterTitleSnapshotTests {
    @Test func monochromePicture() throws {
        let (folder, path) = try ClusterCards.file()
        let run = runCLI(["snapshot", path, "--size", "50x4", "--bare"])
        #expect(run.status == 0 && run.error == "")
        let f = ClusterCards.self
        #expect(
            run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() == [
                "",
                "   ╭ Trip \(f.flag) with \(f.family) and \(f.heart) at the \(f.cafe), a t… ╮",
                "   ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
                "   ░░┌───────────┐░░░░░░░░░░░░░░┌───────────┐░░",
            ])
        withExtendedLifetime(folder) {}
    }

    @Test func colourKeepsTheCardUnderTheWholeTitleRow() throws {
        let (folder, path) = try ClusterCards.file()
        let run = runCLI(["snapshot", path, "--size", "50x4", "--bare", "--ansi", "--depth", "256"])
        #expect(run.status == 0)
        let row = try #require(ScreenCells(capture: run.output).rows.dropFirst().first)
        // The family is sent as its first person, the heart as a heart and a blank (TerminalSpelling).
        #expect(
            String(row.map(\.character))
                == "   ╭ Trip \u{1F1EF}\u{1F1F5} with \u{1F468} and \u{2764}  at the cafe\u{301}, a t… ╮   ")
        // The view (255), the corner over it, the white card (231) under the title and the blanks
        // around it, the other corner, the view: 49 cells for 50 columns (👨 is one cell of two, and
        // the flag two of one).
        #expect(
            row.map(\.background) == Array(repeating: "5:255", count: 4) + Array(repeating: "5:231", count: 41)
                + Array(repeating: "5:255", count: 4))
        withExtendedLifetime(folder) {}
    }
}
