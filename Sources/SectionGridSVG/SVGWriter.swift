import SectionLayout
import SectionScene

/// A `SceneVisitor` that writes SVG 1.1: the scene `SceneBuilder` hands over — the same walk, colours
/// and order the terminal's rasteriser gets — as a picture at one user unit per point.
///
/// The picture's `area` is a rect of the content (points, content coordinates): the `viewBox`, so every
/// shape keeps the layout's own coordinates (a cell's `<rect>` has its frame's x, y, width and height)
/// and whatever lies outside is clipped. What it writes:
/// - the collection view's background as a rect over the area (white when the spec gives none: the
///   colour the scene composites over);
/// - each element as a `<g id="cell-2-14">` (the scene's `id`) with a `<title>` naming its kind, index
///   path and frame, which a browser shows on hover;
/// - a shadow as a rect moved by its offset, blurred by a filter with `stdDeviation` = the shadow's
///   radius (`SVGShadow`), at its opacity;
/// - a rectangle as a `<rect>` with its fill and `rx`, its image over the fill (a pattern: a named
///   `FillPattern` drawn as vector, tiled text, a PPM image embedded as a PNG), its stroke drawn inside
///   the frame as `CALayer.borderWidth` draws it; a cell's rectangle as a light rounded box;
/// - text with `font-family` system-ui, XML-escaped, fitted to its box (`SVGText`).
public struct SVGWriter: SceneVisitor {
    /// The part of the content the picture shows, in points.
    public let area: Rect
    /// Background images, loaded beforehand (built-in patterns need no entry).
    public let textures: TextureCache
    /// The document so far; complete after `finish()`.
    public internal(set) var text = ""
    /// Images that could not be drawn (not loaded), one line each; drawn as their colour.
    public private(set) var warnings: [String] = []
    /// Elements written so far.
    public private(set) var elementCount = 0
    /// Cells written so far.
    public private(set) var cellCount = 0

    /// The collection view's background as drawn (white when none is given).
    var canvas = SceneColor.white
    /// The element begun last.
    var element: SceneElement?
    /// A shadow waiting for its element's rectangle, whose fill and border cast it.
    var pendingShadow: SceneShadow?
    /// Patterns, filters and images already defined, by id.
    var defined: Set<String> = []
    /// The id of each file image's pattern, by texture name.
    var imageIDs: [String: String] = [:]
    private var finished = false

    /// A writer of a picture of `area`, drawing images from `textures`.
    public init(area: Rect, textures: TextureCache = TextureCache()) {
        self.area = area
        self.textures = textures
    }

    /// The XML declaration, the `<svg>` element and the collection view's background.
    public mutating func beginScene(backgroundColor: SceneColor?) {
        text = ""
        let size = "width=\"\(SVGMarkup.number(area.width))\" height=\"\(SVGMarkup.number(area.height))\""
        let box = [area.minX, area.minY, area.width, area.height].map(SVGMarkup.number).joined(separator: " ")
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\""
            + " \(size) viewBox=\"\(box)\" font-family=\"system-ui, sans-serif\">\n"
        canvas = backgroundColor.map { $0.alpha < 1 ? SceneColor($0.color.composited(over: .white)) : $0 } ?? .white
        text +=
            "<g id=\"collection-view\"><title>collection view \(area) pt</title>"
            + "<rect\(SVGMarkup.frame(area))\(SVGMarkup.paint("fill", canvas))/></g>\n"
    }

    /// `<g id=…>` and its `<title>`: kind, index path, frame.
    public mutating func beginElement(_ element: SceneElement) {
        self.element = element
        elementCount += 1
        if element.category == .cell { cellCount += 1 }
        let kind = SVGMarkup.escaped(element.elementKind.rawValue)
        text +=
            "<g id=\"\(SVGMarkup.identifier(element.id))\"><title>\(kind) \(element.indexPath) — frame \(element.frame) pt</title>"
    }

    /// Keeps the shadow until the element's rectangle says what casts it.
    public mutating func drawShadow(_ shadow: SceneShadow) {
        flushShadow(castBy: nil)
        pendingShadow = shadow
    }

    /// The rectangle (after the shadow it casts).
    public mutating func drawRectangle(_ rectangle: SceneRectangle) {
        flushShadow(castBy: rectangle)
        writeRectangle(rectangle)
    }

    /// A text run fitted to its box.
    public mutating func drawText(_ run: SceneText) {
        flushShadow(castBy: nil)
        writeText(run)
    }

    /// Closes the element's group.
    public mutating func endElement() {
        flushShadow(castBy: nil)
        text += "</g>\n"
        element = nil
    }

    /// Closes the document (once) and returns it.
    public mutating func finish() -> String {
        if !finished {
            text += "</svg>\n"
            finished = true
        }
        return text
    }

    /// Writes `definition` inside a `<defs>` unless an element of `id` was defined before.
    mutating func define(_ id: String, _ definition: () -> String) {
        guard defined.insert(id).inserted else { return }
        text += "<defs>\(definition())</defs>"
    }

    /// Adds a warning once.
    mutating func warn(_ line: String) {
        if !warnings.contains(line) { warnings.append(line) }
    }
}
