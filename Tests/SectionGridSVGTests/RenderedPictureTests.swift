import CellGrid
import SectionGridSVG
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Pictures drawn by a real SVG renderer (`rsvg-convert`) and read back pixel by pixel (`PNGImage`):
/// every part of a section background that nothing covers shows the spec's colour at its centre (a
/// patterned one its colour or the pattern's ink), and cells show their item colour.
@Suite("export svg rendered by rsvg-convert", RSVGConvert.required)
struct RenderedPictureTests {
    @Test("backgrounds and cells show their colours", arguments: PictureSource.all)
    func colours(_ source: PictureSource) throws {
        let run = try source.run(["export", "svg"])
        try #require(run.status == 0)
        let image = try RSVGConvert.render(run.output)
        let spec = try source.spec
        let layout = spec.layout()
        let area = PictureArea.visible(size: spec.viewport, contentInset: spec.adjustedContentInset, in: layout).rect
        #expect(image.width == Int(area.width.rounded(.up)) && image.height == Int(area.height.rounded(.up)))
        let reach = SVGPicture.shadowReach(of: spec)
        // The safe area's bands dim what is beneath them (SafeAreaBandTests): nothing there is probed.
        let bands = SafeAreaBands(bounds: area, insets: spec.safeAreaInsets).rects
        let canvas = spec.backgroundColor.map { $0.resolved(for: spec.appearance).composited(over: .white) } ?? .white
        let expectations = PictureExpectations(
            layout, area: area, canvas: canvas, reach: reach,
            pixelImages: ["quadrants.ppm"], obscured: bands, appearance: spec.appearance)
        let backgrounds = Set(expectations.backgroundProbes.map(\.what))
        let shown = layout.elements(in: area).contains { $0.kind == .background && $0.style?.color?.alpha != 0 }
        #expect(!shown || !backgrounds.isEmpty, "backgrounds show, so some of them are probed")
        var exactFill: Set<String> = []
        for probe in expectations.backgroundProbes {
            let shown = try #require(pixel(image, at: probe.point, area: area))
            if close(shown, probe.color, tolerance: 2) {
                exactFill.insert(probe.what)
            } else {
                let ink = try #require(probe.ink, "\(probe): \(shown), expected \(probe.color.hex)")
                #expect(isMix(shown, of: probe.color, and: ink), "\(probe): \(shown), expected \(probe.color.hex) or \(ink.hex)")
            }
        }
        #expect(exactFill == backgrounds, "each background shows its own colour somewhere")
        try #require(!expectations.cellProbes.isEmpty || layout.numberOfItems == 0)
        for probe in expectations.cellProbes {
            let shown = try #require(pixel(image, at: probe.point, area: area))
            #expect(close(shown, probe.color, tolerance: 1), "\(probe): \(shown), expected \(probe.color.hex)")
        }
    }

    /// The fixture's 2×2 PPM image (red, green, blue, yellow) is stretched over its background.
    @Test func aPPMImageIsEmbedded() throws {
        let source = try #require(PictureSource.fixtures.first { $0.description == "images-and-text" })
        let run = try source.run(["export", "svg"])
        let image = try RSVGConvert.render(run.output)
        let layout = try source.spec.layout()
        let frame = try #require(layout.attributes(kind: .background, section: 0)?.frame)
        let quadrants: [(Double, Double, Color)] = [
            (0.25, 0.25, Color(red: 255, green: 0, blue: 0)), (0.75, 0.25, Color(red: 0, green: 255, blue: 0)),
            (0.25, 0.75, Color(red: 0, green: 0, blue: 255)), (0.75, 0.75, Color(red: 255, green: 255, blue: 0)),
        ]
        for (u, v, color) in quadrants {
            let point = Point(x: frame.minX + u * frame.width, y: frame.minY + v * frame.height)
            let shown = try #require(pixel(image, at: point, area: Rect(x: 0, y: 0, width: 300, height: 400)))
            #expect(close(shown, color, tolerance: 3), "(\(u), \(v)): \(shown), expected \(color.hex)")
        }
    }

    func pixel(_ image: PNGImage, at point: Point, area: Rect) -> PNGImage.Pixel? {
        let x = Int((point.x - area.minX).rounded(.down))
        let y = Int((point.y - area.minY).rounded(.down))
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
        return image.pixel(x: x, y: y)
    }

    func close(_ pixel: PNGImage.Pixel, _ color: Color, tolerance: Int) -> Bool {
        pixel.alpha == 255 && abs(Int(pixel.red) - Int(color.red)) <= tolerance
            && abs(Int(pixel.green) - Int(color.green)) <= tolerance && abs(Int(pixel.blue) - Int(color.blue)) <= tolerance
    }

    /// Whether `pixel` lies on the line from `a` to `b` (within 3 per channel): a blend of the two.
    func isMix(_ pixel: PNGImage.Pixel, of a: Color, and b: Color) -> Bool {
        let p = [pixel.red, pixel.green, pixel.blue].map(Double.init)
        let u = [a.red, a.green, a.blue].map(Double.init)
        let v = [b.red, b.green, b.blue].map(Double.init)
        let d = zip(v, u).map { $0 - $1 }
        let length = d.reduce(0) { $0 + $1 * $1 }
        guard length > 0 else { return close(pixel, a, tolerance: 3) }
        let t = min(1, max(0, zip(zip(p, u).map { $0 - $1 }, d).reduce(0) { $0 + $1.0 * $1.1 } / length))
        return zip(p, zip(u, d)).allSatisfy { abs($0 - ($1.0 + t * $1.1)) <= 3 }
    }
}
