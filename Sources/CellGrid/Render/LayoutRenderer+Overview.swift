import SectionLayout
import SectionScene

extension LayoutRenderer {
    /// How many elements a render collects before it draws an overview instead:
    /// `elementsPerCellBeforeOverview` per cell of the queried area, and at least 4,096. A screenful of
    /// ordinary items is far below it; items much smaller than a cell (a million 1-point items zoomed
    /// out) are not, and would otherwise cost time and memory in proportion to their number.
    public func elementBudget(cells: Int) -> Int {
        let perCell = Swift.max(0, elementsPerCellBeforeOverview)
        let (budget, overflow) = perCell.multipliedReportingOverflow(by: Swift.max(0, cells))
        return overflow ? Int.max : Swift.max(4_096, budget)
    }

    /// Elements an overview looks at under one cell — of every kind: cells, badges, boundary items,
    /// backgrounds — before it gives up on finding an item drawn there.
    public static let overviewItemsPerCell = 32

    /// The overview of a crowded screen: each cell's area in points is asked for its elements, and the
    /// walk stops at the first item (a cell or a badge) drawn in that cell (its frame snaps to it), or
    /// after `overviewItemsPerCell` elements of any kind, so the work is bounded by the number of cells,
    /// not elements (a crowd of badges counts as much as a crowd of cells). Backgrounds, headers,
    /// footers and other boundary items are kept once each; an item wider than a cell keeps its box,
    /// smaller ones show as the one-cell blocks they snap to.
    func sampleEachCell<Source: ElementQuery>(
        of cells: CellRect, source: Source, viewport: Viewport,
        into queue: inout ElementQueue
    ) {
        var seen = Set<SampledElement>()
        let scale = viewport.scale
        let context = viewport.scrollContext
        for row in cells.y..<cells.maxY {
            for column in cells.x..<cells.maxX {
                let probe = scale.points(for: CellRect(x: column, y: row, width: 1, height: 1))
                var examined = 0
                source.forEachElement(in: probe, context: context) { element in
                    let isItem = element.item != nil
                    let drawnHere = isItem && scale.cells(for: element.frame).contains(column: column, row: row)
                    if !isItem || drawnHere,
                        seen.insert(SampledElement(kind: element.kind, section: element.section, item: element.item ?? 0))
                            .inserted
                    {
                        queue.append(element)
                    }
                    examined += 1
                    return !drawnHere && examined < LayoutRenderer.overviewItemsPerCell
                }
            }
        }
    }
}

/// An element the overview has already queued.
private struct SampledElement: Hashable {
    let kind: ElementKind
    let section: Int
    let item: Int
}
