import Testing

@testable import SectionLayout

/// A section's extent along the scroll axis is read from its frames, so code that only sees the frames
/// (the exported UIKit layout, `sectiongrid export swift`) computes the same band to the bit.
@Suite("Section extents follow the frames")
struct SectionExtentTests {
    /// Four lines of 0.1 pt items 0.2 pt apart: summed in closed form (4 × 0.1 + 3 × 0.2) the lines end
    /// at 1.0, but the last frame ends at 0.3 + 0.3 + 0.3 + 0.1 = 1.0000000000000002. The band, the
    /// section and the items' box end where the last frame ends.
    @Test(arguments: [Axis.vertical, .horizontal])
    func uniformLinesEndWhereTheirLastFrameEnds(_ axis: Axis) throws {
        let background = SectionBackground(cover: .section)
        let layout = FlowLayout(
            scrollDirection: axis, itemSize: Size(main: 0.1, cross: 100, axis: axis),
            minimumLineSpacing: 0.2, background: background,
            sections: [
                FlowSection(items: .count(4)),
                FlowSection(items: .count(4), background: SectionBackground(cover: .items)),
            ])
        let result = layout.layout(in: Size(main: 500, cross: 100, axis: axis))
        let last = try #require(result.itemFrame(section: 0, item: 3))
        #expect(last.maxMain(axis) == 1.0000000000000002)
        let band = try #require(result.attributes(kind: .background, section: 0)?.frame)
        #expect(band.maxMain(axis) == last.maxMain(axis))
        let next = try #require(result.itemFrame(section: 1, item: 0))
        #expect(next.minMain(axis) == last.maxMain(axis))
        let box = try #require(result.attributes(kind: .background, section: 1)?.frame)
        let lastOfBox = try #require(result.itemFrame(section: 1, item: 3))
        #expect(box.minMain(axis) == next.minMain(axis) && box.maxMain(axis) >= lastOfBox.maxMain(axis))
    }
}
