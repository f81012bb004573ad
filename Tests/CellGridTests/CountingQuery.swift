import SectionLayout

@testable import CellGrid
@testable import SectionScene

/// Wraps a layout and counts what the renderer asks of it.
final class CountingQuery: ElementQuery {
    let base: LayoutResult
    var queries = 0
    var elements = 0
    var styleLookups = 0

    init(_ base: LayoutResult) { self.base = base }

    func forEachElement(in rect: Rect, context: ScrollContext, while body: (LayoutAttributes) -> Bool) -> Bool {
        queries += 1
        return base.forEachElement(in: rect, context: context) { element in
            elements += 1
            return body(element)
        }
    }

    var layoutDirection: LayoutDirection { base.layoutDirection }

    func backgroundStyle(ofSection section: Int) -> BackgroundStyle? {
        styleLookups += 1
        return base.backgroundStyle(ofSection: section)
    }
}
