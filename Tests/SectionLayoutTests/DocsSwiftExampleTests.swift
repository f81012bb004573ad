import SectionLayout
import Testing

/// The example of docs/spec.md, "Using the layout core from Swift", compiled and checked, so the page's
/// API and its claimed frame cannot drift from the code.
@Test func docsSwiftExampleGivesTheFramesItClaims() {
    var flow = FlowLayout(
        sectionInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
        headerReferenceSize: Size(width: 0, height: 44),
        background: SectionBackground(
            cover: .section, includeHeader: true,
            style: BackgroundStyle(
                color: Color("systemBlue"),
                cornerRadius: 12)))
    flow.sections = [
        FlowSection(items: .count(6)),
        FlowSection(items: .sizes([Size(width: 200, height: 50), Size(width: 100, height: 30)])),
    ]
    let result = flow.layout(in: Size(width: 320, height: 480))

    #expect(result.itemFrame(section: 0, item: 1) == Rect(x: 90, y: 54, width: 50, height: 50))
    // Header 44 + inset 10 + two rows (50 + 10 + 50) + inset 30 = 194; the background covers the header.
    let background = result.attributes(kind: .background, section: 0)
    #expect(background?.frame == Rect(x: 0, y: 0, width: 320, height: 194))
    #expect(background?.style?.cornerRadius == 12)
    #expect(background?.style?.color == Color(red: 0, green: 122, blue: 255))
    let visible = result.elements(in: Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(visible.filter { $0.kind == .cell }.count == 8)
    #expect(visible.filter { $0.kind == .background }.count == 2)
    var walked: [ElementKind] = []
    let finished = result.forEachElement(in: Rect(x: 0, y: 0, width: 320, height: 480)) { element in
        walked.append(element.kind)
        return element.kind != .cell
    }
    #expect(!finished)
    // As the page writes it, a statement with a one-expression closure: the stopping walk is chosen.
    var seen = 0
    func keepGoing(_ element: LayoutAttributes) -> Bool {
        seen += 1
        return element.kind != .cell
    }
    result.forEachElement(in: Rect(x: 0, y: 0, width: 320, height: 480)) { element in
        keepGoing(element)
    }
    #expect(seen == 3)
    #expect(walked == [.background, .header, .cell])
}
