/// What a background `image` draws as: a named pattern, a tiled text block or a sampled picture.
public enum Texture: Hashable, Sendable {
    /// A built-in pattern (`dots`, `stripes`, `checker`, `grid`).
    case pattern(FillPattern)
    /// A small text file tiled over the background.
    case text(TextTile)
    /// A PPM image stretched over the background, one sample per cell.
    case pixels(PixelImage)

    /// Decodes file contents: a PPM image when `path` ends in `.ppm`/`.pnm` (errors reported), or when
    /// the bytes start with `P3`/`P6` and whitespace and parse as one; otherwise UTF-8 text to tile.
    public static func decode(_ bytes: [UInt8], path: String) throws(TextureError) -> Texture {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".ppm") || lowered.hasSuffix(".pnm") { return .pixels(try PixelImage(ppm: bytes)) }
        let magic =
            bytes.count >= 3 && bytes[0] == UInt8(ascii: "P")
            && (bytes[1] == UInt8(ascii: "3") || bytes[1] == UInt8(ascii: "6"))
            && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[2])
        if magic, let image = try? PixelImage(ppm: bytes) {
            return .pixels(image)
        }
        guard let tile = TextTile(text: String(decoding: bytes, as: UTF8.self)) else { throw .empty(path: path) }
        return .text(tile)
    }
}
