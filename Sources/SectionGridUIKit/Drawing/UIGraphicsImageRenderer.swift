import SectionGridHostProtocol
internal import SectionLayout

/// A graphics renderer for creating Core Graphics-backed images.
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer (iOS 10) — here it makes no
/// pixels: the image it returns holds what the drawing actions drew, as its `CGContext` recorded it
/// (`DrawnImage`), which the host reports where the image shows as a pattern colour
/// (`ViewLook.pattern`). Not main-actor isolated, as UIKit's is not (its pages declare the renderer
/// classes without `@MainActor`): a value type may draw its tiles.
open class UIGraphicsImageRenderer {
    /// The size of the images it makes, in points.
    private let size: CGSize

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
        let size = Size(width: Double(self.size.width), height: Double(self.size.height))
        return UIImage(drawing: DrawnImage(size: size, shapes: context.cgContext.shapes))
    }
}

/// The drawing environment for an image renderer.
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext (iOS 10)
open class UIGraphicsImageRendererContext {
    /// The underlying Core Graphics context: here one that records what is drawn.
    /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
    public let cgContext = CGContext()

    init() {}
}
