import Testing

@testable import SectionLayout

/// Individually sized items are kept as checkpoints and replayed (`SizedLines`), or stored per item when
/// a line is long or line spacing is negative (`ExplicitLines`). Every way of asking for a frame must
/// give the same answer as every other, and as a brute-force filter.
@Suite("Sized item storage")
struct SizedItemStorageTests {
    static func sizes(
        count: Int, seed: UInt64, width: ClosedRange<Double> = 0...120,
        height: ClosedRange<Double> = 0...80
    ) -> [Size] {
        var rng = SeededRandom(seed: seed)
        return (0..<count).map { _ in Size(width: rng.points(width), height: rng.points(height)) }
    }

    /// Checks that `itemFrame`, full iteration and rect queries agree for every item.
    static func checkConsistent(_ result: LayoutResult, rects: Int, seed: UInt64) {
        let all = result.allElements()
        for element in all where element.kind == .cell {
            #expect(result.itemFrame(section: element.section, item: element.item ?? -1) == element.frame)
        }
        var rng = SeededRandom(seed: seed)
        let size = result.contentSize
        for _ in 0..<rects {
            let rect = Rect(
                x: rng.points(-50...size.width + 50), y: rng.points(-50...size.height + 50),
                width: rng.points(0...400), height: rng.points(0...700))
            #expect(result.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "rect \(rect)")
        }
    }

    @Test("replayed lines agree with every query", arguments: [Axis.vertical, .horizontal])
    func replayed(axis: Axis) {
        let layout = FlowLayout(
            scrollDirection: axis, minimumInteritemSpacing: 7,
            sectionInset: EdgeInsets(top: 5, left: 9, bottom: 5, right: 3),
            sections: [
                FlowSection(items: .sizes(Self.sizes(count: 3_000, seed: 1))),
                FlowSection(items: .sizes(Self.sizes(count: 1_000, seed: 2))),
            ])
        Self.checkConsistent(layout.layout(in: Size(width: 375, height: 667)), rects: 60, seed: 3)
    }

    @Test("a line of more than 64 items is stored explicitly and agrees", arguments: [Axis.vertical, .horizontal])
    func longLines(axis: Axis) {
        let narrow = Self.sizes(count: 2_000, seed: 4, width: 0...2, height: 0...2)
        let layout = FlowLayout(
            scrollDirection: axis, minimumInteritemSpacing: 0,
            sections: [FlowSection(items: .sizes(narrow))])
        let result = layout.layout(in: Size(width: 375, height: 667))
        guard case .explicitLines = result.sections[0].items else {
            Issue.record("expected explicit lines")
            return
        }
        Self.checkConsistent(result, rects: 40, seed: 5)
    }

    @Test("negative line spacing is stored explicitly and agrees")
    func negativeLineSpacing() {
        let layout = FlowLayout(minimumLineSpacing: -30, sections: [FlowSection(items: .sizes(Self.sizes(count: 500, seed: 6)))])
        let result = layout.layout(in: Size(width: 320, height: 480))
        guard case .explicitLines = result.sections[0].items else {
            Issue.record("expected explicit lines")
            return
        }
        Self.checkConsistent(result, rects: 40, seed: 7)
    }

    @Test("invalid sizes lay out as their sanitized values, in both storages")
    func invalidSizes() {
        var sizes = Self.sizes(count: 400, seed: 8)
        sizes[3] = Size(width: -4, height: 10)
        sizes[150] = Size(width: .nan, height: 20)
        sizes[399] = Size(width: 30, height: .infinity)
        sizes[7] = Size(width: -0.0, height: 5) // valid, though its sign bit is set
        let cleaned = sizes.map {
            Size(
                width: $0.width.isFinite ? max(0, $0.width) : 0,
                height: $0.height.isFinite ? max(0, $0.height) : 0)
        }
        for lineSpacing in [10.0, -5] {
            let dirty = FlowLayout(minimumLineSpacing: lineSpacing, sections: [FlowSection(items: .sizes(sizes))])
            let clean = FlowLayout(minimumLineSpacing: lineSpacing, sections: [FlowSection(items: .sizes(cleaned))])
            let container = Size(width: 320, height: 480)
            #expect(dirty.layout(in: container).allElements() == clean.layout(in: container).allElements())
        }
    }

    @Test("replayed lines keep about one byte per item beside the sizes")
    func checkpointsOnly() {
        let result = FlowLayout(sections: [FlowSection(items: .sizes(Self.sizes(count: 10_000, seed: 9, width: 10...120)))])
            .layout(in: Size(width: 375, height: 667))
        guard case .lines(let lines) = result.sections[0].items else {
            Issue.record("expected replayed lines")
            return
        }
        #expect(lines.checkpoints.count * MemoryLayout<LineCheckpoint>.stride <= 10_000 * 2)
    }

    @Test("the validity check accepts exactly the finite, non-negative extents")
    func validityCheck() {
        let cases: [(Double, Bool)] = [
            (0, true), (-0.0, true), (1, true), (.greatestFiniteMagnitude, true),
            (.leastNonzeroMagnitude, true), (-.leastNonzeroMagnitude, false),
            (-1, false), (-.greatestFiniteMagnitude, false), (.infinity, false),
            (-.infinity, false), (.nan, false), (-.nan, false),
            (.signalingNaN, false),
        ]
        for (value, valid) in cases {
            #expect(LineArea.allValid([Size(width: 3, height: 4), Size(width: 1, height: value)]) == valid, "\(value)")
            #expect(LineArea.allValid([Size(width: value, height: 1)]) == valid, "\(value)")
        }
        #expect(LineArea.allValid([]))
    }

    /// Laying out checks the sizes as it reads them (`SizeCheck`): it flags every invalid extent, and
    /// `-0.0`, which the section then finds valid and keeps as replayed lines.
    @Test func theCheckWhileLayingOutFlagsWhatTheFastPassFlags() {
        let cases: [(Double, Bool)] = [
            (0, false), (-0.0, true), (1, false), (.greatestFiniteMagnitude, false),
            (-1, true), (.infinity, true), (-.infinity, true), (.nan, true), (-.nan, true),
        ]
        for (value, flagged) in cases {
            for size in [Size(width: value, height: 1), Size(width: 1, height: value)] {
                var check = SizeCheck()
                check.add(Size(width: 3, height: 4))
                check.add(size)
                #expect(check.isValid == !flagged, "\(size)")
            }
        }
        var sizes = Self.sizes(count: 300, seed: 10, width: 10...120)
        sizes[17] = Size(width: -0.0, height: 12)
        let result = FlowLayout(sections: [FlowSection(items: .sizes(sizes))]).layout(in: Size(width: 375, height: 667))
        guard case .lines = result.sections[0].items else {
            Issue.record("a section with a -0.0 width is kept as replayed lines")
            return
        }
        Self.checkConsistent(result, rects: 20, seed: 11)
    }

    /// A background covering the items is their bounding box, to the last bit: its leading edges are
    /// the items' smallest, its length the covering length to their largest end.
    @Test(arguments: 0..<40)
    func aBackgroundCoveringTheItemsIsTheirBoundingBox(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let axis: Axis = seed % 2 == 0 ? .vertical : .horizontal
        let layout = FlowLayout(
            scrollDirection: axis, minimumLineSpacing: rng.points(0...20),
            minimumInteritemSpacing: rng.points(-8...20),
            sectionInset: EdgeInsets(
                top: rng.points(0...20), left: rng.points(0...20),
                bottom: rng.points(0...20), right: rng.points(0...20)),
            background: SectionBackground(cover: .items),
            sections: [
                FlowSection(
                    items: .sizes(
                        Self.sizes(
                            count: 1 + seed * 37, seed: UInt64(seed) + 100,
                            width: 0.5...140)))
            ])
        let result = layout.layout(in: Size(width: 375 + rng.points(0...100), height: 667))
        let cells = result.allElements().filter { $0.kind == .cell }.map(\.frame)
        guard let background = result.attributes(kind: .background, section: 0)?.frame,
            let minX = cells.map(\.minX).min(), let maxX = cells.map(\.maxX).max(),
            let minY = cells.map(\.minY).min(), let maxY = cells.map(\.maxY).max()
        else {
            Issue.record("no background or no items")
            return
        }
        #expect(background.minX == minX && background.minY == minY, "seed \(seed)")
        #expect(background.width == coveringLength(from: minX, to: maxX), "seed \(seed)")
        #expect(background.height == coveringLength(from: minY, to: maxY), "seed \(seed)")
    }

    /// With a negative inter-item spacing larger than an item, the next item starts before it — here
    /// before the line's start (UIKit overlaps them so). The background covering the items covers it
    /// too (it used to start at the line's start, x 10, and leave the item at x −9 outside).
    @Test(arguments: [10.0, -1])
    func aBackgroundCoversItemsMovedBeforeTheLine(lineSpacing: Double) {
        let layout = FlowLayout(
            minimumLineSpacing: lineSpacing, minimumInteritemSpacing: -20,
            sectionInset: EdgeInsets(all: 10), background: SectionBackground(cover: .items),
            sections: [
                FlowSection(
                    items: .sizes([
                        Size(width: 1, height: 10), Size(width: 30, height: 10),
                        Size(width: 30, height: 10),
                    ]))
            ])
        let result = layout.layout(in: Size(width: 375, height: 667))
        #expect(
            result.allElements().map(\.frame) == [
                Rect(x: -9, y: 10, width: 40, height: 10), Rect(x: 10, y: 10, width: 1, height: 10),
                Rect(x: -9, y: 10, width: 30, height: 10), Rect(x: 1, y: 10, width: 30, height: 10),
            ])
    }
}
