import Foundation
import SectionGridHostProtocol
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// What the user changed of a program's layout (`ProgramTweaks`): the tweaks between the code's spec and
/// the one on screen, named by the UIKit properties the program is told, and put back on a new model.
@Suite("A program's tweaks are the UIKit values the user changed")
struct ProgramTweaksTests {
    static func spec(_ text: String) throws -> LayoutSpec {
        try SpecFile.decode(Array(text.utf8), fileName: "model.json")
    }

    static let flow = """
        {"flow": {"itemSize": {"width": 100, "height": 40}, "minimumLineSpacing": 10,
          "sectionInset": {"top": 0, "left": 36, "bottom": 12, "right": 36}},
         "sections": [{"items": 3}, {"items": 2, "sectionInset": {"top": 4, "left": 8, "bottom": 4, "right": 8}}]}
        """

    @Test("an all-sections inset tweak is the layout's sectionInset, and a section's own value is that section's")
    func flowTweaks() throws {
        let code = try Self.spec(Self.flow)
        var state = ViewerState(spec: code, source: .program(files: ["A.swift"]), columns: 100, rows: 30, depth: .palette256)
        // The left edge, all sections: the layout's value and section 1's own (a delegate's answer) move.
        _ = state.apply(.tweak(.chooseEdge(.left)))
        _ = state.apply(.tweak(.adjust(4)))
        let tweaks = ProgramTweaks.between(code, state.spec)
        #expect(
            tweaks == [
                PropertyChange(property: .sectionInset, section: nil, old: [0, 36, 12, 36], new: [0, 40, 12, 36]),
                PropertyChange(property: .sectionInset, section: 1, old: [4, 8, 4, 8], new: [4, 12, 4, 8]),
            ])
    }

    @Test("the content inset and the line spacing are named as UIKit names them")
    func contentInsetAndSpacing() throws {
        let code = try Self.spec(Self.flow)
        var tweaked = code
        tweaked.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        if case .flow(var flow) = tweaked.engine {
            flow.layout.minimumLineSpacing = 14
            tweaked.engine = .flow(flow)
        }
        #expect(
            ProgramTweaks.between(code, tweaked) == [
                PropertyChange(property: .contentInset, section: nil, old: [0, 0, 0, 0], new: [20, 0, 0, 0]),
                PropertyChange(property: .minimumLineSpacing, section: nil, old: [10], new: [14]),
            ])
    }

    @Test("tweaks put on a new model of the code set the values the user chose, where its sections still are")
    func applyingToANewModel() throws {
        let code = try Self.spec(Self.flow)
        let tweaks = [
            PropertyChange(property: .sectionInset, section: nil, old: [0, 36, 12, 36], new: [0, 40, 12, 36]),
            PropertyChange(property: .minimumLineSpacing, section: 5, old: [10], new: [2]),
        ]
        // The code changed its item size meanwhile: kept; the tweak to a section it no longer has is dropped.
        var saved = code
        if case .flow(var flow) = saved.engine {
            flow.layout.itemSize = Size(width: 90, height: 40)
            saved.engine = .flow(flow)
        }
        let shown = ProgramTweaks.applying(tweaks, to: saved)
        #expect(shown.flowLayout?.itemSize == Size(width: 90, height: 40))
        #expect(shown.flowLayout?.sectionInset == EdgeInsets(top: 0, left: 40, bottom: 12, right: 36))
        #expect(ProgramTweaks.between(saved, shown) == [tweaks[0]])
    }

    @Test("a value the code itself changed since the tweak shows as the code gives it")
    func theCodesOwnChangeWins() throws {
        let code = try Self.spec(Self.flow)
        let tweak = PropertyChange(property: .sectionInset, section: nil, old: [0, 36, 12, 36], new: [0, 40, 12, 36])
        var saved = code
        if case .flow(var flow) = saved.engine {
            flow.layout.sectionInset = EdgeInsets(top: 0, left: 64, bottom: 12, right: 36)
            saved.engine = .flow(flow)
        }
        #expect(ProgramTweaks.applying([tweak], to: saved) == saved)
    }

    @Test("a compositional change of every section alike is one change of the layout's; of one section, that section's")
    func compositionalTweaks() throws {
        let code = try Self.spec(
            """
            {"layout": "compositional", "sections": [
              {"items": 4, "contentInsets": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16}, "interGroupSpacing": 6,
               "group": {"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"absolute": 44},
                         "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}},
              {"items": 2, "contentInsets": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16}, "interGroupSpacing": 6,
               "group": {"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"absolute": 44},
                         "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}
            """)
        var state = ViewerState(spec: code, source: .program(files: ["A.swift"]), columns: 100, rows: 30, depth: .palette256)
        _ = state.apply(.tweak(.adjust(2)))
        #expect(
            ProgramTweaks.between(code, state.spec) == [
                PropertyChange(property: .contentInsets, section: nil, old: [8, 16, 8, 16], new: [10, 16, 8, 16])
            ])
        _ = state.apply(.tweak(.nextParameter)) // background margin
        _ = state.apply(.tweak(.nextParameter)) // content inset
        _ = state.apply(.tweak(.nextParameter)) // interGroupSpacing
        _ = state.apply(.tweak(.selectSection(1)))
        _ = state.apply(.tweak(.adjust(3)))
        let spacing = ProgramTweaks.between(code, state.spec).filter { $0.property == .interGroupSpacing }
        #expect(spacing.count == 1)
        #expect(spacing.first?.new == [9])
        #expect(spacing.first?.old == [6])
        #expect(spacing.first?.section == 0)
    }
}

extension ProgramTweaksTests {
    /// A delegate answering every section (as seed 000's `insetForSectionAt` does): the layout's own
    /// value changes nothing, and `+` on all sections is one change of every answer.
    static let answered = """
        {"flow": {"itemSize": {"width": 100, "height": 40}},
         "sections": [{"items": 3, "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
                      {"items": 2, "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}}]}
        """

    @Test("every section answering alike: + on all is one change of the answers, not of the unused property")
    func everySectionAnswers() throws {
        let code = try Self.spec(Self.answered)
        var state = ViewerState(spec: code, source: .program(files: ["A.swift"]), columns: 100, rows: 30, depth: .palette256)
        // The status bar shows the sections' common answer, not the property none of them uses.
        #expect(state.spec.value(of: state.selection) == "10")
        state.press("+")
        #expect(state.spec.value(of: state.selection) == "11")
        let tweaks = ProgramTweaks.between(code, state.spec)
        #expect(tweaks == [PropertyChange(property: .sectionInset, section: nil, old: [10, 10, 10, 10], new: [11, 10, 10, 10])])
        // Put back on the code's spec, it sets every section's answer.
        let applied = ProgramTweaks.applying(tweaks, to: code)
        guard case .flow(let flow) = applied.engine else { throw ProgramTweaksTestsError.notFlow }
        #expect(flow.sections.map(\.section.sectionInset) == state.flow?.sections.map(\.section.sectionInset))
        #expect(ProgramTweaks.between(code, ProgramTweaks.applying(tweaks, to: code)) == tweaks)
        // One section alone stays that section's.
        var one = ViewerState(spec: code, source: .program(files: ["A.swift"]), columns: 100, rows: 30, depth: .palette256)
        one.press("]+")
        #expect(
            ProgramTweaks.between(code, one.spec) == [
                PropertyChange(property: .sectionInset, section: 0, old: [10, 10, 10, 10], new: [11, 10, 10, 10])
            ])
    }
}

enum ProgramTweaksTestsError: Error { case notFlow }

extension ProgramTweaksTests {
    @Test("a tweak undone leaves nothing to put back: a save of the answers shows the code's new value")
    func undoneThenSaved() throws {
        let code = try Self.spec(Self.answered)
        var state = ViewerState(spec: code, source: .program(files: ["A.swift"]), columns: 100, rows: 30, depth: .palette256)
        state.press("a>")
        #expect(state.flow?.sections.map(\.section.sectionInset?.top) == [20, 20])
        state.press("U")
        #expect(ProgramTweaks.between(code, state.spec) == [])
        let saved = try Self.spec(
            Self.answered.replacingOccurrences(
                of: "\"top\": 10, \"left\": 10, \"bottom\": 10, \"right\": 10",
                with: "\"top\": 30, \"left\": 30, \"bottom\": 30, \"right\": 30"))
        #expect(saved.flowLayout?.sections.map(\.sectionInset?.top) == [30, 30])
        #expect(ProgramTweaks.applying(ProgramTweaks.between(code, state.spec), to: saved) == saved)
    }
}
