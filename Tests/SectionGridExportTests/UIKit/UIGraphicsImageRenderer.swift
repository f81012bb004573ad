/// A graphics renderer for creating Core Graphics-backed images.
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer (iOS 10) — here it draws
/// nothing: the image it returns names what its drawing actions did (`CGContext.operations`), which
/// the tests read.
open class UIGraphicsImageRenderer {
    /// The size of the images it makes, in points.
    let size: CGSize

    /// Creates an image renderer for drawing images of the specified size.
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:)
    public init(size: CGSize) {
        self.size = size
    }

    /// Creates an image from a set of drawing instructions.
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext()
        actions(context)
        let drawing = "\(Self.number(size.width))x\(Self.number(size.height)): "
            + context.cgContext.operations.joined(separator: "; ")
        // `UIImage(named:)` finds every name in this UIKit, so the image is always made.
        guard let image = UIImage(named: drawing) else { preconditionFailure("UIImage(named:) found no image") }
        return image
    }

    /// A number as the operations write it: `8`, `2.8`, `-3`.
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : "\(Double(value))"
    }
}

/// The drawing environment for an image renderer.
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext (iOS 10)
open class UIGraphicsImageRendererContext {
    /// The underlying Core Graphics context.
    /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
    public let cgContext = CGContext()

    init() {}
}

/// A Quartz 2D drawing destination.
/// https://developer.apple.com/documentation/coregraphics/cgcontext — here it records what is drawn, in
/// the order it is drawn, with the colours as this UIKit names them: `fill 2.8,2.8,2.4,2.4 ellipse in
/// <colour>`, `fill 0,0,8,8 in <colour>`, `stroke -3,3 to 3,-3 width 1.5 in <colour>`.
public final class CGContext {
    /// What was drawn (this module's own, for tests).
    public private(set) var operations: [String] = []
    private var fillColor = "black", strokeColor = "black"
    private var lineWidth: CGFloat = 1
    private var lines: [(CGPoint, CGPoint)] = []
    private var point: CGPoint?

    init() {}

    /// Sets the current fill color in a graphics context, using a Quartz color.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)
    public func setFillColor(_ color: CGColor) {
        fillColor = color.identity
    }

    /// Sets the current stroke color in a context, using a Quartz color.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(_:)
    public func setStrokeColor(_ color: CGColor) {
        strokeColor = color.identity
    }

    /// Sets the line width for a graphics context.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)
    public func setLineWidth(_ width: CGFloat) {
        lineWidth = width
    }

    /// Paints the area contained within the provided rectangle, using the fill color in the current
    /// graphics state.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)
    public func fill(_ rect: CGRect) {
        operations.append("fill \(Self.text(rect)) in \(fillColor)")
    }

    /// Paints the area of the ellipse that fits inside the provided rectangle, using the fill color in
    /// the current graphics state.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fillellipse(in:)
    public func fillEllipse(in rect: CGRect) {
        operations.append("fill \(Self.text(rect)) ellipse in \(fillColor)")
    }

    /// Begins a new subpath at the point you specify.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/move(to:)
    public func move(to point: CGPoint) {
        self.point = point
    }

    /// Appends a straight line segment from the current point to the provided point.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addline(to:)
    public func addLine(to point: CGPoint) {
        if let start = self.point { lines.append((start, point)) }
        self.point = point
    }

    /// Paints a line along the current path.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()
    public func strokePath() {
        for (start, end) in lines {
            operations.append("stroke \(Self.text(start)) to \(Self.text(end)) width "
                              + "\(UIGraphicsImageRenderer.number(lineWidth)) in \(strokeColor)")
        }
        lines = []
        point = nil
    }

    private static func text(_ point: CGPoint) -> String {
        [point.x, point.y].map(UIGraphicsImageRenderer.number).joined(separator: ",")
    }

    private static func text(_ rect: CGRect) -> String {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(UIGraphicsImageRenderer.number)
            .joined(separator: ",")
    }
}
