import SectionLayout
import SeededRandom
import Testing

@testable import CellGrid

/// Touching frames never overlap or leave gaps after snapping, over random flow layouts.
@Suite struct SnappingPropertyTests {
    static func pick<T>(_ options: [T], _ rng: inout SplitMix64) -> T {
        options[Int.random(in: 0..<options.count, using: &rng)]
    }

    /// A length that is often awkward: sub-cell, a half-cell multiple, or anything.
    static func length(_ rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return Double.random(in: 0.1...6, using: &rng)
        case 1: return Double(Int.random(in: 1...30, using: &rng)) * 2.5
        case 2: return Double(Int.random(in: 1...12, using: &rng)) * 3.75
        default: return Double.random(in: 1...90, using: &rng)
        }
    }

    static func randomLayout(_ rng: inout SplitMix64) -> LayoutResult {
        var flow = FlowLayout(scrollDirection: pick(Axis.allCases, &rng))
        flow.minimumLineSpacing = pick([0, 0, 2.5, 5, 10, Double.random(in: 0...20, using: &rng)], &rng)
        flow.minimumInteritemSpacing = pick([0, 0, 2.5, 5, 10, Double.random(in: 0...20, using: &rng)], &rng)
        let inset = pick([0, 0, 2.5, 10, Double.random(in: 0...15, using: &rng)], &rng)
        flow.sectionInset = EdgeInsets(all: inset)
        let header = pick([0, 0, 3, 20, Double.random(in: 0...40, using: &rng)], &rng)
        let footer = pick([0, 0, 3, 20, Double.random(in: 0...40, using: &rng)], &rng)
        flow.headerReferenceSize = s(header, header)
        flow.footerReferenceSize = s(footer, footer)
        flow.itemSize = s(length(&rng), length(&rng))
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            if Bool.random(using: &rng) {
                flow.sections.append(FlowSection(items: .count(Int.random(in: 0...30, using: &rng))))
            } else {
                let sizes = (0..<Int.random(in: 0...25, using: &rng)).map { _ in s(length(&rng), length(&rng)) }
                flow.sections.append(FlowSection(items: .sizes(sizes)))
            }
        }
        let cross = Double.random(in: 40...300, using: &rng)
        return flow.layout(in: flow.scrollDirection == .vertical ? s(cross, 1000) : s(1000, cross))
    }

    /// Whether `frame` snaps to no cell along an axis (and is widened to one).
    static func collapses(_ frame: Rect, _ scale: CellScale) -> (x: Bool, y: Bool) {
        (
            scale.column(for: frame.minX) == scale.column(for: frame.maxX),
            scale.row(for: frame.minY) == scale.row(for: frame.maxY)
        )
    }

    @Test func touchingFramesNeverOverlapOrLeaveGaps() {
        var rng = SplitMix64(seed: 0x5EC7_1049)
        var touching = 0
        var disjointPairs = 0
        for round in 0..<250 {
            let layout = Self.randomLayout(&rng)
            let scale = CellScale(pointsPerColumn: Self.pick([1, 2.5, 3.75, 5, 7.3, 10], &rng))
            let elements = layout.allElements().filter { $0.kind != .background && !$0.frame.isEmpty }
            let cells = elements.map { scale.cells(for: $0.frame) }
            let collapsed = elements.map { Self.collapses($0.frame, scale) }
            for i in elements.indices {
                let a = elements[i].frame
                // A frame widened to one cell holds its centre in that cell.
                if collapsed[i].x || collapsed[i].y {
                    let centre = Point(x: a.minX + a.width / 2, y: a.minY + a.height / 2)
                    let cell = scale.points(for: cells[i])
                    let inside =
                        centre.x >= cell.minX && centre.x <= cell.maxX
                        && centre.y >= cell.minY && centre.y <= cell.maxY
                    if !inside {
                        Issue.record("round \(round): \(elements[i]) → \(cells[i]) misses its centre")
                    }
                }
                for j in elements.indices where j > i {
                    let b = elements[j].frame
                    guard !a.intersects(b) else { continue } // the layout never overlaps; not our business
                    disjointPairs += 1
                    let anyCollapsed = collapsed[i].x || collapsed[i].y || collapsed[j].x || collapsed[j].y
                    if !anyCollapsed, cells[i].intersects(cells[j]) {
                        let pair = "\(elements[i]) → \(cells[i]), \(elements[j]) → \(cells[j])"
                        Issue.record("round \(round): overlap \(pair)")
                    }
                    let overlapY = a.minY < b.maxY && b.minY < a.maxY
                    let overlapX = a.minX < b.maxX && b.minX < a.maxX
                    if overlapY, a.maxX == b.minX || b.maxX == a.minX, !collapsed[i].x, !collapsed[j].x {
                        touching += 1
                        let (left, right) = a.maxX == b.minX ? (cells[i], cells[j]) : (cells[j], cells[i])
                        if left.maxX != right.x { Issue.record("round \(round): gap/overlap in x \(left) \(right)") }
                    }
                    if overlapX, a.maxY == b.minY || b.maxY == a.minY, !collapsed[i].y, !collapsed[j].y {
                        touching += 1
                        let (top, bottom) = a.maxY == b.minY ? (cells[i], cells[j]) : (cells[j], cells[i])
                        if top.maxY != bottom.y { Issue.record("round \(round): gap/overlap in y \(top) \(bottom)") }
                    }
                }
            }
            // Sections stack with no gap in points, so their snapped frames tile the content.
            let axis = layout.scrollDirection
            let pointsPerCell = axis == .vertical ? scale.pointsPerRow : scale.pointsPerColumn
            for section in 1..<max(1, layout.numberOfSections) {
                guard let before = layout.sectionFrame(section - 1), let after = layout.sectionFrame(section) else {
                    continue
                }
                let edgeBefore = CellScale.edge(before.maxMain(axis), pointsPerCell: pointsPerCell)
                let edgeAfter = CellScale.edge(after.minMain(axis), pointsPerCell: pointsPerCell)
                if edgeBefore != edgeAfter { Issue.record("round \(round): sections \(section - 1)/\(section) gap") }
            }
        }
        #expect(touching > 200, "the generator produces touching frames")
        #expect(disjointPairs > 10_000)
    }

    /// A run of touching segments of random lengths (including sub-cell, halfway and negative
    /// positions) snaps to edges that never go backwards: consecutive segments share their edge.
    @Test func touchingSegmentsTileExactly() {
        var rng = SplitMix64(seed: 42)
        for round in 0..<500 {
            let scale = Self.pick([1.0, 2.5, 3.75, 7.3], &rng)
            var position = Self.pick([0, -12.5, -3.75, Double.random(in: -500...500, using: &rng)], &rng)
            var previousEnd: Int?
            var previousCells: CellRect?
            for _ in 0..<40 {
                let length = Self.pick([scale / 2, scale * 1.5, 0.01, Self.length(&rng)], &rng)
                let frame = Rect(x: position, y: 0, width: length, height: 10)
                let start = CellScale.edge(frame.minX, pointsPerCell: scale)
                let end = CellScale.edge(frame.maxX, pointsPerCell: scale)
                if let previousEnd, previousEnd != start { Issue.record("round \(round): gap at \(position)") }
                if end < start { Issue.record("round \(round): edges go backwards at \(position)") }
                let cells = CellScale(pointsPerColumn: scale, pointsPerRow: 10).cells(for: frame)
                if end > start, let previousCells, previousCells.maxX > cells.x, previousCells.width > 0 {
                    Issue.record("round \(round): overlap \(previousCells) \(cells)")
                }
                if end > start { previousCells = cells }
                previousEnd = end
                position = frame.maxX
            }
        }
    }
}
