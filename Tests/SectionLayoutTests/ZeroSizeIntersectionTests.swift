import Foundation
import Testing

@testable import SectionLayout

/// A frame without area and a rect query. `Rect.intersects` compares open intervals on both axes:
/// rectangles that only touch do not intersect, and a zero-size frame intersects a rectangle exactly
/// when it lies strictly inside it — on its edge it does not. UIKit's documentation does not say what a
/// zero-size `layoutAttributesForElements(in:)` candidate does; swift-corelibs-foundation's
/// `CGRect.intersects` (Sources/Foundation/NSGeometry.swift: `!intersection(r2).isNull`, with the
/// intersection of the closed spans `minX...maxX`) also counts a zero-size rectangle strictly inside,
/// and besides it one on the edge, and rectangles that touch (docs/limits.md, "What a rect query returns at
/// an edge").
@Suite("Zero-size frames in rect queries")
struct ZeroSizeIntersectionTests {
    /// Four 0 × 0 cells at x 0, 10, 20, 30 on the top line (spacing 10: HostileGeometryTests).
    let result = FlowLayout(itemSize: .zero, sections: [FlowSection(items: .count(4))]).layout(in: Size(width: 320, height: 480))

    func cells(in rect: Rect) -> [Int] {
        result.elements(in: rect).filter { $0.kind == .cell }.compactMap(\.item)
    }

    @Test func aZeroSizeFrameStrictlyInsideIntersects() {
        let point = Rect(x: 10, y: 0, width: 0, height: 0)
        #expect(point.intersects(Rect(x: 5, y: -5, width: 10, height: 10)))
        #expect(Rect(x: 5, y: -5, width: 10, height: 10).intersects(point))
        #expect(cells(in: Rect(x: 5, y: -5, width: 20, height: 10)) == [1, 2])
        #expect(cells(in: Rect(x: 9, y: -5, width: 12, height: 10)) == [1, 2])
    }

    @Test func onTheEdgeItDoesNot() {
        let point = Rect(x: 10, y: 0, width: 0, height: 0)
        #expect(!point.intersects(Rect(x: 10, y: -5, width: 10, height: 10)), "on the left edge")
        #expect(!point.intersects(Rect(x: 0, y: -5, width: 10, height: 10)), "on the right edge")
        #expect(!point.intersects(Rect(x: 0, y: 0, width: 20, height: 10)), "on the top edge")
        #expect(!point.intersects(point), "nor itself")
        #expect(cells(in: Rect(x: 10, y: -5, width: 10, height: 10)).isEmpty, "x 10 and 20 are the query's edges")
        #expect(cells(in: Rect(x: 0, y: 0, width: 320, height: 10)).isEmpty, "y 0 is the query's top edge")
    }

    #if os(Linux)
    /// The exported code runs on swift-corelibs-foundation in `swift test`: its `CGRect.intersects` is
    /// closed, so there the edge cases count as well (the generated file's brute-force check uses it too).
    @Test func corelibsFoundationCountsTheEdgeToo() {
        let point = CGRect(x: 10, y: 0, width: 0, height: 0)
        #expect(point.intersects(CGRect(x: 5, y: -5, width: 10, height: 10)))
        #expect(point.intersects(CGRect(x: 10, y: -5, width: 10, height: 10)))
        #expect(point.intersects(point))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).intersects(CGRect(x: 10, y: 0, width: 10, height: 10)), "touching")
    }
    #endif
}
