import SectionLayout

/// An image drawn in code (`UIGraphicsImageRenderer`), as SectionGridUIKit's `CGContext` recorded it:
/// its size in points and the shapes drawn, in the order drawn, each in its colour. A view filled with a
/// pattern colour of such an image (`UIColor(patternImage:)`) shows it repeated from its top-left corner
/// (`ViewLook.pattern`); a picture can draw it from this alone.
///
/// ```json
/// {"size": {"width": 12, "height": 12}, "shapes": [{"rect": {"x": 0, "y": 0, "width": 8, "height": 8}, "fill": "#997A00FF"},
///  {"ellipse": {"x": 2.8, "y": 2.8, "width": 2.4, "height": 2.4}, "fill": "#997A00FF"},
///  {"from": {"x": 0, "y": 12}, "to": {"x": 12, "y": 0}, "lineWidth": 1.5, "stroke": "#995900FF"}]}
/// ```
public struct DrawnImage: Equatable, Sendable {
    /// One shape drawn.
    public enum Shape: Equatable, Sendable {
        /// A filled rectangle (`CGContext.fill(_:)`).
        case rectangle(Rect, fill: Color)
        /// A filled ellipse in its bounding rectangle (`CGContext.fillEllipse(in:)`).
        case ellipse(in: Rect, fill: Color)
        /// A stroked straight line (`move(to:)`, `addLine(to:)`, `strokePath()`), `width` points wide.
        case line(from: Point, to: Point, width: Double, stroke: Color)
    }

    /// The image's size in points (`UIGraphicsImageRenderer(size:)`).
    public var size: Size
    /// What was drawn, in order.
    public var shapes: [Shape]

    public init(size: Size, shapes: [Shape]) {
        self.size = size
        self.shapes = shapes
    }

    /// The drawing as one JSON object.
    public var json: String {
        var writer = WireWriter()
        write(to: &writer)
        return writer.text
    }

    func write(to writer: inout WireWriter) {
        writer.raw("{\"size\": ")
        writer.size(size)
        writer.raw(", \"shapes\": [")
        for (index, shape) in shapes.enumerated() {
            if index > 0 { writer.raw(", ") }
            switch shape {
            case .rectangle(let rect, let fill):
                writer.raw("{\"rect\": ")
                writer.rect(rect)
                writer.raw(", \"fill\": ")
                writer.color(fill)
            case .ellipse(let rect, let fill):
                writer.raw("{\"ellipse\": ")
                writer.rect(rect)
                writer.raw(", \"fill\": ")
                writer.color(fill)
            case .line(let from, let to, let width, let stroke):
                writer.raw("{\"from\": ")
                writer.point(from)
                writer.raw(", \"to\": ")
                writer.point(to)
                writer.raw(", \"lineWidth\": ")
                writer.number(width)
                writer.raw(", \"stroke\": ")
                writer.color(stroke)
            }
            writer.raw("}")
        }
        writer.raw("]}")
    }

    init(_ object: WireObject) throws {
        size = try object.size("size")
        shapes = try object.objects("shapes").map { shape in
            if shape.has("rect") { return .rectangle(try shape.rect("rect"), fill: try Self.color("fill", in: shape)) }
            if shape.has("ellipse") { return .ellipse(in: try shape.rect("ellipse"), fill: try Self.color("fill", in: shape)) }
            if shape.has("from") {
                return .line(
                    from: try shape.point("from"), to: try shape.point("to"), width: try shape.number("lineWidth"),
                    stroke: try Self.color("stroke", in: shape))
            }
            throw HostProtocolError("\(shape.path) is not a rect, an ellipse or a line (from, to)")
        }
    }

    /// The colour at `key`, which a shape must have.
    private static func color(_ key: String, in object: WireObject) throws -> Color {
        guard let color = try object.color(key) else { throw HostProtocolError("\(object.path).\(key) is missing") }
        return color
    }
}
