import Foundation
import SectionGridCommandLine
import SectionGridHostProtocol
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridExport
@testable import SectionGridTestSupport

/// Issue 25 §16: a background's built-in pattern (`dots`, `stripes`, `checker`, `grid`) is drawn by the
/// exported code itself, as the viewer and its pictures draw it — not turned into an asset an app does
/// not have. The exported tile is the SVG writer's (`SVGPatternDrawing` reads it off its markup; the
/// compiled code's drawing, which SectionGridUIKit's `CGContext` records and its layout host reports,
/// must be it, in each appearance: `GeneratedCodeRunTests`, `HostRoundTripTests`), and its ink, for
/// each appearance, the colour `export svg` draws the pattern in.
@Suite("export swift: built-in patterns")
struct PatternExportTests {
    @Test func theSVGWritersTilesReadAsSectionGridUIKitRecordsDrawing() {
        let ink = Color(red: 0x99, green: 0x59, blue: 0)
        func tile(_ side: Double, _ shapes: [DrawnImage.Shape]) -> DrawnImage {
            DrawnImage(size: Size(width: side, height: side), shapes: shapes)
        }
        func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> DrawnImage.Shape {
            .line(from: Point(x: x1, y: y1), to: Point(x: x2, y: y2), width: 1.5, stroke: ink)
        }
        #expect(
            SVGPatternDrawing.tile(.dots, ink: ink)
                == tile(8, [.ellipse(in: Rect(x: 2.8, y: 2.8, width: 2.4, height: 2.4), fill: ink)]))
        #expect(
            SVGPatternDrawing.tile(.stripes, ink: ink) == tile(12, [line(-3, 3, 3, -3), line(0, 12, 12, 0), line(9, 15, 15, 9)]))
        #expect(
            SVGPatternDrawing.tile(.checker, ink: ink)
                == tile(
                    16,
                    [
                        .rectangle(Rect(x: 0, y: 0, width: 8, height: 8), fill: ink),
                        .rectangle(Rect(x: 8, y: 8, width: 8, height: 8), fill: ink),
                    ]))
        #expect(
            SVGPatternDrawing.tile(.grid, ink: ink)
                == tile(
                    16,
                    [
                        .rectangle(Rect(x: 0, y: 0, width: 16, height: 1), fill: ink),
                        .rectangle(Rect(x: 0, y: 0, width: 1, height: 16), fill: ink),
                    ]))
    }

    /// The spec: one section a fill, each with `image` (a pattern in any case and spacing, or a file).
    static func spec(_ sections: [(color: String?, image: String)], canvas: String? = nil) -> String {
        let entries = sections.map { section in
            let color = section.color.map { #""color": "\#($0)", "# } ?? ""
            return #"{"items": 1, "background": {\#(color)"image": "\#(section.image)"}}"#
        }
        let background = canvas.map { #""backgroundColor": "\#($0)", "# } ?? ""
        return #"{\#(background)"sections": [\#(entries.joined(separator: ", "))]}"#
    }

    static func run(_ arguments: [String]) -> String {
        var output = ""
        var error = ""
        _ = SectionGridCLI.run(arguments: arguments, output: &output, error: &error)
        return output
    }

    /// The ink `export svg` draws `pattern` in, in `appearance`, as `#RRGGBB`.
    static func svgInk(_ path: String, _ pattern: BackgroundPattern, appearance: Appearance) -> [String] {
        let svg = run(["export", "svg", path, "--appearance", appearance.rawValue])
        return svg.components(separatedBy: "<pattern id=\"_pattern-\(pattern.rawValue)-").dropFirst().map { "#" + $0.prefix(6) }
    }

    /// `UIColor(red: 0x99 / 255, green: 0x59 / 255, blue: 0x00 / 255, alpha: 1)` → `#995900`.
    static func hex(_ literal: Substring) -> String {
        "#" + literal.components(separatedBy: "0x").dropFirst().prefix(3).map { String($0.prefix(2)) }.joined()
    }

    @Test(arguments: BackgroundPattern.allCases)
    func eachPatternIsDrawnInTheViewersInkForEachAppearance(_ pattern: BackgroundPattern) throws {
        // A bright and a dark fixed colour, and a dynamic one (systemOrange: #FF9500 light, #FF9F0A dark).
        let fills = ["#FFCC00", "#1C1C1E", "systemOrange"]
        let path = try TemporaryDirectory().file("patterns.json", contents: Self.spec(fills.map { ($0, pattern.rawValue) }))
        let swift = Self.run(["export", "swift", path])
        // Each call as written (its kind, ink and dark ink on the lines after it): a dark ink only where
        // the appearance changes the fill.
        let calls = swift.components(separatedBy: "pattern: BackgroundPattern(").dropFirst()
            .map { $0.split(separator: "\n").prefix(4).joined(separator: "\n") }
        try #require(calls.count == 3, "\(swift)")
        let inks = calls.map { call -> (light: String, dark: String) in
            let text = Substring(call)
            let light = text.range(of: "ink: UIColor(").map { Self.hex(text[$0.upperBound...]) } ?? ""
            let dark = text.range(of: "darkInk: UIColor(").map { Self.hex(text[$0.upperBound...]) } ?? light
            return (light, dark)
        }
        #expect(swift.contains("kind: .\(pattern.rawValue)"))
        #expect(inks.map(\.light) == Self.svgInk(path, pattern, appearance: .light), "light")
        #expect(inks.map(\.dark) == Self.svgInk(path, pattern, appearance: .dark), "dark")
        #expect(
            inks.map(\.light) == ["#997A00", "#777778", "#995900"], "the fill moved 40 % towards black, or white on a dark one")
        #expect(inks[2].dark == "#995F06" && inks[0].dark == inks[0].light, "only systemOrange changes with the appearance")
        #expect(!swift.contains("imageName") && !swift.contains("UIImage(named:"), "no asset")
    }

    @Test func patternNamesIgnoreCaseAndSpacesAndOtherNamesStayAssets() throws {
        let path = try TemporaryDirectory().file(
            "names.json", contents: Self.spec([("#FFFFFF", " Dots "), ("#FFFFFF", "photo.png")]))
        let swift = Self.run(["export", "swift", path])
        #expect(
            swift.contains("pattern: BackgroundPattern(\n") && swift.contains("kind: .dots,\n")
                && swift.contains("ink: UIColor(red: 0x99 / 255, green: 0x99 / 255, blue: 0x99 / 255, alpha: 1))"),
            "white moved 40 % towards black")
        #expect(swift.contains(#"imageName: "photo.png""#) && swift.contains("UIImage(named: $0)"))
        #expect(swift.contains("case dots") && !swift.contains("case stripes"), "only the patterns used")
    }

    @Test func aPatternWithoutAFillIsDrawnInTheInkThatReadsOnTheCollectionViewsBackground() throws {
        let dark = try TemporaryDirectory().file("dark.json", contents: Self.spec([(nil, "grid")], canvas: "#000000"))
        #expect(
            Self.run(["export", "swift", dark]).contains(
                "ink: UIColor(red: 0xFF / 255, green: 0xFF / 255, blue: 0xFF / 255, alpha: 1)"))
        let plain = try TemporaryDirectory().file("plain.json", contents: Self.spec([(nil, "grid")]))
        #expect(
            Self.run(["export", "swift", plain]).contains(
                "ink: UIColor(red: 0x00 / 255, green: 0x00 / 255, blue: 0x00 / 255, alpha: 1)"))
    }

    /// The run cases draw every pattern on every fill of `PatternSpecs`, with both engines in both
    /// appearances: the compiled code's tiles and inks are checked for each (`HostRoundTripTests`).
    @Test func theRunCasesDrawEveryPatternOnEveryFillWithBothEnginesInBothAppearances() {
        let cases = GeneratedBatch.cases.filter { $0.driver.id.hasPrefix("patterns-") }
        #expect(cases.count == 4 && cases.allSatisfy(\.driver.runs))
        #expect(Set(cases.map(\.spec.appearance)) == Set(Appearance.allCases))
        #expect(cases.filter { $0.spec.compositionalLayout != nil }.count == 2)
        let expected = BackgroundPattern.allCases.flatMap { pattern in PatternSpecs.fills.map { "\(pattern) on \($0 ?? "none")" }
        }
        for batchCase in cases {
            let drawn = batchCase.spec.layout().allElements().filter { $0.kind == .background }.map { background in
                "\(background.style?.image ?? "-") on \(background.style?.color?.description ?? "none")"
            }
            #expect(drawn == expected, "\(batchCase.driver.id)")
        }
    }

    @Test func theDocsSayWhichNamesArePatterns() throws {
        let section = try docsText("docs/export-swift.md")
        let names = BackgroundPattern.allCases.map { "`\($0.rawValue)`" }
        #expect(names.allSatisfy(section.contains), "the export section names every built-in pattern")
        #expect(section.contains("UIGraphicsImageRenderer") && section.contains("UIColor(patternImage:)"))
    }
}
