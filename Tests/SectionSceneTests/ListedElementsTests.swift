import SectionLayout
import SectionScene
import SectionSpec
import Testing

/// A program's elements, listed (`ListedElements`), are queried as a layout is: its orthogonal rows
/// move with a scroll context's offsets exactly as the layout's query moves them.
@Suite("Listed elements scroll their orthogonal rows as a layout does")
struct ListedElementsTests {
    /// Every element of `query` in `rect` with `context`, as comparable text, in order of the text.
    static func elements(of query: some ElementQuery, in rect: Rect, context: ScrollContext) -> [String] {
        var found: [String] = []
        query.forEachElement(in: rect, context: context) { element in
            found.append("\(element.kind.rawValue) \(element.section).\(element.item ?? -1) \(element.frame) z\(element.zIndex)")
            return true
        }
        return found.sorted()
    }

    @Test("the compositional demo's rows, scrolled, give the layout's elements", arguments: [Axis.vertical, .horizontal])
    func rowsMoveAsTheLayoutsDo(_ direction: Axis) throws {
        var spec = try #require(BuiltInDemos.spec(named: "compositional"))
        spec.scrollDirection = direction
        let layout = spec.layout()
        let rows = layout.orthogonalSections
        try #require(!rows.isEmpty, "the demo has orthogonal rows")
        let everything = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        var all: [LayoutAttributes] = []
        layout.forEachElement(in: everything, context: ScrollContext()) { element in
            all.append(element)
            return true
        }
        var listed = ListedElements(all, contentSize: layout.contentSize)
        listed.orthogonalSections = Set(rows)
        listed.scrollDirection = direction
        let scrolled = ScrollContext(orthogonalOffsets: [rows[0]: 137.5])
        // A screen at the start, across the first row.
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        #expect(
            Self.elements(of: listed, in: screen, context: scrolled) == Self.elements(of: layout, in: screen, context: scrolled))
        #expect(
            Self.elements(of: listed, in: everything, context: scrolled)
                == Self.elements(of: layout, in: everything, context: scrolled))
        #expect(
            Self.elements(of: listed, in: screen, context: scrolled)
                != Self.elements(of: listed, in: screen, context: ScrollContext()))
    }
}
