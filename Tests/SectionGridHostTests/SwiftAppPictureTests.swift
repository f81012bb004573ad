import Foundation
import Testing

/// `snapshot` and `export svg` of Swift files draw what the code's views show (issue 27 §2,
/// "Output"): fills, radii, borders, shadows and text, instead of a spec's titles and styles.
@Suite("pictures of Swift files", SwiftApp.required)
struct SwiftAppPictureTests {
    /// Journal on a 320-point iPhone SE: each header reads the day the data source set, each cell its
    /// entry; nothing reads a spec's "Section N" (the code's footers show nothing). The status line
    /// names the entry and the files.
    @Test func theSnapshotReadsTheViewsText() {
        let run = SwiftApp.run(["snapshot"] + SwiftApp.files("Journal") + ["--device", "iphone-se", "--size", "110x60"])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 61 && lines[60].isEmpty)
        for word in ["Tea", "Walk", "Letters", "Day 2", "Rain", "Day 3", "Market", "Bread"] {
            #expect(lines.contains { $0.contains(word) }, "\(word) is shown")
        }
        #expect(!run.output.contains("Section"))
        #expect(
            lines[59] == " JournalViewController │ DayCardLayout.swift JournalViewController.swift JournalViews.swift │ zoom 1×")
    }

    /// In 24-bit colour the canvas is the collection view's own fill (Journal's white 0.94: 240, 240, 240)
    /// around the cards.
    @Test func theSnapshotInColourShowsTheCollectionViewsFill() {
        let run = SwiftApp.run(
            ["snapshot"] + SwiftApp.files("Journal") + ["--size", "40x10", "--ansi", "--depth", "truecolor", "--bare"])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 10 && lines.allSatisfy { $0.hasPrefix("\u{1B}[38;2;0;0;0;48;2;240;240;240m ") })
    }

    /// In 24-bit colour the stripes are their delegate's colours (#FFCCCC from the first row, then #CCFFCC
    /// and #CCCCFF).
    @Test func theSnapshotInColourShowsTheViewsFills() {
        let run = SwiftApp.run(
            ["snapshot"] + SwiftApp.files("Stripes") + ["--size", "64x30", "--ansi", "--depth", "truecolor", "--bare"])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("48;2;255;204;204") == true, "section 0's stripe behind the first row")
        #expect(run.output.contains("48;2;204;255;204") && run.output.contains("48;2;204;204;255"))
    }

    /// `Probe`'s band rounds its top corners only (`layer.maskedCorners`): a path with two arcs in the
    /// SVG, rounded glyphs on its top row only in the terminal.
    @Test func maskedCornersRoundOnlyThoseCorners() {
        let files = SwiftApp.files("Probe")
        let svg = SwiftApp.run(["export", "svg"] + files + ["--items", "1"])
        #expect(svg.status == 0, "\(svg.errors)")
        #expect(
            svg.output.contains(
                "<title>Reading 0 — frame (0, 0, 360, 40) pt</title><path d=\"M8,0H352A8,8 0 0 1 360,8V40H0V8A8,8 0 0 1 8,0Z\" fill=\"#F2F2F7\"/>"
            ))
        let snapshot = SwiftApp.run(
            ["snapshot"] + files + ["--device", "iphone-se", "--size", "60x12", "--items", "3", "--bare"])
        let lines = snapshot.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count > 5 && lines[2].hasPrefix("╭░") && lines[2].hasSuffix("░╮"))
        #expect(lines.count > 5 && lines[4].hasPrefix("░░") && lines[4].hasSuffix("░░"))
    }

    @Test func theSVGDrawsFillsRadiiBordersShadowsAndText() {
        let stripes = SwiftApp.run(["export", "svg"] + SwiftApp.files("Stripes") + ["--viewport"])
        #expect(stripes.status == 0, "\(stripes.errors)")
        #expect(
            stripes.output.contains(
                "<g id=\"Stripe-0\"><title>Stripe 0 — frame (0, 0, 375, 112) pt</title><rect x=\"0\" y=\"0\" width=\"375\" height=\"112\" rx=\"6\" fill=\"#FFCCCC\"/></g>"
            ))
        // A cell's look keeps its square corners and its 1-point black border, at full strength.
        #expect(
            stripes.output.contains(
                "<rect x=\"20\" y=\"12\" width=\"64\" height=\"40\" fill=\"#FFFFFF\"/><rect x=\"20.5\" y=\"12.5\" width=\"63\" height=\"39\" fill=\"none\" stroke=\"#000000\"/>"
            ))
        let halo = SwiftApp.run(["export", "svg"] + SwiftApp.files("Halo") + ["--whole", "--items", "4"])
        #expect(
            halo.output.contains(
                "<feGaussianBlur stdDeviation=\"8\"/></filter></defs><g opacity=\"0.25\" filter=\"url(#_shadow-Halo-0)\"><rect x=\"9\" y=\"17\""
            ))
        #expect(halo.output.contains("rx=\"14\" fill=\"#FFF5E0\"/>"))
        let journal = SwiftApp.run(["export", "svg"] + SwiftApp.files("Journal") + ["--whole"])
        // The collection view's own fill, `UIColor(white: 0.94, alpha: 1)`, under everything.
        #expect(
            journal.output.contains(
                "<g id=\"collection-view\"><title>collection view (0, 0, 375, 362) pt</title><rect x=\"0\" y=\"0\" width=\"375\" height=\"362\" fill=\"#F0F0F0\"/></g>\n<g id=\"DayCard-0\">"
            ))
        #expect(journal.output.contains("<rect x=\"12\" y=\"0\" width=\"351\" height=\"154\" rx=\"10\" fill=\"#FFFFFF\"/>"))
        #expect(journal.output.contains("font-weight=\"bold\">Day 1</text>"))
        #expect(
            journal.output.contains(
                "<rect x=\"24\" y=\"40\" width=\"130\" height=\"44\" rx=\"4\" fill=\"#FFFFFF\"/><text x=\"89\" y=\"66.2\" font-size=\"12\" text-anchor=\"middle\" fill=\"#000000\">Tea</text>"
            ))
    }
}
