import Foundation
import SectionGridSession
import SectionGridViewer
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// One setup for every front end: the spec's images from its folder, the state with the file as the
/// saved document, the saver, and a session that names the images it could not load.
@Suite("Viewer setup")
struct ViewerSetupTests {
    @Test func loadsTheSpecsImagesFromItsFolderAndReportsTheMissingOnes() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.file("tile.txt", contents: "<>\n")
        let text =
            #"{"background": {"image": "tile.txt"}, "sections": [{"items": 2}, {"items": 1, "background": {"image": "gone.ppm"}}]}"#
        let setup = ViewerSetup(try LoadedSpec(file: try folder.file("layout.json", contents: text)))
        #expect(setup.textures.count == 1)
        #expect(setup.warnings.count == 1)
        #expect(setup.warnings.first?.hasPrefix("image \"gone.ppm\": cannot read") == true)

        let state = setup.state(columns: 100, rows: 30, depth: .monochrome)
        #expect(state.message == nil)
        #expect(state.document.saved.text == Array(text.utf8))
        #expect(state.source == .file(path: folder.path + "/layout.json") && !state.isModified)
        let session = setup.session(columns: 100, rows: 30, depth: .monochrome)
        #expect(session.state.message == setup.warnings.joined(separator: "; "))
        #expect(session.state.screenSize == (100, 30))
    }

    @Test func aDemoHasNoFileText() throws {
        let setup = ViewerSetup(try #require(LoadedSpec(demo: "appcenter")))
        let state = setup.state(columns: 80, rows: 24, depth: .palette256)
        #expect(state.document.saved.text == nil && state.document.saved.spec == state.spec)
        #expect(state.source == .demo(name: "appcenter"))
    }
}
