import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// The spec side of item editing: counts and `itemSizes` after a delete, a copy or a move, both engines.
@Suite("Item edits of a spec")
struct ItemEditSpecTests {
    /// Section 0: three counted 50×40 items (its own size); 1: sized items; 2: empty, counted.
    private static let flow = """
        {"flow": {"itemSize": {"width": 10, "height": 10}},
         "sections": [{"items": 3, "itemSize": {"width": 50, "height": 40}},
                      {"itemSizes": [{"width": 1, "height": 2}, {"width": 3, "height": 4}]},
                      {"items": 0}]}
        """

    private func items(_ spec: LayoutSpec) -> [FlowItems] {
        guard case .flow(let flow) = spec.engine else { return [] }
        return flow.sections.map(\.section.items)
    }

    private func size(_ width: Double, _ height: Double) -> Size { Self.s(width, height) }

    @Test func deletingCountsDownAndTakesASizeOut() throws {
        let spec = try decodeSpec(Self.flow)
        #expect(
            spec.deletingItem(ItemPath(section: 0, item: 2)).map(items) == [
                .count(2), .sizes([size(1, 2), size(3, 4)]), .count(0),
            ])
        #expect(spec.deletingItem(ItemPath(section: 1, item: 0)).map(items) == [.count(3), .sizes([size(3, 4)]), .count(0)])
        #expect(spec.deletingItem(ItemPath(section: 2, item: 0)) == nil, "an empty section has no item 0")
        #expect(
            spec.deletingItem(ItemPath(section: 3, item: 0)) == nil && spec.deletingItem(ItemPath(section: 0, item: -1)) == nil)
    }

    @Test func aCopyGoesRightAfterItsItem() throws {
        let spec = try decodeSpec(Self.flow)
        #expect(
            spec.insertingCopy(of: ItemPath(section: 1, item: 0)).map(items)
                == [.count(3), .sizes([size(1, 2), size(1, 2), size(3, 4)]), .count(0)])
        #expect(spec.insertingCopy(of: ItemPath(section: 0, item: 0)).map(items)?.first == .count(4))
    }

    struct Move: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var from: ItemPath, to: ItemPath
        var after: [FlowItems]
    }

    private static func s(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }
    static let moves = [
        Move(
            testDescription: "a counted 50×40 into itemSizes brings its size", from: ItemPath(section: 0, item: 1),
            to: ItemPath(section: 1, item: 1), after: [.count(2), .sizes([s(1, 2), s(50, 40), s(3, 4)]), .count(0)]),
        Move(
            testDescription: "a sized item into a count counts (and takes its size)", from: ItemPath(section: 1, item: 1),
            to: ItemPath(section: 0, item: 0), after: [.count(4), .sizes([s(1, 2)]), .count(0)]),
        Move(
            testDescription: "within itemSizes the sizes swap", from: ItemPath(section: 1, item: 0),
            to: ItemPath(section: 1, item: 1), after: [.count(3), .sizes([s(3, 4), s(1, 2)]), .count(0)]),
        Move(
            testDescription: "into the empty section", from: ItemPath(section: 1, item: 1),
            to: ItemPath(section: 2, item: 0), after: [.count(3), .sizes([s(1, 2)]), .count(1)]),
    ]

    @Test(arguments: moves)
    func movedItemsKeepTheFormOfTheirNewSection(_ move: Move) throws {
        let spec = try decodeSpec(Self.flow)
        #expect(spec.movingItem(move.from, to: move.to).map(items) == move.after)
    }

    @Test func movesThatGoNowhereAreRefused() throws {
        let spec = try decodeSpec(Self.flow)
        #expect(spec.movingItem(ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 1)) == nil, "its own place")
        #expect(
            spec.movingItem(ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 3)) == nil,
            "past the end: three items, two once it is out")
        #expect(spec.movingItem(ItemPath(section: 0, item: 1), to: ItemPath(section: 2, item: 1)) == nil)
        #expect(spec.movingItem(ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 2)) != nil, "after the last")
        #expect(spec.movingItem(ItemPath(section: 2, item: 0), to: ItemPath(section: 0, item: 0)) == nil, "no such item")
    }

    @Test func compositionalSectionsCount() throws {
        // 5 and 10 items (the `compositional` demo before seed 002's layout replaced it).
        let spec = try LayoutSpec(json: JSONParser().parse(pagingRowSpecJSON))
        func counts(_ spec: LayoutSpec?) -> [Int?] { [0, 1].map { spec?.itemCount(inSection: $0) } }
        #expect(counts(spec) == [5, 10])
        #expect(counts(spec.deletingItem(ItemPath(section: 1, item: 9))) == [5, 9])
        #expect(counts(spec.insertingCopy(of: ItemPath(section: 0, item: 0))) == [6, 10])
        #expect(counts(spec.movingItem(ItemPath(section: 0, item: 4), to: ItemPath(section: 1, item: 0))) == [4, 11])
        #expect(
            spec.movingItem(ItemPath(section: 1, item: 0), to: ItemPath(section: 1, item: 5)) == spec,
            "within a section of a count the items are alike")
    }

    @Test func aCopyStopsAtTheItemLimit() throws {
        let spec = try decodeSpec(#"{"sections": [{"items": 19999999}, {"items": 1}]}"#)
        #expect(spec.totalItemCount == SpecLimits.maximumItems)
        #expect(spec.insertingCopy(of: ItemPath(section: 1, item: 0)) == nil)
        #expect(spec.deletingItem(ItemPath(section: 1, item: 0))?.insertingCopy(of: ItemPath(section: 0, item: 0)) != nil)
    }
}
