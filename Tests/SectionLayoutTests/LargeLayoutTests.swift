import Testing

@testable import SectionLayout

@Suite("Large layouts stay in closed form")
struct LargeLayoutTests {
    @Test func tenMillionUniformItemsAnswerFramesAndQueries() throws {
        let sections = (0..<10_000).map { _ in FlowSection(items: .count(1_000)) }
        let result = FlowLayout(
            sectionInset: EdgeInsets(all: 10), headerReferenceSize: Size(width: 0, height: 30),
            sections: sections
        ).layout(in: Size(width: 375, height: 667))
        #expect(result.numberOfItems == 10_000_000)
        // 375 − 20 = 355 holds 6 items of 50 (gap 11, pitch 61); 1,000 items → 167 lines.
        let sectionHeight: Double = 10_060 // 30 + 10 + 167·50 + 166·10 + 10
        #expect(result.contentSize == Size(width: 375, height: sectionHeight * 10_000))
        let last = try #require(result.itemFrame(section: 9_999, item: 999))
        let lastY: Double = sectionHeight * 9_999 + 40 + 166 * 60 // item 999: line 166, column 3
        #expect(last == Rect(x: 10 + 3 * 61, y: lastY, width: 50, height: 50))
        for section in result.sections {
            guard case .grid = section.items else {
                Issue.record("not closed form")
                return
            }
        }
        let visible = Rect(x: 0, y: sectionHeight * 5_000 + 100, width: 375, height: 667)
        let elements = result.elements(in: visible)
        #expect(elements.count > 40 && elements.count < 80)
        for element in elements where element.kind == .cell {
            #expect(element.frame.intersects(visible))
            #expect(result.itemFrame(section: element.section, item: element.item ?? -1) == element.frame)
        }
    }

    @Test func sizedItemsQueryOnlyVisibleLines() {
        let sizes = (0..<100_000).map { (i: Int) -> Size in
            Size(width: Double(20 + i % 7 * 10), height: Double(10 + i % 5 * 4))
        }
        let result = FlowLayout(sections: [FlowSection(items: .sizes(sizes))]).layout(in: Size(width: 320, height: 480))
        let rect = Rect(x: 0, y: result.contentSize.height / 2, width: 320, height: 480)
        let found = result.elements(in: rect)
        #expect(!found.isEmpty && found.count < 200)
        #expect(found.allSatisfy { $0.frame.intersects(rect) })
    }
}
