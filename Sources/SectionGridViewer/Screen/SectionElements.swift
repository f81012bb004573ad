import CellGrid
import SectionLayout

/// What the terminal renderer is shown of a layout: the kinds the cell renderer draws — cells,
/// backgrounds, and sections' headers and footers — and nothing else.
///
/// Until the points-space scene draws every element kind, two reasons keep the others from it: a
/// layout-wide `header` or `footer` (a compositional layout's global one) has no section, so it would
/// be drawn titled "Section -1"; and the renderer's overview of a crowded screen counts only cells
/// towards what it looks at under a cell, so a crowd of badges would make it walk every one of them.
/// Badges are skipped by the query itself (`includesItemSupplementaries: false`), the layout's own and
/// other boundary items (at most 100 a section or layout in a spec) one by one. Leaving them out
/// changes no picture (the renderer skips kinds it does not draw); the inspector and `frames` still see
/// everything.
public struct SectionElements: ElementQuery {
    /// The layout shown.
    public let layout: LayoutResult

    /// Shows `layout` to the renderer.
    public init(layout: LayoutResult) {
        self.layout = layout
    }

    /// The elements of `layout` in `rect` the cell renderer draws.
    @discardableResult
    public func forEachElement(in rect: Rect, context: ScrollContext, while body: (LayoutAttributes) -> Bool) -> Bool {
        layout.forEachElement(in: rect, context: context, includesItemSupplementaries: false) { element in
            !SectionElements.isDrawn(element) || body(element)
        }
    }

    /// The background style of `section`.
    public func backgroundStyle(ofSection section: Int) -> BackgroundStyle? {
        layout.backgroundStyle(ofSection: section)
    }

    /// True for the elements the cell renderer draws.
    static func isDrawn(_ element: LayoutAttributes) -> Bool {
        switch element.kind {
        case .cell, .background: return true
        case .header, .footer: return !element.isLayoutWide
        default: return false
        }
    }
}
