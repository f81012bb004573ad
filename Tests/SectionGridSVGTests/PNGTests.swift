import CellGrid
import SectionScene
import Testing

@testable import SectionGridSVG

/// The PNG pieces: the writer's encoder (stored deflate blocks) read back by the tests' decoder through
/// the system zlib, CRCs and Adler-32 against known values, and the decoder refusing damage.
@Suite("PNG encoder and decoder")
struct PNGTests {
    @Test("checksums: CRC-32 and Adler-32 of known strings")
    func checksums() {
        #expect(PNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926) // the CRC-32 check value
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Base64.encode(Array("any carnal pleas".utf8)) == "YW55IGNhcm5hbCBwbGVhcw==")
        #expect(Base64.encode(Array("any carnal pleasu".utf8)) == "YW55IGNhcm5hbCBwbGVhc3U=")
        #expect(Base64.encode([]) == "")
    }

    @Test("an image round-trips through zlib, over several stored blocks", arguments: [(1, 1), (3, 2), (200, 120)])
    func roundTrip(_ width: Int, _ height: Int) throws {
        let samples = (0..<(width * height * 3)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 3) }
        let image = try #require(PixelImage(width: width, height: height, rgb: samples))
        let decoded = try PNGImage(PNGEncoder.encode(image))
        #expect(decoded.width == width && decoded.height == height)
        for y in 0..<height {
            for x in 0..<width {
                let color = image.pixel(x: x, y: y)
                #expect(
                    decoded.pixel(x: x, y: y) == PNGImage.Pixel(red: color.red, green: color.green, blue: color.blue, alpha: 255))
            }
        }
    }

    @Test("damage is refused: a changed byte fails its chunk's CRC, a cut file its end")
    func damage() throws {
        let image = try #require(PixelImage(width: 2, height: 2, rgb: Array(repeating: 128, count: 12)))
        var bytes = PNGEncoder.encode(image)
        bytes[20] ^= 1 // inside IHDR
        #expect(throws: PNGImage.DecodeError(description: "bad CRC in IHDR")) { try PNGImage(bytes) }
        #expect(throws: PNGImage.DecodeError.self) { try PNGImage(Array(PNGEncoder.encode(image).dropLast(12))) }
        #expect(throws: PNGImage.DecodeError(description: "not a PNG signature")) { try PNGImage([1, 2, 3]) }
    }

    @Test("the decoder undoes every filter type")
    func filters() throws {
        // Two rows of two RGB pixels, filtered Sub, Up, Average and Paeth against known values.
        let rows: [[UInt8]] = [[10, 20, 30, 40, 50, 60], [15, 25, 35, 45, 55, 65]]
        for filter in UInt8(1)...4 {
            var raw: [UInt8] = []
            for (r, row) in rows.enumerated() {
                raw.append(filter)
                for i in 0..<6 {
                    let a = i >= 3 ? Int(row[i - 3]) : 0
                    let b = r > 0 ? Int(rows[r - 1][i]) : 0
                    let c = r > 0 && i >= 3 ? Int(rows[r - 1][i - 3]) : 0
                    let p = a + b - c
                    let paeth = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : (abs(p - b) <= abs(p - c) ? b : c)
                    let predicted = [0, a, b, (a + b) / 2, paeth][Int(filter)]
                    raw.append(row[i] &- UInt8(truncatingIfNeeded: predicted))
                }
            }
            #expect(try PNGImage.unfilter(raw, rowBytes: 6, pixelBytes: 3, height: 2) == rows.flatMap { $0 })
        }
    }
}
