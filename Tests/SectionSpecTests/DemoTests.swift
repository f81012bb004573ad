import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Suite("Built-in demos")
struct DemoTests {
    @Test(arguments: BuiltInDemos.names)
    func decodesRoundTripsAndLaysOut(_ name: String) throws {
        let spec = try #require(BuiltInDemos.spec(named: name), "demo \(name) decodes")
        #expect(try LayoutSpec(json: spec.jsonValue) == spec)
        #expect(spec.layout().numberOfItems > 0)
    }

    @Test func sectionsHasAlternatingCountsAndFullWidthColours() throws {
        let spec = try #require(BuiltInDemos.spec(named: "sections"))
        let layout = spec.layout()
        #expect((0..<4).map { layout.numberOfItems(inSection: $0) } == [8, 4, 8, 4])
        let colors = (0..<4).map { layout.attributes(kind: .background, section: $0)?.style?.color }
        #expect(colors == ["green", "cyan", "blue", "purple"].map { Color($0) })
        for section in 0..<4 {
            let background = try #require(layout.attributes(kind: .background, section: section)).frame
            #expect(background.minX == 0 && background.width == 375, "across the full width")
            let first = try #require(layout.itemFrame(section: section, item: 0))
            #expect(first.minX == background.minX + 10 && first.minY == background.minY + 10, "inset 10")
        }
    }

    @Test func cardsStart16BelowTheHeaderAnd16BeyondTheInsets() throws {
        let spec = try #require(BuiltInDemos.spec(named: "cards"))
        #expect(spec.backgroundColor == Color("systemGroupedBackground"))
        let layout = spec.layout()
        #expect(spec.sectionTitles == ["第1组", "第2组", "第3组", "第4组"])
        for section in 0..<4 {
            let header = try #require(layout.attributes(kind: .header, section: section)).frame
            let footer = try #require(layout.attributes(kind: .footer, section: section)).frame
            let card = try #require(layout.attributes(kind: .background, section: section))
            #expect(header.height == 50 && footer.height == 4)
            #expect(card.frame == Rect(x: 20, y: header.minY + 16, width: 335, height: footer.maxY - header.minY - 16))
            #expect(card.style?.color == .white && card.style?.cornerRadius == 12)
            #expect(layout.itemFrame(section: section, item: 0)?.minX == 36, "16 pt inside the card")
            #expect(layout.numberOfItems(inSection: section) == 5)
            #expect(layout.itemFrame(section: section, item: 0)?.size == Size(width: 100, height: 100))
        }
    }

    @Test func shadowBackgroundsHugTheItems() throws {
        let layout = try #require(BuiltInDemos.spec(named: "shadow")).layout()
        let background = try #require(layout.attributes(kind: .background, section: 1))
        let items = (0..<3).compactMap { layout.itemFrame(section: 1, item: $0) }.reduce(
            try #require(layout.itemFrame(section: 1, item: 0))
        ) { $0.union($1) }
        #expect(background.frame == items.inset(by: EdgeInsets(all: -8)))
        #expect((background.style?.shadow?.opacity ?? 0) > 0)
    }

    /// Seed 004's app center: "My apps" with a header and a footer its background covers, then
    /// categories, each with its own colour, corner radius and margin, one on an image.
    @Test func appCenterIsSeed004sScreen() throws {
        let spec = try #require(BuiltInDemos.spec(named: "appcenter"))
        #expect(spec.contentInset.top > 0)
        #expect(spec.sectionTitles == ["My apps", "Games", "Productivity", "Social"])
        let layout = spec.layout()
        let header = try #require(layout.attributes(kind: .header, section: 0)).frame
        let footer = try #require(layout.attributes(kind: .footer, section: 0)).frame
        let myApps = try #require(layout.attributes(kind: .background, section: 0)).frame
        #expect(
            myApps == Rect(x: 8, y: header.minY + 4, width: 359, height: footer.maxY - 4 - (header.minY + 4)),
            "margin (4, 8, 4, 8) off the band from the header's top to the footer's bottom")
        #expect((1..<4).allSatisfy { layout.attributes(kind: .footer, section: $0) == nil }, "only my apps has a footer")
        let styles = try (0..<4).map { try #require(layout.attributes(kind: .background, section: $0)?.style) }
        #expect(Set(styles.compactMap(\.color)).count == 4, "a colour each")
        #expect(Set(styles.map(\.cornerRadius)).count == 4 && styles.allSatisfy { $0.cornerRadius > 0 }, "a corner radius each")
        let margins = try (1..<4).map { section -> Double in
            let background = try #require(layout.attributes(kind: .background, section: section)).frame
            return background.minX
        }
        #expect(margins == [12, 16, 4], "a margin each (left edges)")
        #expect(styles.map { $0.image != nil } == [false, true, false, false], "Games on an image")
    }

    /// Seed 002's first layout (`NSCollectionLayoutDecorationItem` backgrounds), frame for frame: item
    /// `fractionalWidth(r)` × `fractionalWidth(r)` (r = 1, then 0.5) inset 10, group `fractionalWidth(1)`
    /// × `estimated(100)` (as tall as what it holds), section insets (0, 10, 0, 10), both sections
    /// scrolling `continuous`ly, red (radius 10) and yellow backgrounds at zIndex 0 under cells at 1.
    @Test func compositionalIsSeed002sFirstLayout() throws {
        let layout = try #require(BuiltInDemos.spec(named: "compositional")).layout()
        let expected: [(ElementKind, Int, Int?, Rect, Int)] = [
            (.background, 0, nil, rect(0, 0, 375, 355), 0), (.cell, 0, 0, rect(20, 10, 335, 335), 1),
            (.background, 1, nil, rect(0, 355, 375, 177.5), 0), (.cell, 1, 0, rect(20, 365, 157.5, 157.5), 1),
            (.cell, 1, 1, rect(197.5, 365, 157.5, 157.5), 1), (.cell, 1, 2, rect(375, 365, 157.5, 157.5), 1),
        ]
        let elements = layout.allElements()
        #expect(elements.map(\.kind) == expected.map(\.0))
        #expect(elements.map(\.section) == expected.map(\.1) && elements.map(\.item) == expected.map(\.2))
        #expect(elements.map(\.frame) == expected.map(\.3) && elements.map(\.zIndex) == expected.map(\.4))
        #expect(layout.contentSize == size(375, 532.5))
        #expect(layout.orthogonalSections == [0, 1])
        #expect(layout.orthogonalScrolling(inSection: 1) == .continuous)
        #expect(layout.attributes(kind: .background, section: 0)?.style == BackgroundStyle(color: Color("red"), cornerRadius: 10))
        #expect(layout.attributes(kind: .background, section: 1)?.style == BackgroundStyle(color: Color("yellow")))
    }

    /// Seed 002's second layout: four items in groups of `count` 3 (`absolute(150)` tall,
    /// `interItemSpacing` fixed 10), section insets 10, a red background inset 10 with radius 10.
    @Test func compositionalGridIsSeed002sSecondLayout() throws {
        let layout = try #require(BuiltInDemos.spec(named: "compositional-grid")).layout()
        let slot = (355 - 20) / 3.0
        #expect(
            (0..<4).compactMap { layout.itemFrame(section: 0, item: $0) } == [
                rect(10, 10, slot, 150), rect(10 + slot + 10, 10, slot, 150), rect(10 + 2 * (slot + 10), 10, slot, 150),
                rect(10, 160, slot, 150),
            ])
        #expect(layout.attributes(kind: .background, section: 0)?.frame == rect(10, 10, 355, 300))
        #expect(layout.attributes(kind: .background, section: 0)?.style == BackgroundStyle(color: Color("red"), cornerRadius: 10))
        #expect(layout.contentSize == size(375, 320))
    }

    @Test func largeHasAMillionItemsInAThousandSections() throws {
        let layout = try #require(BuiltInDemos.spec(named: "large")).layout()
        #expect(layout.numberOfSections == 1_000)
        #expect(layout.numberOfItems == 1_000_000)
    }
}
