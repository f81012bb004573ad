import Foundation
import SectionGridSession
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Issue 14 §3: `R` turns the spec's device the other way up — bounds and safe area together — and
/// keeps the user's place as `o` does; `R R` comes back, `U` undoes, `w` writes only `device`.
@Suite("Viewer rotation")
struct ViewerRotationTests {
    static let text =
        #"{"device": "iphone-16", "flow": {"itemSize": {"width": 40, "height": 40}, "minimumLineSpacing": 6, "minimumInteritemSpacing": 6, "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}}, "sections": [{"items": 2000}]}"#

    func viewer() throws -> (ViewerState, TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        let loaded = try LoadedSpec(file: try folder.file("phone.json", contents: Self.text))
        return (ViewerSetup(loaded).state(columns: 100, rows: 30, depth: .monochrome), folder)
    }

    /// The first item wholly inside the safe area's leading edge along the scroll axis.
    func firstItemOnScreen(_ state: ViewerState) -> Int? {
        let top = state.viewport.contentOffset.y + state.spec.adjustedContentInset.top
        return (0..<2000).first { (state.layout.itemFrame(section: 0, item: $0)?.minY ?? -1) >= top }
    }

    @Test func rKeepsTheLeadingItemAndTurnsTheBoundsAndSafeArea() throws {
        var (state, _) = try viewer()
        #expect(state.spec.viewport == Size(width: 393, height: 852))
        #expect(state.spec.adjustedContentInset == EdgeInsets(top: 59, bottom: 34))
        state.press("fff")
        let before = try #require(firstItemOnScreen(state))
        let beforeFrame = try #require(state.layout.itemFrame(section: 0, item: before))
        state.press("R")
        #expect(state.spec.device?.name == "iphone-16-landscape")
        #expect(state.spec.viewport == Size(width: 852, height: 393))
        #expect(state.spec.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(state.spec.adjustedContentInset == EdgeInsets(bottom: 21))
        #expect(state.message == "iPhone 16, landscape: 852×393 pt, safe area (0, 59, 21, 59)")
        // The item that led the screen leads it still: its line is at the top of the view.
        let frame = try #require(state.layout.itemFrame(section: 0, item: before))
        #expect(state.viewport.contentOffset.y == frame.minY)
        #expect(frame.minY != beforeFrame.minY, "the rows are longer on its side, so the item moved up")
        #expect(state.isModified)
        state.press("R")
        #expect(state.spec.device?.name == "iphone-16" && !state.isModified)
        #expect(state.viewport.contentOffset.y == beforeFrame.minY - 59, "back with the item at the top of the safe area")
    }

    @Test func undoAndWriteBackTouchOnlyTheDevice() throws {
        var (state, _) = try viewer()
        state.press("R")
        let written = String(decoding: state.document.saved.text(for: state.spec), as: UTF8.self)
        #expect(written == Self.text.replacingOccurrences(of: #""iphone-16""#, with: #""iphone-16-landscape""#))
        state.press("U")
        #expect(state.spec.device?.name == "iphone-16" && !state.isModified)
    }

    @Test func withoutADeviceRSaysHowToGiveOne() throws {
        var state = try demoViewer("cards")
        let spec = state.spec
        state.press("R")
        #expect(state.spec == spec && !state.isModified)
        #expect(state.message == "no device to rotate: open with --device NAME, or give the spec a \"device\"")
    }

    /// `--device` shows the spec on the device (how it is viewed, not an edit: `ViewDeviceTests`), and `R` turns it.
    @Test func theCommandLinesDeviceIsShownAndTurns() throws {
        var loaded = try #require(LoadedSpec(demo: "cards"))
        loaded.device = DeviceCatalog.device(named: "ipad-mini")
        var state = ViewerSetup(loaded).state(columns: 100, rows: 30, depth: .monochrome)
        #expect(state.spec.viewport == Size(width: 744, height: 1133) && state.spec.screenScale == 2)
        state.press("R")
        #expect(state.spec.device?.name == "ipad-mini-landscape" && state.spec.viewport == Size(width: 1133, height: 744))
    }
}
