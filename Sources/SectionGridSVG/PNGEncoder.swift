import SectionScene

/// Encodes a `PixelImage` as a PNG file (8-bit RGB, no interlace), in pure Swift: its zlib stream holds
/// *stored* (uncompressed) deflate blocks, so no compression library is needed. A picture embeds a
/// background's PPM image this way (a data URI), about 4/3 of the pixel bytes once base64-encoded; the
/// images are small (a PPM is sampled, not shown pixel for pixel, by the terminal).
enum PNGEncoder {
    /// The PNG bytes of `image`.
    static func encode(_ image: PixelImage) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((image.width * 3 + 1) * image.height)
        for y in 0..<image.height {
            raw.append(0) // filter type None
            for x in 0..<image.width {
                let color = image.pixel(x: x, y: y)
                raw.append(color.red)
                raw.append(color.green)
                raw.append(color.blue)
            }
        }
        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        header += [8, 2, 0, 0, 0] // 8 bits a sample, RGB, deflate, adaptive filtering, no interlace
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", zlibStored(raw), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951 §3.2.4) holding `data`.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01] // deflate, 32 KiB window; no dictionary, fastest (check bits: 0x7801 % 31 == 0)
        var offset = 0
        repeat {
            let length = Swift.min(65_535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
            out.append(final) // BFINAL, BTYPE 00 (stored), padded to the byte
            out.append(UInt8(length & 0xFF))
            out.append(UInt8(length >> 8))
            out.append(UInt8(~length & 0xFF))
            out.append(UInt8((~length >> 8) & 0xFF))
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        appendBigEndian(adler32(data), to: &out)
        return out
    }

    /// Adler-32 (RFC 1950 §8).
    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < data.count {
            // 5,552 bytes is the most before the sums can overflow 32 bits (zlib's NMAX).
            let end = Swift.min(data.count, index + 5_552)
            while index < end {
                a &+= UInt32(data[index])
                b &+= a
                index += 1
            }
            a %= 65_521
            b %= 65_521
        }
        return b << 16 | a
    }

    /// CRC-32 as PNG computes it (ISO 3309, polynomial 0xEDB88320, reflected).
    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let typed = Array(type.utf8) + data
        png += typed
        appendBigEndian(crc32(typed), to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
