import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// A compositional spec of one 100 × 100 cell 40 pt down, with `extra` section members and `global`
/// layout-wide boundary items.
private func supplementarySpec(badge: Bool, extra: String = "", global: String = "") -> String {
    let badges =
        badge
        ? #", "supplementaryItems": [{"elementKind": "badge", "width": {"absolute": 20}, "height": {"absolute": 20}, "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.5, "y": -0.5}}}]"#
        : ""
    return """
        {"layout": "compositional", "boundarySupplementaryItems": [\(global)],
         "sections": [{"title": "One", "items": 1, "contentInsets": {"top": 40}\(extra),
           "group": {"axis": "horizontal", "width": {"absolute": 100}, "height": {"absolute": 100},
                     "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}\(badges)}}}]}
        """
}

private let countItem =
    #", "boundarySupplementaryItems": [{"elementKind": "count", "width": {"absolute": 40}, "height": {"absolute": 20}, "alignment": "topTrailing", "extendsBoundary": false}]"#
private let globalItems =
    #"{"elementKind": "banner", "width": {"fractionalWidth": 1}, "height": {"absolute": 20}, "alignment": "top", "extendsBoundary": false}, {"elementKind": "header", "width": {"fractionalWidth": 1}, "height": {"absolute": 30}, "alignment": "bottom", "extendsBoundary": false}"#

/// A viewer on `text` at 100×30 (3.75 pt a column, 7.5 pt a row).
private func viewer(_ text: String) throws -> ViewerState {
    ViewerState(
        spec: try LayoutSpec(json: JSONParser().parse(text)), source: .file(path: "spec.json"),
        columns: 100, rows: 30, depth: .palette256)
}

@Suite("Viewer: boundary items and badges")
struct SupplementaryViewerTests {
    /// A click names what it hits by its element kind, and where: a badge by its item, a boundary item
    /// by its section, the layout's own items as the layout's (leaving the tweak scope alone).
    @Test func aClickNamesTheElementKindAndTheItem() throws {
        var state = try viewer(supplementarySpec(badge: true, extra: countItem, global: globalItems))
        state.run(.click(column: 26, row: 5))
        #expect(state.message == #"supplementary "badge" of item 0.0 — frame (90, 30, 20, 20) pt"#)
        #expect(state.selection.scope == .section(0))
        state.run(.click(column: 20, row: 10))
        #expect(state.message == "cell 0.0 — frame (0, 40, 100, 100) pt")
        state.run(.click(column: 95, row: 1))
        #expect(state.message == #"supplementary "count" section 0 — frame (335, 0, 40, 20) pt"#)
        state.run(.selectAllSections)
        state.run(.click(column: 50, row: 1))
        #expect(state.message == #"supplementary "banner" of the layout — frame (0, 0, 375, 20) pt"#)
        #expect(state.selection.scope == .all, "the layout's own element selects no section")
        state.run(.click(column: 50, row: 18))
        #expect(state.message == "header of the layout — frame (0, 110, 375, 30) pt")
    }

    /// Every element kind is drawn (issue 13's elements through the scene): the badge over its cell's
    /// corner, the `count` and the layout's `banner` as labelled strips, the layout's own `header` titled
    /// `Layout header` (it has no section, so never `Section -1`).
    @Test func badgesBoundaryItemsAndTheLayoutsOwnAreDrawn() throws {
        let plain = try viewer(supplementarySpec(badge: false))
        let busy = try viewer(supplementarySpec(badge: true, extra: countItem, global: globalItems))
        #expect(busy.layout.allElements().count == plain.layout.allElements().count + 4)
        let lines = busy.screenLines
        #expect(lines[1].contains("banner") && lines[1].contains("count"), "\(lines[1])")
        #expect(
            lines[4].dropFirst(24).hasPrefix("╭───╮") && lines[5].dropFirst(24).hasPrefix("│ba…│"),
            "the badge, centred on the cell's top-trailing corner (90, 30): \(lines[4]) / \(lines[5])")
        #expect(lines[16].hasPrefix("│ Layout header"), "\(lines[16])")
        #expect(!lines.joined().contains("Section -1"))
        #expect(lines != plain.screenLines)
    }

    /// A section's boundary item of kind `header` at any alignment is the section's header, drawn with
    /// its title.
    @Test func aBoundaryHeaderIsDrawnWithItsSectionsTitle() throws {
        let state = try viewer(
            supplementarySpec(
                badge: false,
                extra:
                    #", "boundarySupplementaryItems": [{"elementKind": "header", "width": {"absolute": 150}, "height": {"absolute": 30}, "alignment": "topLeading"}]"#
            ))
        #expect(state.layout.attributes(kind: .header, section: 0)?.frame == Rect(x: 0, y: 0, width: 150, height: 30))
        #expect(state.screenLines[1].hasPrefix("  One"), "the title on the header's middle row")
    }
}

@Suite("Viewer: centred group paging")
struct CentredPagingViewerTests {
    /// `L` pages a `groupPagingCentered` row by one group (310 pt) and `H` back; the first group is
    /// centred without scrolling, so coming back shows exactly the first screen (issue 13 §5).
    @Test func pagingBackToTheFirstGroupShowsTheFirstPicture() throws {
        var state = try viewer(
            """
            {"layout": "compositional", "sections": [{"items": 3, "interGroupSpacing": 10,
              "orthogonalScrollingBehavior": "groupPagingCentered",
              "group": {"axis": "horizontal", "width": {"fractionalWidth": 0.8}, "height": {"absolute": 100},
                        "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}
            """)
        let first = state.screenLines
        state.press("L")
        #expect(state.viewport.orthogonalOffsets[0] == 310)
        #expect(state.message == "nearest the middle: section 0 row at x 310 pt (0 to 620)")
        #expect(state.screenLines != first)
        state.press("H")
        #expect(state.viewport.orthogonalOffsets[0] == 0)
        #expect(
            state.screenLines.dropLast(2) == first.dropLast(2),
            "the layout area as it was (the message line says where the row is)")
    }
}

/// A crowd of badges — a million, at one point, their zero-size cells off screen — once hung the
/// fuzzer: the renderer's overview counted only cells towards its per-cell budget and walked every badge
/// under every cell. Now every element it looks at counts, so drawing a screen costs what its cells
/// allow — at most the scene's budget (`elementsPerCellBeforeOverview` a cell) and then
/// `overviewItemsPerCell` a cell sampled, with a probe or two each — however many badges are there:
/// ten times fewer cost the same.
@Test func aCrowdOfBadgesIsDrawnInBoundedWork() throws {
    func crowd(_ count: Int) throws -> ViewerState {
        try viewer(
            """
            {"layout": "compositional", "sections": [{"items": \(count), "background": {"color": "red"},
              "contentInsets": {"top": 5, "leading": -100, "bottom": 5},
              "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 0},
                        "item": {"width": {"absolute": 0}, "height": {"absolute": 0}, "supplementaryItems": [
                          {"elementKind": "dot", "width": {"absolute": 1}, "height": {"absolute": 1},
                           "containerAnchor": {"edges": [], "absoluteOffset": {"x": 150, "y": 0}}}]}}}]}
            """)
    }
    let state = try crowd(1_000_000)
    let (lines, touched) = QueryWork.measure { state.screenLines }
    #expect(lines.count == 30)
    let area = state.layoutArea
    let margin = LayoutRenderer.queryMargin
    let cells = (area.width + 2 * margin) * (area.height + 2 * margin)
    let perCell = LayoutRenderer().elementsPerCellBeforeOverview + LayoutRenderer.overviewItemsPerCell + 2
    #expect(touched <= perCell * cells, "\(touched) index entries touched drawing one screen of \(cells) cells")
    let fewer = try crowd(100_000)
    let (_, touchedFewer) = QueryWork.measure { fewer.screenLines }
    #expect(touched == touchedFewer, "the work does not grow with the crowd (\(touched) vs \(touchedFewer))")
}
