import SectionLayout
import SectionScene

extension SVGWriter {
    /// The id of the pattern that draws `image` (defined on first use), or `nil` when the image is not
    /// loaded (a warning; the fill shows) or has no name.
    mutating func imagePattern(_ image: SceneImage) -> String? {
        guard !image.name.isEmpty else { return nil }
        let ink = image.ink ?? (canvas.color.brightness > 0.5 ? .black : .white)
        switch textures.texture(named: image.name) {
        case .pattern(let pattern):
            let id = "_pattern-\(pattern.rawValue)-\(SVGMarkup.hex(ink).dropFirst())"
            define(id) { SVGPatterns.vector(pattern, id: id, ink: ink) }
            return id
        case .text(let tile):
            let id = "_text-\(imageID(named: image.name))-\(SVGMarkup.hex(ink).dropFirst())"
            define(id) { SVGPatterns.text(tile, id: id, ink: ink) }
            return id
        case .pixels(let picture):
            let id = "_image-\(imageID(named: image.name))"
            define(id) { SVGPatterns.image(picture, id: id) }
            return id
        case nil:
            let section = element.map { " (section \($0.section))" } ?? ""
            warn("image \"\(image.name)\"\(section) is not loaded; drawn in its colour")
            return nil
        }
    }

    /// A short id for a file image, the same for every use of the name.
    private mutating func imageID(named name: String) -> String {
        if let id = imageIDs[name] { return id }
        let id = String(imageIDs.count)
        imageIDs[name] = id
        return id
    }
}

/// The `<pattern>`s of background images. Patterns of named textures and tiled text use user space,
/// so they are anchored to the content's origin and scroll with it, as the terminal anchors them to
/// content cells; a PPM image is stretched over each background it fills, as the terminal stretches it.
enum SVGPatterns {
    /// A built-in pattern drawn as vector in `ink`: `dots` 1.2 pt dots 8 pt apart, `stripes` 1.5 pt
    /// diagonal lines (rising, as `╱`) 12 pt apart, `checker` 8 pt squares, `grid` 1 pt lines every 16 pt.
    static func vector(_ pattern: FillPattern, id: String, ink: SceneColor) -> String {
        let (size, shape): (Double, String)
        let fill = SVGMarkup.paint("fill", ink)
        let stroke = SVGMarkup.paint("stroke", ink)
        switch pattern {
        case .dots:
            (size, shape) = (8, "<circle cx=\"4\" cy=\"4\" r=\"1.2\"\(fill)/>")
        case .stripes:
            (size, shape) = (12, "<path d=\"M-3 3L3 -3M0 12L12 0M9 15L15 9\" fill=\"none\"\(stroke) stroke-width=\"1.5\"/>")
        case .checker:
            (size, shape) = (16, "<path d=\"M0 0h8v8h-8zM8 8h8v8h-8z\"\(fill)/>")
        case .grid:
            (size, shape) = (16, "<path d=\"M0 0.5H16M0.5 0V16\" fill=\"none\"\(stroke) stroke-width=\"1\"/>")
        }
        let side = SVGMarkup.number(size)
        return "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" width=\"\(side)\" height=\"\(side)\">\(shape)</pattern>"
    }

    /// Width and height of a character of tiled text, in points (10 pt monospace).
    static let textCell = (width: 6.0, height: 12.0, fontSize: 10.0)

    /// Tiled text in `ink`, one 6 × 12 pt cell a character, repeating as the terminal repeats it.
    static func text(_ tile: TextTile, id: String, ink: SceneColor) -> String {
        let cell = textCell
        var rows = ""
        for row in 0..<tile.height {
            var line = ""
            for column in 0..<tile.width { line.unicodeScalars.append(tile.scalar(column: column, row: row)) }
            guard line.contains(where: { $0 != " " }) else { continue }
            let baseline = SVGMarkup.number(Double(row) * cell.height + cell.height * 0.75)
            rows += "<text x=\"0\" y=\"\(baseline)\" xml:space=\"preserve\">\(SVGMarkup.escaped(line))</text>"
        }
        let width = SVGMarkup.number(Double(tile.width) * cell.width)
        let height = SVGMarkup.number(Double(tile.height) * cell.height)
        return "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" width=\"\(width)\" height=\"\(height)\">"
            + "<g font-family=\"monospace\" font-size=\"\(SVGMarkup.number(cell.fontSize))\"\(SVGMarkup.paint("fill", ink))>\(rows)</g></pattern>"
    }

    /// A PPM image as a PNG data URI, stretched over the bounding box of whatever it fills.
    static func image(_ picture: PixelImage, id: String) -> String {
        let uri = "data:image/png;base64," + Base64.encode(PNGEncoder.encode(picture))
        return "<pattern id=\"\(id)\" width=\"1\" height=\"1\" patternContentUnits=\"objectBoundingBox\">"
            + "<image width=\"1\" height=\"1\" preserveAspectRatio=\"none\" xlink:href=\"\(uri)\"/></pattern>"
    }
}
