import SectionLayout
@testable import CellGrid

/// Wraps a layout and counts what the renderer asks of it.
final class CountingQuery: ElementQuery {
    let base: LayoutResult
    var queries = 0
    var elements = 0
    var styleLookups = 0

    init(_ base: LayoutResult) { self.base = base }

    func visitElements(in rect: Rect, orthogonalOffsets: [Int: Double], _ body: (LayoutAttributes) -> Bool) {
        queries += 1
        base.visitElements(in: rect, orthogonalOffsets: orthogonalOffsets) { element in
            elements += 1
            return body(element)
        }
    }

    func backgroundStyle(ofSection section: Int) -> BackgroundStyle? {
        styleLookups += 1
        return base.backgroundStyle(ofSection: section)
    }
}
