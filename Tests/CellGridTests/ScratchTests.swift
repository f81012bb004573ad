import Testing
import SectionLayout
@testable import CellGrid

@Test func scratch() {
    let flow = FlowLayout(itemSize: s(20, 20), sectionInset: EdgeInsets(all: 5), headerReferenceSize: s(0, 10),
                          background: SectionBackground(includeHeader: true, style: BackgroundStyle(color: .white, cornerRadius: 4)),
                          sections: [FlowSection(items: .count(3)), FlowSection(items: .count(2))])
    let layout = flow.layout(viewport: s(100, 200))
    let (grid, report) = render(layout, columns: 20, rows: 16, pointsPerColumn: 5, labels: RenderLabels(sectionTitles: ["第1组"]))
    print(grid.plainText)
    print(report)
    let (g2, _) = render(layout, columns: 20, rows: 16, pointsPerColumn: 5, theme: Theme(depth: .palette256))
    print(g2.ansiText(depth: .palette256))
}
