import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// A compositional layout names what is tweaked as UIKit's compositional API does — in the status bar,
/// the history's messages and the help — and a flow layout keeps the flow layout's names.
@Suite("Viewer: compositional names")
struct CompositionalNamesTests {
    /// The status bar's tweak and its value, up to the scope.
    private func tweak(_ state: ViewerState) -> String {
        let bar = state.statusLine
        let parts = bar.components(separatedBy: " │ ")
        return parts.count > 1 ? parts[1] : bar
    }

    @Test func theStatusBarSaysContentInsetsLeadingAndTheOtherUIKitNames() throws {
        var state = try demoViewer("compositional")
        #expect(tweak(state) == "contentInsets top = 0 · all sections")
        state.press("2")
        #expect(tweak(state) == "contentInsets leading = 10 · all sections")
        state.press("4")
        #expect(tweak(state) == "contentInsets trailing = 10 · all sections")
        var names: [String] = []
        for _ in 0..<6 {
            state.run(.nextParameter)
            names.append(tweak(state))
        }
        #expect(
            names == [
                "background contentInsets trailing = 0 · all sections",
                "content inset right = 0 · all sections", // the collection view's UIEdgeInsets keep right
                "interGroupSpacing = 0 · all sections",
                "group interItemSpacing = 0 · all sections",
                "group size trailing = group width 1 w · all sections",
                "corner radius = 10 · all sections",
            ])
    }

    @Test func messagesSayTheCompositionalNames() throws {
        var state = try demoViewer("compositional")
        state.press("2+")
        state.press("U")
        #expect(state.message == "undid contentInsets leading +1 · all sections (nothing more to undo)")
        state.selection = TweakSelection(parameter: .itemSize, edge: .right, scope: .section(0))
        for _ in 0..<11 { state.press("<") }
        #expect(state.message == "group size stops at 0: sizes and radii cannot be negative")
    }

    @Test func theHelpSaysLeadingAndTrailing() throws {
        var state = try demoViewer("compositional")
        state.press("?")
        #expect(state.screenLines.contains { $0.contains("1 2 3 4 a") && $0.contains("edge: top leading bottom trailing all") })
        var flow = try demoViewer("sections")
        flow.press("?")
        #expect(flow.screenLines.contains { $0.contains("1 2 3 4 a") && $0.contains("edge: top left bottom right all") })
    }

    @Test func aFlowLayoutKeepsTheFlowNames() throws {
        var state = try demoViewer("sections")
        state.press("2")
        #expect(tweak(state) == "section inset left = 10 · all sections")
        state.run(.nextParameter)
        #expect(tweak(state) == "background margin left = 0 · all sections")
        state.run(.nextParameter, .nextParameter, .nextParameter)
        #expect(tweak(state) == "inter-item spacing = 10 · all sections")
        state.press("+U")
        #expect(state.message == "undid inter-item spacing +1 · all sections (nothing more to undo)")
    }
}
