import CellGrid
import SectionLayout
import SectionScene
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

@Suite("Status bar: what it drops first on narrow terminals, and an offset field of stable width")
struct StatusBarTests {
    /// `sections` at 100×30, scrolled four rows (y 30) and, when `modified`, its section inset raised by 1
    /// (which keeps the first item where it was on screen: y 31).
    static func scrolledSections(modified: Bool) throws -> ViewerState {
        var state = try demoViewer()
        state.press(modified ? "jjjj+" : "jjjj")
        return state
    }

    /// Checks the bar at every width from 40 to 200 against `table` (each text for a range of widths).
    static func expect(_ state: ViewerState, _ table: [(ClosedRange<Int>, String)]) {
        #expect(table.first?.0.lowerBound == 40 && table.last?.0.upperBound == 200)
        for (range, text) in table {
            for width in range {
                #expect(StatusBar.text(for: state, width: width) == text, "at \(width) columns")
            }
        }
        for (before, after) in zip(table, table.dropFirst()) {
            #expect(before.0.upperBound + 1 == after.0.lowerBound, "the table covers every width")
        }
    }

    @Test func unsavedChangesStayVisibleAtEveryWidthAndTheLeastImportantFieldGoesFirst() throws {
        let start = " ↕ vertical │ section inset top = 11 · all sections"
        Self.expect(
            try Self.scrolledSections(modified: true),
            [
                (40...43, " ↕ section inset top = 11 │ *"),
                (44...54, " ↕ section inset top = 11 · all sections │ *"),
                (55...67, "\(start) │ *"),
                (68...81, "\(start) │ y 31 pt    │ *"),
                (82...88, "\(start) │ y 31 pt    │ demo sections *"),
                (89...98, "\(start) │ y 31 pt (9%)      │ demo sections *"),
                (99...107, "\(start) │ y 31 pt (9%)      │ zoom 1× │ demo sections *"),
                (108...200, "\(start) │ y 31 pt (9%)      │ zoom 1× │ demo sections * │ ? help"),
            ])
    }

    @Test func withoutChangesTheNameGoesWithNoMark() throws {
        let start = " ↕ vertical │ section inset top = 10 · all sections"
        Self.expect(
            try Self.scrolledSections(modified: false),
            [
                (40...50, " ↕ section inset top = 10 · all sections"),
                (51...60, start),
                (61...79, "\(start) │ y 30 pt"),
                (80...86, "\(start) │ y 30 pt    │ demo sections"),
                (87...96, "\(start) │ y 30 pt (9%)      │ demo sections"),
                (97...105, "\(start) │ y 30 pt (9%)      │ zoom 1× │ demo sections"),
                (106...200, "\(start) │ y 30 pt (9%)      │ zoom 1× │ demo sections │ ? help"),
            ])
    }

    @Test func aTweakTooLongToShowIsCutBeforeTheMark() throws {
        var state = try demoViewer("compositional")
        state.selection = TweakSelection(parameter: .itemSize, edge: .all, scope: .section(1))
        _ = state.apply(.adjust(1))
        // Section 1's group is fractionalWidth 1 × estimated 100 (seed 002); the estimate shows as ≈. A
        // compositional layout names the tweak by what it changes: the group's size.
        let tweak = "group size all = group 1.01 w × ≈101"
        let start = " ↕ vertical │ \(tweak) · section 1"
        Self.expect(
            state,
            [
                (40...40, " ↕ group size all = group 1.01 w × … │ *"),
                (41...41, " ↕ group size all = group 1.01 w × ≈… │ *"),
                (42...42, " ↕ group size all = group 1.01 w × ≈1… │ *"),
                (43...54, " ↕ \(tweak) │ *"),
                (55...65, " ↕ \(tweak) · section 1 │ *"),
                (66...78, "\(start) │ *"),
                (79...97, "\(start) │ y 0 pt     │ *"),
                (98...104, "\(start) │ y 0 pt     │ demo compositional *"),
                (105...114, "\(start) │ y 0 pt (0%)       │ demo compositional *"),
                (115...123, "\(start) │ y 0 pt (0%)       │ zoom 1× │ demo compositional *"),
                (124...200, "\(start) │ y 0 pt (0%)       │ zoom 1× │ demo compositional * │ ? help"),
            ])
    }

    /// Scrolling from the top to the end keeps the separator after the offset in one column, so a step
    /// rewrites the digits that changed and not the rest of the bar.
    @Test(arguments: ["sections", "large"])
    func theOffsetFieldKeepsItsWidthFromTopToEnd(demo: String) throws {
        var state = try demoViewer(demo, columns: 160)
        var columns: Set<Int> = []
        var offsets: Set<String> = []
        func record() {
            let bar = StatusBar.text(for: state, width: 160)
            let parts = bar.components(separatedBy: " │ ")
            guard parts.count > 3 else {
                Issue.record("no offset field in \(bar)")
                return
            }
            offsets.insert(String(parts[2].prefix { $0 != "(" }))
            columns.insert(DisplayWidth.of(parts[0..<3].joined(separator: " │ ")))
        }
        record()
        for _ in 0..<60 {
            _ = state.apply(.scroll(columns: 0, rows: 1))
            record()
        }
        _ = state.apply(.scrollToEnd)
        record()
        #expect(offsets.count > 50, "the offset changed: \(offsets.sorted())")
        #expect(columns.count == 1, "the separator after the offset stays put: columns \(columns.sorted())")
    }
}
