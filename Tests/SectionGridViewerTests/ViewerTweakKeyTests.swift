import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

// The tweak keys (Tab, edges, + and -, sections, backgrounds), part of the viewer state tests.

extension ViewerStateTests {
    @Test func tabCyclesWhatToTweak() throws {
        var state = try demoViewer()
        var seen: [TweakParameter] = [state.selection.parameter]
        for _ in 0..<7 {
            _ = state.apply(try #require(state.keyMap.command(for: .tab)))
            seen.append(state.selection.parameter)
        }
        #expect(
            seen == [
                .sectionInset, .backgroundMargin, .contentInset, .lineSpacing, .interitemSpacing,
                .itemSize, .cornerRadius, .sectionInset,
            ])
        _ = state.apply(try #require(state.keyMap.command(for: .backTab)))
        #expect(state.selection.parameter == .cornerRadius)
        #expect(state.statusLine.contains("corner radius = 0 · all sections"))
    }

    @Test func plusAndGreaterGrowTheChosenEdgeEverywhere() throws {
        var state = try demoViewer()
        let firstItem = try #require(state.layout.itemFrame(section: 0, item: 0))
        state.press("2+")
        #expect(state.flow?.layout.sectionInset == EdgeInsets(top: 10, left: 11, bottom: 10, right: 10))
        #expect(state.layout.itemFrame(section: 0, item: 0)?.minX == firstItem.minX + 1)
        state.press(">")
        #expect(state.flow?.layout.sectionInset.left == 21)
        #expect(state.statusLine.contains("section inset left = 21 · all sections"))
        state.press("a-")
        #expect(state.flow?.layout.sectionInset == EdgeInsets(top: 9, left: 20, bottom: 9, right: 9))
        state.press("<<")
        #expect(
            state.flow?.layout.sectionInset == EdgeInsets(top: -11, left: 0, bottom: -11, right: -11),
            "insets go below 0, as a spec may")
    }

    @Test func bracketsChooseOneSection() throws {
        var state = try demoViewer()
        state.press("]")
        #expect(state.selection.scope == .section(0))
        state.press("]")
        #expect(state.selection.scope == .section(1))
        state.press("1>")
        #expect(state.flow?.layout.sectionInset.top == 10, "the layout-wide inset is unchanged")
        #expect(state.flow?.sections[1].section.sectionInset == EdgeInsets(top: 20, left: 10, bottom: 10, right: 10))
        #expect(state.statusLine.contains("section inset top = 20 · section 1"))
        let header1 = try #require(state.layout.attributes(kind: .header, section: 1)?.frame)
        #expect(state.layout.itemFrame(section: 1, item: 0)?.minY == header1.maxY + 20)
        state.press("[*")
        #expect(state.selection.scope == .all)
    }

    @Test func otherParametersChangeTheLayout() throws {
        var state = try demoViewer()
        state.run(.nextParameter) // background margin
        state.press("2>")
        #expect(state.layout.attributes(kind: .background, section: 0)?.frame.minX == 10)
        state.run(.nextParameter, .nextParameter) // line spacing
        state.press("+")
        #expect(state.flow?.layout.minimumLineSpacing == 11)
        state.run(.nextParameter) // inter-item spacing
        state.press(">")
        #expect(state.flow?.layout.minimumInteritemSpacing == 20)
        state.run(.nextParameter) // item size
        state.press("1+")
        #expect(state.flow?.layout.itemSize == Size(width: 80, height: 61))
        state.run(.nextParameter) // corner radius
        state.press(">")
        #expect(state.layout.attributes(kind: .background, section: 2)?.style?.cornerRadius == 10)
    }

    @Test func contentInsetIsLayoutWide() throws {
        var state = try demoViewer()
        let titleRow = state.screenLines.firstIndex { $0.contains("Section 1 · green") }
        state.run(.nextParameter, .nextParameter)
        state.press("]1>>")
        #expect(state.spec.contentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(state.statusLine.contains("content inset top = 20 · all sections"))
        #expect(state.viewport.contentOffset.y == -20, "at the top, the offset follows minus the inset")
        let movedRow = state.screenLines.firstIndex { $0.contains("Section 1 · green") }
        #expect(movedRow.map { $0 - 3 } == titleRow, "20 pt is about 3 rows")
    }

    @Test func tCyclesCoverAndIToggleHeaderAndFooter() throws {
        var state = try demoViewer()
        let band = try #require(state.layout.attributes(kind: .background, section: 0)?.frame)
        #expect(band == Rect(x: 0, y: 24, width: 375, height: 150))
        state.press("t")
        #expect(state.layout.attributes(kind: .background, section: 0)?.frame == Rect(x: 10, y: 34, width: 355, height: 130))
        state.press("t")
        #expect(state.layout.attributes(kind: .background, section: 0) == nil)
        state.press("t")
        state.press("i")
        #expect(state.layout.attributes(kind: .background, section: 0)?.frame == Rect(x: 0, y: 0, width: 375, height: 174))
        state.press("I")
        #expect(state.flow?.resolvedBackground.includeFooter == true)
    }

    @Test func backgroundKeysSayWhatTheyDid() throws {
        var state = try demoViewer()
        state.press("t")
        #expect(state.message == "background: covers the items, not over the header, not over the footer")
        state.press("i")
        #expect(state.message == "background: covers the items, over the header, not over the footer")
        state.press("t")
        #expect(state.message == "background: none")
        var compositional = try demoViewer("compositional")
        let before = compositional.spec
        compositional.press("t")
        #expect(compositional.spec == before)
        #expect(compositional.message == "compositional backgrounds always cover the whole section, header and footer")
        #expect(ViewerScreen.render(compositional).plainLines()[28].hasPrefix("compositional backgrounds always"))
    }
}
