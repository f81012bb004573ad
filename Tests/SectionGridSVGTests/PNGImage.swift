import CZlib

/// A PNG file decoded in full, as the picture tests read `rsvg-convert`'s output: the signature, every
/// chunk with its CRC checked (zlib's `crc32`), `IHDR`, `PLTE`, the `IDAT`s joined and inflated through
/// the system zlib, and each row unfiltered (None, Sub, Up, Average, Paeth). Greyscale, RGB, palette,
/// grey+alpha and RGBA at 8 or 16 bits a sample; not interlaced (rsvg-convert never interlaces).
struct PNGImage {
    struct DecodeError: Error, CustomStringConvertible, Equatable {
        var description: String
    }

    /// A pixel: 8-bit straight (not premultiplied) channels.
    struct Pixel: Equatable, CustomStringConvertible {
        var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    let width: Int
    let height: Int
    private let pixels: [Pixel]

    func pixel(x: Int, y: Int) -> Pixel { pixels[y * width + x] }

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw DecodeError(description: "not a PNG signature")
        }
        var index = 8
        var header: [UInt8]?
        var palette: [UInt8] = []
        var data: [UInt8] = []
        var ended = false
        while index < bytes.count, !ended {
            guard index + 12 <= bytes.count else { throw DecodeError(description: "truncated chunk at \(index)") }
            let length = Int(PNGImage.bigEndian(bytes, index))
            guard length <= bytes.count - index - 12 else {
                throw DecodeError(description: "chunk length \(length) past the end")
            }
            let typed = Array(bytes[(index + 4)..<(index + 8 + length)])
            let stored = PNGImage.bigEndian(bytes, index + 8 + length)
            let computed = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
            let type = String(decoding: typed.prefix(4), as: UTF8.self)
            guard computed == stored else { throw DecodeError(description: "bad CRC in \(type)") }
            let body = Array(typed.dropFirst(4))
            switch type {
            case "IHDR": header = body
            case "PLTE": palette = body
            case "IDAT": data += body
            case "IEND": ended = true
            default:
                guard let first = typed.first, first & 0x20 != 0 else {
                    throw DecodeError(description: "unknown critical chunk \(type)")
                }
            }
            index += 12 + length
        }
        guard let header, header.count == 13, ended else { throw DecodeError(description: "no IHDR or no IEND") }
        width = Int(PNGImage.bigEndian(header, 0))
        height = Int(PNGImage.bigEndian(header, 4))
        let depth = Int(header[8])
        let colorType = Int(header[9])
        guard header[10] == 0, header[11] == 0, header[12] == 0 else {
            throw DecodeError(description: "unsupported compression, filter or interlace")
        }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw DecodeError(description: "bad colour type \(colorType)")
        }
        guard depth == 8 || (depth == 16 && colorType != 3) else {
            throw DecodeError(description: "unsupported bit depth \(depth)")
        }
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else { throw DecodeError(description: "bad size") }
        let sampleBytes = depth / 8
        let pixelBytes = channels * sampleBytes
        let rowBytes = width * pixelBytes
        let raw = try PNGImage.inflate(data, expected: height * (rowBytes + 1))
        let rows = try PNGImage.unfilter(raw, rowBytes: rowBytes, pixelBytes: pixelBytes, height: height)
        var decoded: [Pixel] = []
        decoded.reserveCapacity(width * height)
        for offset in stride(from: 0, to: rows.count, by: pixelBytes) {
            let samples = (0..<channels).map { rows[offset + $0 * sampleBytes] } // the high byte of 16-bit samples
            switch colorType {
            case 0: decoded.append(Pixel(red: samples[0], green: samples[0], blue: samples[0], alpha: 255))
            case 2: decoded.append(Pixel(red: samples[0], green: samples[1], blue: samples[2], alpha: 255))
            case 3:
                let entry = Int(samples[0]) * 3
                guard entry + 2 < palette.count else { throw DecodeError(description: "palette index past PLTE") }
                decoded.append(Pixel(red: palette[entry], green: palette[entry + 1], blue: palette[entry + 2], alpha: 255))
            case 4: decoded.append(Pixel(red: samples[0], green: samples[0], blue: samples[0], alpha: samples[1]))
            default: decoded.append(Pixel(red: samples[0], green: samples[1], blue: samples[2], alpha: samples[3]))
            }
        }
        pixels = decoded
    }

    /// zlib's `uncompress`, which must give exactly `expected` bytes.
    static func inflate(_ data: [UInt8], expected: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expected + 1)
        var length = uLongf(output.count)
        let status = output.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK else { throw DecodeError(description: "zlib error \(status)") }
        guard Int(length) == expected else { throw DecodeError(description: "inflated \(length) bytes, expected \(expected)") }
        return Array(output.prefix(expected))
    }

    /// The rows without their filter bytes, each filter undone (PNG specification §9).
    static func unfilter(_ raw: [UInt8], rowBytes: Int, pixelBytes: Int, height: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for row in 0..<height {
            let filter = raw[row * (rowBytes + 1)]
            let source = row * (rowBytes + 1) + 1
            let base = row * rowBytes
            for i in 0..<rowBytes {
                let x = raw[source + i]
                let a = i >= pixelBytes ? Int(out[base + i - pixelBytes]) : 0
                let b = row > 0 ? Int(out[base - rowBytes + i]) : 0
                let c = row > 0 && i >= pixelBytes ? Int(out[base - rowBytes + i - pixelBytes]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw DecodeError(description: "bad filter type \(filter) in row \(row)")
                }
                out[base + i] = x &+ UInt8(truncatingIfNeeded: predicted)
            }
        }
        return out
    }

    static func bigEndian(_ bytes: [UInt8], _ index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }
}
