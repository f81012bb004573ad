import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridViewer

/// The spec as a `ViewableDocument`: what the protocol hands the viewer is what the spec's own code
/// says, and the part commands are the commands the keys spell.
@Suite("Viewer: the spec as a viewable document")
struct ViewableDocumentTests {
    /// The protocol's requirements, reached through a generic function as a new kind's would be.
    private func laidOut<Document: ViewableDocument>(_ document: Document, _ size: Size) -> LayoutResult {
        document.layout(viewport: size)
    }

    @Test func aSpecLaysOutAndNamesItsTweaksAsItsEngineDoes() throws {
        let flow = try #require(BuiltInDemos.spec(named: "sections"))
        let compositional = try #require(BuiltInDemos.spec(named: "compositional"))
        #expect(!flow.namesCompositionally)
        #expect(compositional.namesCompositionally)
        let size = Size(width: 390, height: 844)
        #expect(laidOut(flow, size).contentSize == flow.layout(viewport: size).contentSize)
        #expect(flow.sectionCount == flow.layout().numberOfSections)
    }

    @Test func aSpecIsWrittenOverItsFileTextChangingOnlyWhatChanged() throws {
        let text = Array(
            """
            { "flow": { "itemSize": { "width": 50, "height": 50 } },
              "sections": [ { "items": 3 } ] }
            """.utf8)
        let saved = try SpecFile.decode(text, fileName: "spec.json")
        #expect(saved.text(over: text, holding: saved) == text)
        let tweaked = saved.adjusting(TweakSelection(parameter: .lineSpacing), by: 4)
        #expect(tweaked.text(over: text, holding: saved) == SpecDocument(spec: saved, text: text).text(for: tweaked))
        #expect(tweaked.text(over: text, holding: saved) != text)
    }

    @Test func aSpecWatchesTheImagesItNamesButNotTheBuiltInPatterns() throws {
        let text = Array(
            """
            { "flow": { "itemSize": { "width": 50, "height": 50 } },
              "sections": [ { "items": 1, "background": { "image": "stripes" } },
                            { "items": 1, "background": { "image": "photo.ppm" } } ] }
            """.utf8)
        let spec = try SpecFile.decode(text, fileName: "spec.json")
        #expect(spec.watchedFileNames == ["photo.ppm"])
    }

    @Test func theKeysSpellingsAreThePartsCommands() {
        #expect(ViewerCommand.scroll(columns: 0, rows: 1) == .camera(.scroll(columns: 0, rows: 1)))
        #expect(ViewerCommand.adjust(1) == .tweak(.adjust(1)))
        #expect(ViewerCommand.deleteItem == .edit(.deleteItem))
        #expect(ViewerCommand.write == .document(.write))
        #expect(ViewerCommand.undo == .history(.undo))
        #expect(ViewerCommand.quit == .chrome(.quit))
        #expect(ViewerCommand.toggleInspector == .inspector(.toggle))
    }
}
