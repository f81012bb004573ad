import Testing

@testable import SectionLayout

@Suite("Large compositional layouts stay in closed form")
struct CompositionalLargeTests {
    /// 1,000 sections × 1,000 items of a two-level nested group: a half-width item beside a vertical group
    /// of two half-height items (3 items a group, 334 groups a section).
    @Test func oneMillionNestedItemsAnswerFramesAndQueries() throws {
        let group = row(
            .fractionalWidth(1), .absolute(200),
            [
                cell(.fractionalWidth(0.5), .fractionalHeight(1)),
                .group(
                    .vertical(
                        LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                        subitems: [cell(.fractionalWidth(1), .fractionalHeight(0.5))])),
            ])
        let section = LayoutSection(
            items: 1_000, group: group, contentInsets: DirectionalEdgeInsets(all: 10),
            header: BoundarySupplementaryItem(width: .fractionalWidth(1), height: .absolute(30)),
            background: BackgroundDecoration(contentInsets: DirectionalEdgeInsets(all: 5)))
        // How long this takes is measured by the benchmark (`compositional.prepare`, release build).
        let result = CompositionalLayout(sections: Array(repeating: section, count: 1_000)).layout(
            in: Size(width: 375, height: 667))
        #expect(result.numberOfItems == 1_000_000)
        let sectionHeight: Double = 66_850 // 30 + 10 + 334·200 + 10
        #expect(result.contentSize == Size(width: 375, height: sectionHeight * 1_000))
        #expect(
            result.itemFrame(section: 999, item: 999)
                == Rect(x: 10, y: sectionHeight * 999 + 40 + 333 * 200, width: 177.5, height: 200))
        #expect(
            result.itemFrame(section: 500, item: 998)
                == Rect(
                    x: 187.5, y: sectionHeight * 500 + 40 + 332 * 200 + 100,
                    width: 177.5, height: 100))
        for entry in result.sections {
            guard case .pattern = entry.items else {
                Issue.record("not closed form")
                return
            }
        }
        let visible = Rect(x: 0, y: sectionHeight * 500 + 1_000, width: 375, height: 667)
        let elements = result.elements(in: visible)
        // Groups 4…8 of section 500 reach into the rect: 2 + 3 · 3 + 2 of their items.
        #expect(elements.filter { $0.kind == .cell }.count == 13)
        for element in elements where element.kind == .cell {
            #expect(element.frame.intersects(visible))
            #expect(result.itemFrame(section: element.section, item: element.item ?? -1) == element.frame)
        }
    }
}
