import SectionGridHostProtocol
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport

/// The request a viewer state makes of its program (`ProgramRequest`): the screen's device and traits,
/// the user's tweaks as overrides, and a scroll direction only where it is the user's.
@Suite("What the viewer asks of a program")
struct ProgramRequestTests {
    static func loaded() throws -> ViewerState {
        var state = ViewerState(
            programFiles: ["A.swift"], placeholder: LayoutSpec(), columns: 100, rows: 30, depth: .palette256)
        let spec = try SpecFile.decode(
            Array(
                #"{"flow": {"sectionInset": {"top": 0, "left": 20, "bottom": 0, "right": 20}}, "sections": [{"items": 2}]}"#.utf8),
            fileName: "model.json")
        let picture = ProgramPicture(elements: ListedElementsFixture.empty, looks: .init(), backgroundColor: nil)
        _ = state.apply(
            .file(.programLoaded(ProgramModel(spec: spec, entry: "A", picture: picture, delegateAnswers: [], customizations: [])))
        )
        return state
    }

    @Test("a new program's first answer is in the code's own direction, unless o changed it; later ones always say it")
    func direction() throws {
        var state = try Self.loaded()
        #expect(ProgramRequest.make(for: state, id: 1, readsModel: true, direction: nil).scrollDirection == nil)
        #expect(ProgramRequest.make(for: state, id: 1, readsModel: true, direction: .horizontal).scrollDirection == .horizontal)
        #expect(ProgramRequest.make(for: state, id: 2, readsModel: false, direction: nil).scrollDirection == .vertical)
        state.press("o")
        #expect(ProgramRequest.make(for: state, id: 3, readsModel: true, direction: nil).scrollDirection == .horizontal)
    }

    @Test("the tweaks go as overrides of the code's values")
    func overrides() throws {
        var state = try Self.loaded()
        #expect(ProgramRequest.make(for: state, id: 1, readsModel: false, direction: nil).overrides.isEmpty)
        state.press("2+")
        var expected = LayoutOverrides()
        expected.layout.sectionInset = EdgeInsets(top: 0, left: 21, bottom: 0, right: 20)
        #expect(ProgramRequest.make(for: state, id: 2, readsModel: false, direction: nil).overrides == expected)
    }
}

/// Empty listed elements for a picture with nothing in it.
enum ListedElementsFixture {
    static let empty = SectionScene.ListedElements([], contentSize: Size(width: 375, height: 100))
}
