import Testing

@testable import SectionLayout

extension CompositionalCase {
    /// Checks the case scrolling vertically, then transposed scrolling horizontally: the frames must
    /// mirror, element for element.
    func checkBothDirections() {
        check(layout.layout(in: container), map: { $0 })
        let horizontal = layout.transposed().layout(in: container.transposed)
        check(horizontal, map: { $0.transposed })
        #expect(
            horizontal.allElements() == layout.layout(in: container).allElements().map(\.transposed),
            "\(id): the horizontal layout mirrors the vertical one")
    }

    /// Checks every frame the case names in `result`, mapped by `map`.
    func check(_ result: LayoutResult, map: (Rect) -> Rect) {
        for (section, item, frame) in cells {
            #expect(result.itemFrame(section: section, item: item) == map(frame), "\(id): cell \(section).\(item)")
        }
        for (section, frame) in headers {
            #expect(result.attributes(kind: .header, section: section)?.frame == frame.map(map), "\(id): header \(section)")
        }
        for (section, frame) in footers {
            #expect(result.attributes(kind: .footer, section: section)?.frame == frame.map(map), "\(id): footer \(section)")
        }
        for (section, frame) in backgrounds {
            #expect(
                result.attributes(kind: .background, section: section)?.frame == frame.map(map),
                "\(id): background \(section)")
        }
        for (kind, section, item, frame) in others {
            #expect(
                result.attributes(kind: ElementKind(rawValue: kind), section: section, item: item)?.frame == frame.map(map),
                "\(id): \(kind) \(section).\(item.map(String.init) ?? "-")")
        }
        if let height = contentHeight {
            #expect(
                result.contentSize == map(Rect(x: 0, y: 0, width: container.width, height: height)).size,
                "\(id): content size")
        }
    }
}
