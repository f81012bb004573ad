import CellGrid
import SectionLayout

/// What the terminal renderer is shown of a layout: every element of its sections, not the layout's
/// own boundary items (a compositional layout's global header and footer).
///
/// The cell renderer draws a `header` or `footer` with its section's title; a layout-wide one has no
/// section, so it would be drawn titled "Section -1". Until the points-space scene draws the layout's
/// own items, they are left out of the picture here (the inspector and `frames` still report them);
/// other element kinds — boundary items of any name, badges — reach the renderer, which draws the kinds
/// it knows (cells, backgrounds, headers, footers) and skips the rest.
struct SectionElements<Layout: ElementQuery>: ElementQuery {
    let layout: Layout

    @discardableResult
    func forEachElement(in rect: Rect, context: ScrollContext, while body: (LayoutAttributes) -> Bool) -> Bool {
        layout.forEachElement(in: rect, context: context) { element in
            element.isLayoutWide || body(element)
        }
    }

    func backgroundStyle(ofSection section: Int) -> BackgroundStyle? {
        layout.backgroundStyle(ofSection: section)
    }
}
