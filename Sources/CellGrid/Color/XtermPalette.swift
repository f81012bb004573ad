/// The xterm colour palette and nearest-colour search.
///
/// Indices 0–15 are the ANSI colours with xterm's default values, 16–231 the 6×6×6 cube (levels 0, 95,
/// 135, 175, 215, 255) and 232–255 the greys 8, 18, …, 238. In 256-colour mode the search covers the
/// cube and the greys only, because terminals re-theme 0–15 (so pure red is 196, not 9); at 16 and 8
/// colours it covers 0–15 and 0–7. Distance: see `distance`.
public enum XtermPalette {
    /// xterm's default values for the 16 ANSI colours.
    static let system: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The cube's six channel levels.
    static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of palette entry `index`.
    public static func rgb(of index: UInt8) -> (UInt8, UInt8, UInt8) {
        let i = Int(index)
        if i < 16 { return system[i] }
        if i >= 232 {
            let grey = UInt8(8 + (i - 232) * 10)
            return (grey, grey, grey)
        }
        let cube = i - 16
        return (UInt8(levels[cube / 36]), UInt8(levels[(cube / 6) % 6]), UInt8(levels[cube % 6]))
    }

    /// The palette index nearest to the colour at `depth` (0–255 for 256 colours, 0–15 or 0–7 below;
    /// 0 in truecolour and monochrome, where an index is not used).
    public static func nearest(red: UInt8, green: UInt8, blue: UInt8, depth: ColorDepth) -> UInt8 {
        switch depth {
        case .palette256: return nearest256(red: Int(red), green: Int(green), blue: Int(blue))
        case .ansi16: return nearest(in: 0..<16, red: Int(red), green: Int(green), blue: Int(blue))
        case .ansi8: return nearest(in: 0..<8, red: Int(red), green: Int(green), blue: Int(blue))
        case .truecolor, .monochrome: return 0
        }
    }

    /// Nearest of the cube's closest corner and the closest grey.
    static func nearest256(red: Int, green: Int, blue: Int) -> UInt8 {
        func level(_ c: Int) -> Int {
            var best = 0
            for (i, value) in levels.enumerated() where abs(value - c) < abs(levels[best] - c) { best = i }
            return best
        }
        let (r, g, b) = (level(red), level(green), level(blue))
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let average = (red + green + blue) / 3
        let greyStep = Swift.min(23, Swift.max(0, (average - 3) / 10))
        let greyIndex = 232 + greyStep
        let cubeDistance = distance(red, green, blue, rgb(of: UInt8(cubeIndex)))
        let greyDistance = distance(red, green, blue, rgb(of: UInt8(greyIndex)))
        return UInt8(greyDistance < cubeDistance ? greyIndex : cubeIndex)
    }

    /// The index in `range` with the smallest distance (the lowest index on ties).
    static func nearest(in range: Range<Int>, red: Int, green: Int, blue: Int) -> UInt8 {
        var best = range.lowerBound
        var bestDistance = Int.max
        for index in range {
            let d = distance(red, green, blue, rgb(of: UInt8(index)))
            if d < bestDistance { (best, bestDistance) = (index, d) }
        }
        return UInt8(best)
    }

    /// Redmean-weighted squared RGB distance plus a penalty for a difference in chroma (max − min
    /// channel), so greys go to greys rather than to a nearby tint (mid grey → white, not cyan, in 8).
    static func distance(_ r: Int, _ g: Int, _ b: Int, _ other: (UInt8, UInt8, UInt8)) -> Int {
        let (r2, g2, b2) = (Int(other.0), Int(other.1), Int(other.2))
        let dr = r - r2
        let dg = g - g2
        let db = b - b2
        let mean = (r + r2) / 2
        let chroma = (Swift.max(r, g, b) - Swift.min(r, g, b)) - (Swift.max(r2, g2, b2) - Swift.min(r2, g2, b2))
        return (512 + mean) * dr * dr / 256 + 4 * dg * dg + (767 - mean) * db * db / 256 + 3 * chroma * chroma
    }
}
