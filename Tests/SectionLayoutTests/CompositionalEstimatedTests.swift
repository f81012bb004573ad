import Testing

@testable import SectionLayout

// Issue 13 §1, estimated dimensions. `UICollectionViewCompositionalLayout.h`: an estimated dimension "is
// estimated with a point value. Actual size will be determined when the content is rendered", and item
// "contentInsets are ignored for any axis with an .estimated dimension". There is no cell content here,
// so an item takes its estimate and a group takes the size of what it holds (decided so; UIKit measures
// the cells' views). Each case also runs transposed, scrolling horizontally.

/// A vertical group of `subitems`.
func column(_ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [LayoutSubitem]) -> LayoutGroup {
    .vertical(LayoutSize(width: width, height: height), subitems: subitems)
}

let estimatedCases: [CompositionalCase] = [
    CompositionalCase(
        id: "estimated group takes its item's absolute height: 2 × 120",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2, group: row(.fractionalWidth(1), .estimated(50), [cell(.fractionalWidth(1), .absolute(120))]))
        ]),
        cells: [(0, 0, box(0, 0, 375, 120)), (0, 1, box(0, 120, 375, 120))], contentHeight: 240),
    CompositionalCase(
        id: "estimated group takes a square item's height: 3 × 375",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3, group: row(.fractionalWidth(1), .estimated(100), [cell(.fractionalWidth(1), .fractionalWidth(1))]))
        ]),
        cells: [(0, 0, box(0, 0, 375, 375)), (0, 1, box(0, 375, 375, 375)), (0, 2, box(0, 750, 375, 375))],
        contentHeight: 1125),
    CompositionalCase(
        id: "item contentInsets ignored on the estimated axis only",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2,
                group: row(
                    .fractionalWidth(1), .estimated(44),
                    [cell(.fractionalWidth(1), .estimated(44), insets: DirectionalEdgeInsets(all: 5))]))
        ]),
        cells: [(0, 0, box(5, 0, 365, 44)), (0, 1, box(5, 44, 365, 44))], contentHeight: 88),
    CompositionalCase(
        id: "an item takes its estimate (it has no content)",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3, group: row(.fractionalWidth(1), .absolute(60), [cell(.fractionalWidth(0.5), .estimated(30))]))
        ]),
        cells: [(0, 0, box(0, 0, 187.5, 30)), (0, 1, box(187.5, 0, 187.5, 30)), (0, 2, box(0, 60, 187.5, 30))],
        contentHeight: 120),
    CompositionalCase(
        id: "fractionalHeight of an estimated group resolves against the estimate",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2, group: row(.fractionalWidth(1), .estimated(80), [cell(.fractionalWidth(1), .fractionalHeight(0.5))]))
        ]),
        cells: [(0, 0, box(0, 0, 375, 40)), (0, 1, box(0, 40, 375, 40))], contentHeight: 80),
    CompositionalCase(
        id: "group contentInsets count in what an estimated group holds",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2,
                group: row(
                    .fractionalWidth(1), .estimated(10), [cell(.fractionalWidth(1), .absolute(30))],
                    insets: DirectionalEdgeInsets(top: 4, leading: 0, bottom: 6, trailing: 0)))
        ]),
        cells: [(0, 0, box(0, 4, 375, 30)), (0, 1, box(0, 44, 375, 30))], contentHeight: 80),
    CompositionalCase(
        id: "a nested estimated group's own height moves the subitems after it",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 2,
                group: column(
                    .fractionalWidth(1), .absolute(300),
                    [
                        .group(row(.fractionalWidth(1), .estimated(10), [cell(.fractionalWidth(1), .absolute(50))])),
                        cell(.fractionalWidth(1), .absolute(20)),
                    ]))
        ]),
        cells: [(0, 0, box(0, 0, 375, 50)), (0, 1, box(0, 50, 375, 20))], contentHeight: 300),
    CompositionalCase(
        id: "a partly filled last group is as tall as what it holds",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3,
                group: row(
                    .fractionalWidth(1), .estimated(10),
                    [
                        cell(.fractionalWidth(0.5), .absolute(40)),
                        cell(.fractionalWidth(0.5), .absolute(80)),
                    ]),
                background: BackgroundDecoration())
        ]),
        cells: [(0, 0, box(0, 0, 187.5, 40)), (0, 1, box(187.5, 0, 187.5, 80)), (0, 2, box(0, 80, 187.5, 40))],
        backgrounds: [(0, box(0, 0, 375, 120))], contentHeight: 120),
    CompositionalCase(
        id: "estimated width of an orthogonal row's group: the row is as long as what the groups hold",
        layout: CompositionalLayout(sections: [
            LayoutSection(
                items: 3, group: row(.estimated(50), .absolute(80), [cell(.absolute(120), .fractionalHeight(1))]),
                interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
        ]),
        cells: [(0, 0, box(0, 0, 120, 80)), (0, 1, box(130, 0, 120, 80)), (0, 2, box(260, 0, 120, 80))], contentHeight: 80),
]

@Suite("Compositional estimated dimensions")
struct CompositionalEstimatedTests {
    @Test(arguments: estimatedCases)
    func frames(_ c: CompositionalCase) { c.checkBothDirections() }

    /// Uniform sections stay in closed form: ten million items of an estimated group are one group's
    /// frames repeated (the group resolves to the same size every time), laid out in a moment.
    @Test func uniformEstimatedSectionsStayInClosedForm() {
        let section = LayoutSection(
            items: 10_000_000,
            group: row(
                .fractionalWidth(1), .estimated(44),
                [cell(.fractionalWidth(0.5), .absolute(60))]))
        let result = CompositionalLayout(sections: [section]).layout(in: Size(width: 375, height: 667))
        guard case .pattern(let pattern, _) = result.sections[0].items else {
            Issue.record("not kept as a repeating pattern")
            return
        }
        #expect(pattern.slots.count == 2 && pattern.pitch == 60)
        #expect(result.itemFrame(section: 0, item: 9_999_999) == box(187.5, 299_999_940, 187.5, 60))
        #expect(result.contentSize.height == 300_000_000)
        QueryWorkTests.expectLogarithmic(result, "estimated")
    }

    @Test func theOrthogonalRowIsAsLongAsWhatItsGroupsHold() {
        let layout = CompositionalLayout(sections: [
            LayoutSection(
                items: 3, group: row(.estimated(50), .absolute(80), [cell(.absolute(120), .fractionalHeight(1))]),
                interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
        ])
        let row = layout.layout(in: Size(width: 375, height: 667)).orthogonalRow(inSection: 0)
        #expect(row?.contentLength == 380 && row?.groupPitch == 130 && row?.offsetRange == 0...5)
    }
}
