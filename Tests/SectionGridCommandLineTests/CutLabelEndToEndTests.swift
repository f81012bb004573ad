import Foundation
import SectionGridViewer
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Issue 25 §14 in a real terminal: a cell cut by the screen's edge shows no fragment of its label. An
/// orthogonal row of 50-point cells from x 24, in a 200-point collection view on 100 columns (2 points a
/// column): cell 0.3 spans columns 87…111, and its label would stand at columns 98…100 — `0.` on screen
/// reads as another index path, so it is left out while cells 0.0–0.2 keep theirs.
@Suite("Cut labels end to end (tmux)", .serialized, TmuxSession.required)
struct CutLabelEndToEndTests {
    static let spec = """
        {
          "layout": "compositional",
          "viewport": {"width": 200, "height": 400},
          "sections": [
            {
              "items": 6,
              "group": {"axis": "horizontal", "width": {"absolute": 50}, "height": {"absolute": 40},
                        "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}},
              "contentInsets": {"top": 0, "leading": 24, "bottom": 0, "trailing": 0},
              "orthogonalScrollingBehavior": "continuous"
            }
          ]
        }

        """

    @Test func aCellCutByTheScreensEdgeShowsNoLabelFragment() throws {
        try expectNoFragment(build: .debug)
    }

    /// What users run: the release build.
    @Test(ViewerBuild.release.trait) func aCellCutByTheScreensEdgeShowsNoLabelFragmentWithTheReleaseBuild() throws {
        try expectNoFragment(build: .release)
    }

    private func expectNoFragment(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        _ = try folder.file("row.json", contents: Self.spec)
        let viewer = try ViewerHarness(arguments: ["row.json"], build: build, in: folder)
        try viewer.waitForViewer()
        let state = ViewerState(
            spec: try LayoutSpec(json: JSONParser().parse(Self.spec)), source: .file(path: "row.json"),
            columns: 100, rows: 30, depth: .palette256)
        let expected = state.screenLines.map(trimmingTrailingBlanks)
        let shown = try #require(
            try viewer.tmux.waitFor { screenLines($0).prefix(29) == expected.prefix(29)[...] }.map(screenLines),
            "the screen is the model's: \((try? viewer.tmux.capture()).map(screenLines) ?? [])")
        let labels = try #require(shown.first { $0.contains("0.0") }, "\(shown)")
        #expect(labels.contains("0.1") && labels.contains("0.2"), "the whole cells keep their labels: \(labels)")
        // The line ends with cell 0.3's left edge at column 87: nothing of its label after it.
        #expect(labels.count == 88 && labels.hasSuffix("│"), "no fragment of 0.3's label: \(labels)")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
