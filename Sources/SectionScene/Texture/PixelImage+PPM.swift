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
        let width = try reader.number("width")
        let height = try reader.number("height")
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
