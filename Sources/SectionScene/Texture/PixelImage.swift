import SectionLayout

/// A small RGB image (from a PPM file) stretched over a background and sampled once per cell.
public struct PixelImage: Hashable, Sendable {
    /// Width in pixels (at least 1).
    public let width: Int
    /// Height in pixels (at least 1).
    public let height: Int
    /// Red, green, blue bytes per pixel, row-major.
    let samples: [UInt8]

    /// An image from 8-bit RGB samples; `nil` unless `samples` holds exactly `width × height × 3` bytes
    /// of a non-empty image.
    public init?(width: Int, height: Int, rgb samples: [UInt8]) {
        guard width > 0, height > 0, samples.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// The colour of the pixel at `x`, `y` (clamped into the image).
    public func pixel(x: Int, y: Int) -> Color {
        let cx = Swift.min(width - 1, Swift.max(0, x))
        let cy = Swift.min(height - 1, Swift.max(0, y))
        let index = (cy * width + cx) * 3
        return Color(red: samples[index], green: samples[index + 1], blue: samples[index + 2])
    }

    /// The colour at relative position `u`, `v` (0…1 across the image; nearest pixel).
    public func sample(u: Double, v: Double) -> Color {
        let x = u.isFinite ? Int((u * Double(width)).rounded(.down)) : 0
        let y = v.isFinite ? Int((v * Double(height)).rounded(.down)) : 0
        return pixel(x: x, y: y)
    }
}
