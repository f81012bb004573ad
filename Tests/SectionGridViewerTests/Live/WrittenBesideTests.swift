import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// After `w` wrote beside the file (it had changed on disk), the screen is not the file: the `*` stays,
/// the status bar names the file shown, and a save on disk does not replace the screen silently.
@Suite("Live reload: after w wrote beside the file")
struct WrittenBesideTests {
    @Test func theStarStaysAndTheNextSaveOnDiskDoesNotReplaceTheScreen() throws {
        let live = try LiveViewer()
        let sibling = live.folder.path + "/layout.sectiongrid.json"
        let (session, terminal) = try live.run(
            [
                .key(.character("+")),
                .run { try live.rewrite(liveSpec(secondItems: 3)) },
                .wait(milliseconds: 300),
                .key(.character("w")),
                .run { try live.rewrite(liveSpec(secondItems: 5)) },
                .wait(milliseconds: 300),
            ], columns: 160)
        let afterWrite = terminal.frames[terminal.frames.count - 2].grid.plainLines()
        #expect(afterWrite[29].contains("│ layout.json * (shown: layout.sectiongrid.json) │"), "\(afterWrite[29])")
        #expect(afterWrite[28].hasPrefix("layout.json changed on disk"), "\(afterWrite[28])")
        let state = session.state
        #expect(state.isModified && !state.hasUnwrittenChanges)
        #expect(state.spec.itemCount(inSection: 1) == 8 && state.spec.flowSectionInsetTop == 11, "the screen is kept")
        #expect(
            terminal.messageLines.last?.hasPrefix(
                "w writes yours beside it, r re-reads it (U undoes): layout.json changed on disk") == true)
        #expect(live.text == liveSpec(secondItems: 5))
        #expect((try? String(contentsOfFile: sibling, encoding: .utf8)) == liveSpec(inset: 11))
    }

    @Test func aFileMadeToMatchWhatWWroteIsTheFileAgain() throws {
        let live = try LiveViewer()
        let sibling = live.folder.path + "/layout.sectiongrid.json"
        let (session, terminal) = try live.run(
            [
                .key(.character("+")),
                .run { try live.rewrite(liveSpec(secondItems: 3)) },
                .wait(milliseconds: 300),
                .key(.character("w")),
                .run { try live.rename(String(contentsOfFile: sibling, encoding: .utf8)) },
                .wait(milliseconds: 300),
            ], columns: 160)
        #expect(!session.state.isModified && session.state.document.writtenBeside == nil)
        let status = try #require(terminal.frames.last).grid.plainLines()[29]
        #expect(status.contains("│ layout.json │"), "\(status)")
    }
}

extension LayoutSpec {
    /// The flow layout's section inset top (`nil` for a compositional layout).
    var flowSectionInsetTop: Double? {
        guard case .flow(let flow) = engine else { return nil }
        return flow.layout.sectionInset.top
    }
}
