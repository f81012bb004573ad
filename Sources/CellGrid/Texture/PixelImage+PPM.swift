extension PixelImage {
    /// Largest number of pixels accepted (a background is sampled once per cell, so a small image is
    /// all it needs).
    public static let maximumPixelCount = 4096 * 4096

    /// Decodes a PPM image: `P3` (ASCII) or `P6` (binary), any maxval 1…65535 (16-bit samples
    /// big-endian), `#` comments in the header. Samples are scaled to 0…255.
    public init(ppm bytes: [UInt8]) throws(TextureError) {
        var reader = PPMReader(bytes: bytes)
        let magic = reader.token()
        guard magic == "P3" || magic == "P6" else {
            throw .malformedPPM("expected P3 or P6, got \(magic.isEmpty ? "nothing" : magic.prefix(8).description)")
        }
        let width = try reader.number("width"), height = try reader.number("height")
        let maxval = try reader.number("maxval")
        guard width > 0, height > 0, width <= PixelImage.maximumPixelCount / height else {
            throw .malformedPPM("unsupported size \(width)×\(height)")
        }
        guard maxval > 0, maxval <= 65535 else { throw .malformedPPM("maxval \(maxval) not in 1…65535") }
        let count = width * height * 3
        var samples = [UInt8]()
        samples.reserveCapacity(count)
        func scaled(_ value: Int) -> UInt8 { UInt8(Swift.min(maxval, value) * 255 / maxval) }
        if magic == "P3" {
            for _ in 0..<count { samples.append(scaled(try reader.number("sample"))) }
        } else {
            reader.skipOneWhitespace()
            let size = maxval < 256 ? 1 : 2
            guard reader.remaining >= count * size else {
                throw .malformedPPM("expected \(count * size) bytes of pixels, found \(reader.remaining)")
            }
            for _ in 0..<count { samples.append(scaled(reader.binarySample(size: size))) }
        }
        guard let image = PixelImage(width: width, height: height, rgb: samples) else {
            throw .malformedPPM("inconsistent pixel data")
        }
        self = image
    }
}

/// Reads the tokens and samples of a PPM file.
private struct PPMReader {
    let bytes: [UInt8]
    var index = 0

    var remaining: Int { bytes.count - index }

    /// Skips whitespace and `#` comments, then reads up to the next whitespace.
    mutating func token() -> String {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if isSpace(bytes[index]) {
                index += 1
            } else {
                break
            }
        }
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "#") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A non-negative decimal number, or an error naming `what`.
    mutating func number(_ what: String) throws(TextureError) -> Int {
        let text = token()
        guard !text.isEmpty, text.count <= 9, let value = Int(text), value >= 0 else {
            throw .malformedPPM(text.isEmpty ? "missing \(what)" : "bad \(what) \(text.prefix(12))")
        }
        return value
    }

    /// The single whitespace byte between a P6 header and its pixels.
    mutating func skipOneWhitespace() {
        if index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    /// One binary sample of `size` bytes (big-endian); the caller checked there are enough bytes.
    mutating func binarySample(size: Int) -> Int {
        var value = 0
        for _ in 0..<size {
            value = value << 8 | Int(bytes[index])
            index += 1
        }
        return value
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
}
