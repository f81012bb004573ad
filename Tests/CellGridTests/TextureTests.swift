import Foundation
import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

@Suite struct TextureTests {
    @Test func namedPatterns() {
        #expect(FillPattern(named: "Dots") == .dots)
        #expect(FillPattern(named: " checker ") == .checker)
        #expect(FillPattern(named: "photo.ppm") == nil)
        let rows = (0..<2).map { row in
            String(String.UnicodeScalarView((0..<8).map { FillPattern.grid.scalar(column: $0, row: row) }))
        }
        #expect(rows == ["┼───┼───", "│   │   "])
        #expect(FillPattern.dots.scalar(column: -2, row: -2) == "·")
        #expect(TextureCache().texture(named: "stripes") == .pattern(.stripes))
    }

    @Test func plainAndBinaryPPM() throws {
        let p3 = Array("P3\n# a comment\n2 1\n255\n255 0 0  0 0 255\n".utf8)
        let image = try PixelImage(ppm: p3)
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixel(x: 0, y: 0) == Color(red: 255, green: 0, blue: 0))
        #expect(image.sample(u: 0.9, v: 0.5) == Color(red: 0, green: 0, blue: 255))
        let p6 = Array("P6 1 2 15\n".utf8) + [15, 0, 0, 0, 15, 0]
        let binary = try PixelImage(ppm: p6)
        #expect(binary.pixel(x: 0, y: 1) == Color(red: 0, green: 255, blue: 0))
        let deep = Array("P6 1 1 65535\n".utf8) + [0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00]
        #expect(try PixelImage(ppm: deep).pixel(x: 0, y: 0) == Color(red: 255, green: 127, blue: 0))
    }

    @Test(arguments: [
        ("P5 1 1 255\n\u{0}", "bad PPM image: expected P3 or P6, got P5"),
        ("P3 2 2 255\n1 2 3", "bad PPM image: missing sample"),
        ("P3 0 2 255\n", "bad PPM image: unsupported size 0×2"),
        ("P3 1 1 0\n", "bad PPM image: maxval 0 not in 1…65535"),
        ("P6 2 1 255\nabc", "bad PPM image: expected 6 bytes of pixels, found 3"),
        ("P3 x 1 255\n", "bad PPM image: bad width x"),
    ])
    func malformedPPM(text: String, message: String) {
        #expect(throws: TextureError.self) { try PixelImage(ppm: Array(text.utf8)) }
        do {
            _ = try PixelImage(ppm: Array(text.utf8))
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func textTilesRepeat() throws {
        let tile = try #require(TextTile(text: "ab\nc\n"))
        #expect(tile.width == 2 && tile.height == 2)
        let picture = (0..<3).map { row in
            String(String.UnicodeScalarView((0..<5).map { tile.scalar(column: $0, row: row) }))
        }
        #expect(picture == ["ababa", "c c c", "ababa"])
        #expect(tile.scalar(column: -1, row: -1) == " ")
        #expect(TextTile(text: "  \n") == nil)
        #expect(TextTile(text: "第x")?.scalar(column: 0, row: 0) == "?")
        #expect(
            try Texture.decode(Array("P3 is not an image\n".utf8), path: "t.txt")
                == .text(#require(TextTile(text: "P3 is not an image"))))
        #expect(throws: TextureError.self) { try Texture.decode(Array("P3 is not an image\n".utf8), path: "t.ppm") }
    }

    static func textured(_ image: String, color: Color? = .white) -> LayoutResult {
        FlowLayout(
            itemSize: s(10, 10), sectionInset: EdgeInsets(top: 30, left: 0, bottom: 0, right: 0),
            background: SectionBackground(style: BackgroundStyle(color: color, image: image)),
            sections: [FlowSection(items: .count(1))]
        ).layout(in: s(40, 100))
    }

    @Test func patternBackgroundsScrollWithTheContent() {
        let (grid, report) = render(Self.textured("grid"), columns: 8, rows: 3, pointsPerColumn: 5)
        #expect(report.warnings.isEmpty)
        expectPicture(
            grid,
            [
                "┼───┼───",
                "│   │   ",
                "┼───┼───",
            ],
            styles: [
                "........",
                "........",
                "........",
            ], legend: .monochrome)
        let (scrolled, _) = render(
            Self.textured("grid"), columns: 8, rows: 3, pointsPerColumn: 5,
            offset: Point(x: 0, y: 10))
        #expect(scrolled.plainLines()[0] == "│   │   ")
        let (colour, _) = render(
            Self.textured("dots"), columns: 8, rows: 3, pointsPerColumn: 5,
            theme: Theme(depth: .truecolor))
        #expect(colour[0, 0].scalar == "·")
        #expect(colour.style(atX: 0, y: 0).background == .rgb(255, 255, 255))
        #expect(colour.style(atX: 0, y: 0).foreground == .rgb(153, 153, 153))
    }

    @Test func missingImagesFallBackToTheColourWithAWarning() {
        let (grid, report) = render(
            Self.textured("nowhere.ppm"), columns: 8, rows: 3, pointsPerColumn: 5,
            theme: Theme(depth: .truecolor))
        #expect(report.warnings == ["image \"nowhere.ppm\" (section 0) is not loaded; drawn in its colour"])
        #expect(grid.style(atX: 3, y: 1).background == .rgb(255, 255, 255))
        #expect(grid[3, 1].scalar == " ")
    }

    @Test func picturesAreSampledPerCell() throws {
        var cache = TextureCache()
        let image = try PixelImage(ppm: Array("P3 2 1 255 255 0 0 0 0 255".utf8))
        cache.insert(.pixels(image), named: "flag.ppm")
        let layout = Self.textured("flag.ppm")
        let (grid, report) = render(
            layout, columns: 8, rows: 3, pointsPerColumn: 5, theme: Theme(depth: .truecolor),
            textures: cache)
        #expect(report.warnings.isEmpty)
        #expect(grid.style(atX: 0, y: 0).background == .rgb(255, 0, 0))
        #expect(grid.style(atX: 3, y: 2).background == .rgb(255, 0, 0))
        #expect(grid.style(atX: 4, y: 0).background == .rgb(0, 0, 255))
        let (mono, _) = render(layout, columns: 8, rows: 3, pointsPerColumn: 5, textures: cache)
        #expect(mono.plainLines()[0] == "░░░░    ") // red is brighter than blue
    }

    @Test func loadingFilesOnceWithWarnings() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellgrid-textures-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("P3 1 1 255 0 255 0".utf8).write(to: directory.appendingPathComponent("green.ppm"))
        try Data("<>\n".utf8).write(to: directory.appendingPathComponent("tile.txt"))
        try Data("P6 9 9 255\n".utf8).write(to: directory.appendingPathComponent("short.ppm"))
        let (cache, warnings) = TextureCache.loading(
            names: ["green.ppm", "tile.txt", "short.ppm", "missing.txt", "dots"], relativeTo: directory.path)
        #expect(cache.count == 2)
        #expect(cache.texture(named: "tile.txt") == .text(try #require(TextTile(text: "<>"))))
        if case .pixels(let image)? = cache.texture(named: "green.ppm") {
            #expect(image.pixel(x: 0, y: 0) == Color(red: 0, green: 255, blue: 0))
        } else {
            Issue.record("green.ppm not loaded as a picture")
        }
        #expect(warnings.count == 2)
        #expect(warnings.first == "image \"short.ppm\": bad PPM image: expected 243 bytes of pixels, found 0")
        #expect(warnings.last?.hasPrefix("image \"missing.txt\": cannot read ") == true)
    }
}
