import CellGrid
import SectionGridCommandLine
import SectionGridSVG
import SectionGridSession
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Issue 25 §15: the safe area's bands sit at the edges of the device's screen, at the device's size,
/// in pictures: `export svg --device iphone-16` draws the whole screen (393 × 852 pt) with the status
/// bar's band (59 pt) at its top and the home indicator's (34 pt) at its bottom; the viewer's `p`
/// pictures the part of the screen a 30-row terminal shows — its top, 393 × about 228 pt — with the
/// status bar's band at its top and no home-indicator band across the middle of the phone.
@Suite("Safe-area bands in pictures")
struct SafeAreaPictureTests {
    /// The rects of the `safeArea` element of `svg`, and its `viewBox`.
    func bands(_ svg: String) throws -> (viewBox: String, rects: [[Double]]) {
        let document = try SVGDocument(svg)
        let rects = document.groups["safeArea-layout"]?.children(named: "rect").map(\.box) ?? []
        return (document.root.attributes["viewBox"] ?? "", rects)
    }

    @Test func exportSVGDrawsThemAtTheScreensEdges() throws {
        var output = ""
        var error = ""
        #expect(
            SectionGridCLI.run(
                arguments: ["export", "svg", "--demo", "cards", "--device", "iphone-16"], output: &output,
                error: &error) == 0)
        let (viewBox, rects) = try bands(output)
        #expect(viewBox == "0 -59 393 852")
        #expect(rects == [[0, -59, 393, 59], [0, 759, 393, 34]], "top and bottom of the screen: −59 + 852 − 34 = 759")
    }

    @Test func thePictureKeyDrawsThemWhereThePhoneHasThem() throws {
        var loaded = try #require(LoadedSpec(demo: "cards"))
        loaded.device = try #require(DeviceCatalog.device(named: "iphone-16"))
        let state = ViewerSetup(loaded).state(columns: 100, rows: 30, depth: .palette256)
        let visible = state.viewport.visibleRect
        #expect(visible.width == 393 && visible.height < 852 - 34, "the terminal shows the top of the phone: \(visible)")
        let (viewBox, rects) = try bands(SpecPicture.draw(state).svg)
        #expect(
            viewBox == [visible.minX, visible.minY, visible.width, visible.height].map(PointsFormat.text).joined(separator: " "))
        // The home indicator's band is at y −59 + 852 − 34 = 759, below the picture: drawn there, shown nowhere.
        #expect(rects == [[0, -59, 393, 59], [0, 759, 393, 34]])
        #expect(
            rects.allSatisfy { $0[1] + $0[3] <= visible.minY + 59 || $0[1] >= visible.maxY },
            "no band crosses the picture's middle")
        #expect(SpecPicture.screen(of: state) == Rect(x: 0, y: -59, width: 393, height: 852))
    }

    @Test func zoomedOutPastTheDeviceTheBandsAreAtTheViewersBounds() throws {
        var loaded = try #require(LoadedSpec(demo: "cards"))
        loaded.device = try #require(DeviceCatalog.device(named: "iphone-16"))
        var state = ViewerSetup(loaded).state(columns: 100, rows: 30, depth: .palette256)
        for _ in 0..<8 { state.press("Z") }
        let visible = state.viewport.visibleRect
        #expect(visible.width > 393 && visible.height > 852, "\(visible)")
        #expect(SpecPicture.screen(of: state) == visible)
        let (_, rects) = try bands(SpecPicture.draw(state).svg)
        #expect(rects.first.map { $0[1] == visible.minY && $0[2] == visible.width } == true, "\(rects)")
        #expect(rects.last.map { $0[1] + $0[3] == visible.maxY } == true, "\(rects)")
    }
}
