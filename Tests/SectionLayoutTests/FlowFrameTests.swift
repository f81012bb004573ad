import Testing

@testable import SectionLayout

/// A frame case: a layout, a container width, and frames it must produce (vertical direction). Each case
/// is also run transposed, in the horizontal direction, and must mirror.
struct FlowCase: CustomTestStringConvertible, Sendable {
    var id: String
    var layout: FlowLayout
    var width: Double = 320
    var cells: [(section: Int, item: Int, frame: Rect)] = []
    var headers: [(Int, Rect?)] = []
    var footers: [(Int, Rect?)] = []
    var backgrounds: [(Int, Rect?)] = []
    var contentHeight: Double?
    var testDescription: String { id }
}

func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
func s(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }

let flowCases: [FlowCase] = [
    FlowCase(
        id: "7 items justify, last row on the grid",
        layout: FlowLayout(sections: [FlowSection(items: .count(7))]),
        cells: [
            (0, 0, r(0, 0, 50, 50)), (0, 1, r(67.5, 0, 50, 50)), (0, 2, r(135, 0, 50, 50)),
            (0, 3, r(202.5, 0, 50, 50)), (0, 4, r(270, 0, 50, 50)),
            (0, 5, r(0, 60, 50, 50)), (0, 6, r(67.5, 60, 50, 50)),
        ],
        contentHeight: 110),
    FlowCase(
        id: "exact fit stays on the line",
        layout: FlowLayout(sections: [FlowSection(items: .sizes([s(155, 40), s(155, 40)]))]),
        cells: [(0, 0, r(0, 0, 155, 40)), (0, 1, r(165, 0, 155, 40))], contentHeight: 40),
    FlowCase(
        id: "insets, header and footer",
        layout: FlowLayout(
            sectionInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
            headerReferenceSize: s(0, 44), footerReferenceSize: s(0, 22),
            sections: [FlowSection(items: .count(6))]),
        cells: [
            (0, 0, r(20, 54, 50, 50)), (0, 1, r(90, 54, 50, 50)), (0, 2, r(160, 54, 50, 50)),
            (0, 3, r(230, 54, 50, 50)), (0, 4, r(20, 114, 50, 50)), (0, 5, r(90, 114, 50, 50)),
        ],
        headers: [(0, r(0, 0, 320, 44))], footers: [(0, r(0, 194, 320, 22))], contentHeight: 216),
    FlowCase(
        id: "mixed sizes: lone item centred, last line left-aligned",
        layout: FlowLayout(sections: [FlowSection(items: .sizes([s(200, 50), s(200, 50), s(100, 50)]))]),
        cells: [(0, 0, r(60, 0, 200, 50)), (0, 1, r(0, 60, 200, 50)), (0, 2, r(210, 60, 100, 50))],
        contentHeight: 110),
    FlowCase(
        id: "items centred across their line",
        layout: FlowLayout(sections: [FlowSection(items: .sizes([s(100, 50), s(100, 100), s(100, 30)]))]),
        cells: [(0, 0, r(0, 25, 100, 50)), (0, 1, r(110, 0, 100, 100)), (0, 2, r(220, 35, 100, 30))],
        contentHeight: 100),
    FlowCase(
        id: "justified full line of mixed sizes",
        layout: FlowLayout(sections: [FlowSection(items: .sizes([s(100, 20), s(50, 20), s(100, 20), s(60, 20)]))]),
        cells: [
            (0, 0, r(0, 0, 100, 20)), (0, 1, r(135, 0, 50, 20)), (0, 2, r(220, 0, 100, 20)),
            (0, 3, r(0, 30, 60, 20)),
        ]),
    FlowCase(
        id: "background over header and footer",
        layout: FlowLayout(
            minimumInteritemSpacing: 0, headerReferenceSize: s(0, 25), footerReferenceSize: s(0, 25),
            background: SectionBackground(includeHeader: true, includeFooter: true),
            sections: [FlowSection(items: .count(32), itemSize: s(10, 10))]),
        headers: [(0, r(0, 0, 320, 25))], footers: [(0, r(0, 35, 320, 25))],
        backgrounds: [(0, r(0, 0, 320, 60))], contentHeight: 60),
    FlowCase(
        id: "card background: 16 below the header top, 16 beyond the insets",
        layout: FlowLayout(
            itemSize: s(100, 100), sectionInset: EdgeInsets(top: 0, left: 36, bottom: 12, right: 36),
            headerReferenceSize: s(0, 50), footerReferenceSize: s(0, 4),
            background: SectionBackground(
                includeHeader: true, includeFooter: true,
                margin: EdgeInsets(top: 16, left: 20, bottom: 0, right: 20)),
            sections: [FlowSection(items: .count(5)), FlowSection(items: .count(2))]),
        width: 375,
        cells: [
            (0, 0, r(36, 50, 100, 100)), (0, 1, r(239, 50, 100, 100)), (0, 2, r(36, 160, 100, 100)),
            (0, 4, r(36, 270, 100, 100)), (1, 0, r(36, 436, 100, 100)),
        ],
        headers: [(0, r(0, 0, 375, 50)), (1, r(0, 386, 375, 50))],
        footers: [(0, r(0, 382, 375, 4)), (1, r(0, 548, 375, 4))],
        backgrounds: [(0, r(20, 16, 335, 370)), (1, r(20, 402, 335, 150))], contentHeight: 552),
    FlowCase(
        id: "items cover bounds all items, not just first and last",
        layout: FlowLayout(
            sectionInset: EdgeInsets(all: 10), background: SectionBackground(cover: .items),
            sections: [FlowSection(items: .sizes([s(50, 50), s(250, 30), s(40, 20)]))]),
        cells: [(0, 0, r(135, 10, 50, 50)), (0, 1, r(10, 70, 250, 30)), (0, 2, r(270, 75, 40, 20))],
        backgrounds: [(0, r(10, 10, 300, 90))], contentHeight: 110),
    FlowCase(
        id: "empty sections keep insets and header, no background unless whenEmpty",
        layout: FlowLayout(
            sectionInset: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0),
            headerReferenceSize: s(0, 20),
            background: SectionBackground(),
            sections: [
                FlowSection(items: .count(0)),
                FlowSection(
                    items: .count(0),
                    background: SectionBackground(coversEmptySections: true)),
                FlowSection(items: .count(1)),
            ]),
        cells: [(2, 0, r(0, 89, 50, 50))],
        headers: [(0, r(0, 0, 320, 20)), (1, r(0, 32, 320, 20)), (2, r(0, 64, 320, 20))],
        backgrounds: [(0, nil), (1, r(0, 52, 320, 12)), (2, r(0, 84, 320, 62))], contentHeight: 146),
    FlowCase(
        id: "zero-size header and footer do not exist",
        layout: FlowLayout(
            headerReferenceSize: s(320, 0), footerReferenceSize: s(100, 0),
            sections: [FlowSection(items: .count(1))]),
        cells: [(0, 0, r(0, 0, 50, 50))], headers: [(0, nil)], footers: [(0, nil)], contentHeight: 50),
    FlowCase(
        id: "per-section overrides",
        layout: FlowLayout(sections: [
            FlowSection(
                items: .count(3), itemSize: s(100, 30), minimumLineSpacing: 4, minimumInteritemSpacing: 0,
                sectionInset: EdgeInsets(top: 1, left: 10, bottom: 1, right: 10),
                headerReferenceSize: s(0, 8), footerReferenceSize: s(0, 6)),
            FlowSection(items: .count(2), itemSize: s(150, 10), minimumInteritemSpacing: 20),
        ]),
        cells: [
            (0, 0, r(10, 9, 100, 30)), (0, 1, r(110, 9, 100, 30)), (0, 2, r(210, 9, 100, 30)),
            (1, 0, r(0, 46, 150, 10)), (1, 1, r(170, 46, 150, 10)),
        ],
        headers: [(0, r(0, 0, 320, 8))], footers: [(0, r(0, 40, 320, 6))], contentHeight: 56),
    FlowCase(
        id: "item wider than the line gets a line of its own at the leading inset",
        layout: FlowLayout(
            sectionInset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5),
            sections: [FlowSection(items: .sizes([s(400, 10), s(20, 10), s(20, 10)]))]),
        cells: [(0, 0, r(5, 0, 400, 10)), (0, 1, r(5, 20, 20, 10)), (0, 2, r(35, 20, 20, 10))]),
    FlowCase(
        id: "uniform items two per line, lone last item on the first column",
        layout: FlowLayout(sections: [FlowSection(items: .count(3), itemSize: s(150, 20))]),
        cells: [(0, 0, r(0, 0, 150, 20)), (0, 1, r(170, 0, 150, 20)), (0, 2, r(0, 30, 150, 20))]),
    FlowCase(
        id: "uniform items one per line are centred",
        layout: FlowLayout(sections: [FlowSection(items: .count(2), itemSize: s(200, 20))]),
        cells: [(0, 0, r(60, 0, 200, 20)), (0, 1, r(60, 30, 200, 20))], contentHeight: 50),
    FlowCase(
        id: "identical itemSizes behave as uniform",
        layout: FlowLayout(sections: [FlowSection(items: .sizes([s(50, 50), s(50, 50)]))]),
        cells: [(0, 0, r(0, 0, 50, 50)), (0, 1, r(67.5, 0, 50, 50))]),
    FlowCase(
        id: "sections stack with no gap; background margin may grow",
        layout: FlowLayout(
            background: SectionBackground(margin: EdgeInsets(all: -4)),
            sections: [FlowSection(items: .count(1)), FlowSection(items: .count(1))]),
        cells: [(0, 0, r(0, 0, 50, 50)), (1, 0, r(0, 50, 50, 50))],
        backgrounds: [(0, r(-4, -4, 328, 58)), (1, r(-4, 46, 328, 58))], contentHeight: 100),
    FlowCase(
        id: "background margin that leaves no area is dropped",
        layout: FlowLayout(
            background: SectionBackground(margin: EdgeInsets(top: 30, left: 0, bottom: 30, right: 0)),
            sections: [FlowSection(items: .count(1))]),
        backgrounds: [(0, nil)]),
]

@Suite("Flow layout frames")
struct FlowFrameTests {
    @Test(arguments: flowCases)
    func vertical(_ c: FlowCase) {
        check(c, layout: c.layout, container: Size(width: c.width, height: 1000), map: { $0 })
    }

    @Test(arguments: flowCases)
    func horizontalMirrors(_ c: FlowCase) {
        check(c, layout: c.layout.transposed(), container: Size(width: 1000, height: c.width), map: { $0.transposed })
    }

    private func check(_ c: FlowCase, layout: FlowLayout, container: Size, map: (Rect) -> Rect) {
        let result = layout.layout(in: container)
        for (section, item, frame) in c.cells {
            #expect(result.itemFrame(section: section, item: item) == map(frame), "cell \(section).\(item)")
        }
        for (section, frame) in c.headers {
            #expect(result.attributes(kind: .header, section: section)?.frame == frame.map(map), "header \(section)")
        }
        for (section, frame) in c.footers {
            #expect(result.attributes(kind: .footer, section: section)?.frame == frame.map(map), "footer \(section)")
        }
        for (section, frame) in c.backgrounds {
            #expect(
                result.attributes(kind: .background, section: section)?.frame == frame.map(map),
                "background \(section)")
        }
        if let height = c.contentHeight {
            #expect(result.contentSize == map(Rect(x: 0, y: 0, width: c.width, height: height)).size)
        }
    }
}

extension FlowLayout {
    /// The same layout mirrored across the diagonal, scrolling the other way.
    func transposed() -> FlowLayout {
        var copy = self
        copy.scrollDirection = scrollDirection.toggled
        copy.itemSize = itemSize.transposed
        copy.sectionInset = sectionInset.transposed
        copy.headerReferenceSize = headerReferenceSize.transposed
        copy.footerReferenceSize = footerReferenceSize.transposed
        copy.background = background.transposed
        copy.sections = sections.map { $0.transposed() }
        return copy
    }
}

extension FlowSection {
    func transposed() -> FlowSection {
        var copy = self
        if case .sizes(let sizes) = items { copy.items = .sizes(sizes.map(\.transposed)) }
        copy.itemSize = itemSize?.transposed
        copy.sectionInset = sectionInset?.transposed
        copy.headerReferenceSize = headerReferenceSize?.transposed
        copy.footerReferenceSize = footerReferenceSize?.transposed
        copy.background = background?.transposed
        return copy
    }
}

extension SectionBackground {
    var transposed: SectionBackground {
        var copy = self
        copy.margin = margin.transposed
        return copy
    }
}
