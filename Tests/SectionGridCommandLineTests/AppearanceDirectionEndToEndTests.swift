import Foundation
import SectionGridViewer
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Right to left and dark mode in a real terminal (issue 14 §4–5): a right-to-left spec draws item 0.0
/// at the right of the screen, exactly as the viewer's own model draws it; `A` turns the systemGray6
/// background from its light value (#F2F2F7, palette 255 in 256 colours) to its dark one (#1C1C1E,
/// palette 234; HIG colour tables) and the status bar says `dark`; `w` writes only `"appearance": "dark"`.
@Suite("Right to left and dark mode end to end (tmux)", .serialized, TmuxSession.required)
struct AppearanceDirectionEndToEndTests {
    /// 200 points over 100 columns; two 40×40 items, insets 8: right to left, item 0 at x 152 (columns
    /// 76–95), item 1 at x 80 (columns 40–59).
    static let spec = """
        {
          "layoutDirection": "rightToLeft",
          "viewport": {"width": 200, "height": 400},
          "backgroundColor": "systemBackground",
          "flow": {"itemSize": {"width": 40, "height": 40}, "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}},
          "sections": [{"items": 2, "background": {"color": "systemGray6"}}]
        }

        """

    @Test func rightToLeftAndDarkMode() throws {
        try expectRightToLeftAndDarkMode(build: .debug)
    }

    /// What users run: the release build.
    @Test(ViewerBuild.release.trait) func rightToLeftAndDarkModeWithTheReleaseBuild() throws {
        try expectRightToLeftAndDarkMode(build: .release)
    }

    /// Right to left, a section's header title starts at the right of the screen and its footer title
    /// stands at the left, as natural alignment places a header's label in UIKit ("the default alignment
    /// for right-to-left scripts is NSTextAlignment.right",
    /// https://developer.apple.com/documentation/uikit/nstextalignment/natural).
    static let titled = """
        {
          "layoutDirection": "rightToLeft",
          "viewport": {"width": 200, "height": 400},
          "flow": {"itemSize": {"width": 40, "height": 40}, "headerReferenceSize": {"width": 0, "height": 20},
                   "footerReferenceSize": {"width": 0, "height": 20}},
          "sections": [{"title": "Tags", "items": 2}]
        }

        """

    @Test func sectionTitlesStartAtTheRight() throws {
        try expectTitlesAtTheLeadingEdge(build: .debug)
    }

    /// What users run: the release build.
    @Test(ViewerBuild.release.trait) func sectionTitlesStartAtTheRightWithTheReleaseBuild() throws {
        try expectTitlesAtTheLeadingEdge(build: .release)
    }

    private func expectTitlesAtTheLeadingEdge(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        _ = try folder.file("titled.json", contents: Self.titled)
        let viewer = try ViewerHarness(arguments: ["titled.json"], build: build, in: folder)
        try viewer.waitForViewer()
        let state = ViewerState(
            spec: try LayoutSpec(json: JSONParser().parse(Self.titled)), source: .file(path: "titled.json"),
            columns: 100, rows: 30, depth: .palette256)
        let expected = state.screenLines.map(trimmingTrailingBlanks)
        let shown = try #require(
            try viewer.tmux.waitFor { screenLines($0).prefix(29) == expected.prefix(29)[...] }.map(screenLines),
            "the screen is the model's: \((try? viewer.tmux.capture()).map(screenLines) ?? [])")
        // 2 points a column: the header's title ends 2 columns in from the right edge (column 97), the
        // footer's starts 2 columns in from the left.
        let titled = shown.prefix(28).filter { $0.contains("Tags") }
        #expect(titled.count == 2, "\(titled)")
        #expect(titled.first.map { $0.count == 98 && $0.hasSuffix("Tags") } == true, "the header's title at the right: \(titled)")
        #expect(titled.last.map { $0.hasPrefix("  Tags") } == true, "the footer's title at the left: \(titled)")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    private func expectRightToLeftAndDarkMode(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("rtl.json", contents: Self.spec)
        let viewer = try ViewerHarness(arguments: ["rtl.json"], build: build, in: folder)
        let light = try viewer.waitForViewer(escapes: true)
        #expect(light.contains("48;5;255m") && !light.contains("48;5;234m"), "systemGray6 light")
        var state = ViewerState(
            spec: try LayoutSpec(json: JSONParser().parse(Self.spec)), source: .file(path: "rtl.json"),
            columns: 100, rows: 30, depth: .palette256)
        let expected = state.screenLines.map(trimmingTrailingBlanks)
        let shown = try viewer.tmux.waitFor { screenLines($0).prefix(29) == expected.prefix(29)[...] }
        #expect(shown != nil, "the screen is the model's: \((try? viewer.tmux.capture()).map(screenLines) ?? [])")
        let labels = try #require(shown.map(screenLines)?[6])
        #expect(
            labels.firstRange(of: "0.0").map { labels.distance(from: labels.startIndex, to: $0.lowerBound) }.map { $0 >= 76 }
                == true,
            "item 0.0 at the right: \(labels)")
        #expect(
            labels.firstRange(of: "0.1").map { labels.distance(from: labels.startIndex, to: $0.lowerBound) }.map { $0 < 60 }
                == true,
            "item 0.1 to its left: \(labels)")
        #expect(shown?.contains("↕ vertical · RTL │") == true)

        try viewer.tmux.send("A")
        state.press("A")
        let dark = try viewer.tmux.waitFor(escapes: true) {
            $0.contains("48;5;234m") && $0.contains("RTL dark") || $0.contains("· RTL dark")
        }
        #expect(dark != nil, "systemGray6 dark: \((try? viewer.tmux.capture()) ?? "")")
        #expect(dark?.contains("48;5;255m") == false, "no light systemGray6 left")
        let darkText = try viewer.tmux.waitFor {
            screenLines($0).prefix(28) == state.screenLines.map(trimmingTrailingBlanks).prefix(28)[...]
        }
        #expect(darkText != nil, "the dark screen's text is the model's")

        try viewer.tmux.send("w")
        let written = try viewer.tmux.waitFor { $0.contains("wrote") }
        #expect(written != nil)
        let file = try String(contentsOfFile: path, encoding: .utf8)
        // Inserted after `layoutDirection`, the key before it in the order a spec is written.
        #expect(
            file
                == Self.spec.replacingOccurrences(
                    of: "\"rightToLeft\",\n", with: "\"rightToLeft\",\n  \"appearance\": \"dark\",\n"), "\(file)")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
