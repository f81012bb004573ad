import SectionGridHostProtocol
internal import SectionLayout

/// A Quartz 2D drawing destination (CoreGraphics; not in swift-corelibs-foundation).
/// https://developer.apple.com/documentation/coregraphics/cgcontext — here the context of an image
/// renderer, which records what is drawn instead of rendering it: filled rectangles and ellipses and
/// stroked straight lines, in the order drawn, in the colour and line width set when they were drawn
/// (`DrawnImage.Shape`). The graphics state starts as CoreGraphics' does: black fill and stroke, lines
/// 1 point wide.
public final class CGContext {
    /// What was drawn, in order.
    private(set) var shapes: [DrawnImage.Shape] = []
    private var fillColor = Color.black, strokeColor = Color.black
    private var lineWidth = 1.0
    /// The current path's straight lines, and its current point.
    private var lines: [(from: Point, to: Point)] = []
    private var currentPoint: Point?

    init() {}

    /// Sets the current fill color in a graphics context, using a Quartz color.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)
    public func setFillColor(_ color: CGColor) {
        fillColor = color.wireColor
    }

    /// Sets the current stroke color in a context, using a Quartz color.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(_:)
    public func setStrokeColor(_ color: CGColor) {
        strokeColor = color.wireColor
    }

    /// Sets the line width for a graphics context.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)
    public func setLineWidth(_ width: CGFloat) {
        lineWidth = Double(width)
    }

    /// Paints the area contained within the provided rectangle, using the fill color in the current
    /// graphics state.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)
    public func fill(_ rect: CGRect) {
        shapes.append(.rectangle(Self.rect(rect), fill: fillColor))
    }

    /// Paints the area of the ellipse that fits inside the provided rectangle, using the fill color in
    /// the current graphics state.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fillellipse(in:)
    public func fillEllipse(in rect: CGRect) {
        shapes.append(.ellipse(in: Self.rect(rect), fill: fillColor))
    }

    /// Begins a new subpath at the point you specify.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/move(to:)
    public func move(to point: CGPoint) {
        currentPoint = Self.point(point)
    }

    /// Appends a straight line segment from the current point to the provided point. Without a current
    /// point nothing is appended (CoreGraphics logs "no current point" and draws nothing).
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addline(to:)
    public func addLine(to point: CGPoint) {
        guard let start = currentPoint else { return }
        let end = Self.point(point)
        lines.append((start, end))
        currentPoint = end
    }

    /// Paints a line along the current path, then clears the path ("Quartz clears the current path as a
    /// side effect").
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()
    public func strokePath() {
        shapes += lines.map { .line(from: $0.from, to: $0.to, width: lineWidth, stroke: strokeColor) }
        lines = []
        currentPoint = nil
    }

    private static func point(_ point: CGPoint) -> Point {
        Point(x: Double(point.x), y: Double(point.y))
    }

    /// The rectangle as drawn: standardized (a negative width or height fills the same area).
    private static func rect(_ rect: CGRect) -> Rect {
        Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
